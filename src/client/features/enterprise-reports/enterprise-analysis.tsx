// The Analysis of every client (issue 12 enterprise reports): for the twelve months to the chosen
// month, one row per client with its facilities beneath — new plans, collected against scheduled,
// the month's delinquency and roll rates, CSR approval, plans sent to COLLECT — a chart of collected
// against scheduled per client, and the downloads.
import { ENTERPRISE_ANALYSIS_COLUMNS, type EnterpriseAnalysis } from '../../../shared/enterprise';
import { enterpriseExportHref, getEnterpriseAnalysis } from '../../api/enterprise';
import { EnterpriseTable, type EnterpriseRow } from './enterprise-table';

const rowsOf = (analysis: EnterpriseAnalysis): EnterpriseRow[] =>
  analysis.clients.flatMap((c) => [
    { ...c.figures, id: `c${c.client_id}`, level: 0 as const, facility: c.client },
    ...c.facilities.map((f) => ({
      ...f.figures,
      id: `f${f.facility_id}`,
      level: 1 as const,
      facility: f.facility,
    })),
  ]);

function chartOf(analysis: EnterpriseAnalysis) {
  const clients = analysis.clients.filter((c) => Number(c.figures.scheduled ?? 0) > 0);
  return {
    title: 'Collected and scheduled per client, the twelve months to the month',
    clients: clients.map((c) => c.client),
    unit: 'money' as const,
    series: [
      { label: 'Scheduled', data: clients.map((c) => c.figures.scheduled) },
      { label: 'Collected', data: clients.map((c) => c.figures.collected) },
    ],
  };
}

const analysisHref = (month: string, format: 'csv' | 'xlsx') =>
  enterpriseExportHref('analysis', month, format);

export function EnterpriseAnalysisView(props: { month: string | null; onMonth: (m: string) => void }) {
  return (
    <EnterpriseTable
      title="Analysis of every client"
      gridLabel="Analysis of clients and facilities"
      description="The twelve months to the month chosen: new plans, amounts and plans sent to COLLECT added up; the delinquency and roll rates of the month itself."
      columns={ENTERPRISE_ANALYSIS_COLUMNS}
      month={props.month}
      onMonth={props.onMonth}
      load={getEnterpriseAnalysis}
      rowsOf={rowsOf}
      chartOf={chartOf}
      exportHref={analysisHref}
      failedLabel="The analysis could not be loaded."
    />
  );
}
