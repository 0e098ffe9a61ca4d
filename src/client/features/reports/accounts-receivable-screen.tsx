// /reports/accounts-receivable (spec §2): what the live accounts owed as of a date, by aging bucket.
import { ReportView } from '../../components/server-grid/report-view';

export default function AccountsReceivableScreen() {
  return (
    <ReportView
      name="accounts-receivable"
      description="What each live account owed as of the date, its balance in its aging bucket; PAR30 and PAR90 are the balance more than 30 and 90 days past due over all balance."
    />
  );
}
