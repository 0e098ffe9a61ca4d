// /reports/new-agreements (spec §2; /reports/sales redirects here): the contracts signed in a range.
import { ReportView } from '../../components/server-grid/report-view';

export default function NewAgreementsScreen() {
  return (
    <ReportView name="new-agreements" description="The contracts signed in the range, with their terms." />
  );
}
