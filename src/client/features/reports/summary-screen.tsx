// /reports/summary (issue 12): per month of the period and per facility, the book at the month's end
// (active accounts, balance, past due, PAR30), what was collected and the new agreements.
import { ReportView } from '../../components/server-grid/report-view';

export default function SummaryScreen() {
  return (
    <ReportView
      name="summary"
      description="Per month and facility: the live accounts at the month's end, past due and PAR30, collections and new agreements (the facility's summary contract types)."
    />
  );
}
