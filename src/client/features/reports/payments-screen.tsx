// /reports/payments (spec §2): Payments Made, 1000 rows at a time as the grid scrolls.
import { ReportView } from '../../components/server-grid/report-view';

export default function PaymentsScreen() {
  return (
    <ReportView
      name="payments"
      description="Every payment received: bank (ACH) and card debits and payments taken at the practice, with their status."
    />
  );
}
