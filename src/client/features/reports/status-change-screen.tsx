// /reports/status-change (spec §2): every status change in a range and who made it.
import { ReportView } from '../../components/server-grid/report-view';

export default function StatusChangeScreen() {
  return (
    <ReportView
      name="status-change"
      description="Every change of a contract's status in the range: the action and who made it (a user, the customer or the servicer)."
    />
  );
}
