// /reports/delinquent-accounts (spec §2): Past Due Accounts, as the servicing engine left them today.
import { ReportView } from '../../components/server-grid/report-view';

export default function DelinquentAccountsScreen() {
  return (
    <ReportView
      name="delinquent-accounts"
      description="The live accounts (ACTIVE or COLLECT) with a payment past due, most days past due first."
    />
  );
}
