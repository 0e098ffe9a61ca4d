// The month's Summary of every client (issue 12 enterprise reports): one row per client, its
// facilities beneath, a chart of balance and past due per client, and the downloads.
import { ENTERPRISE_COLUMNS, type EnterpriseSummary } from '../../../shared/enterprise';
import { formatMoney } from '../../../shared/money';
import { enterpriseExportHref, getEnterpriseSummary } from '../../api/enterprise';
import { EnterpriseTable, type EnterpriseRow } from './enterprise-table';

const rowsOf = (summary: EnterpriseSummary): EnterpriseRow[] =>
  summary.clients.flatMap((c) => [
    { ...c, id: `c${c.client_id}`, level: 0 as const, facility: c.client },
    ...c.facilities.map((f) => ({ ...f, id: `f${f.facility_id}`, level: 1 as const })),
  ]);

function chartOf(summary: EnterpriseSummary) {
  const clients = summary.clients.filter((c) => c.active_accounts > 0);
  return {
    title: "Balance outstanding and past due per client at the month's end",
    clients: clients.map((c) => c.client),
    unit: 'money' as const,
    series: [
      { label: 'Balance outstanding', data: clients.map((c) => c.balance) },
      { label: 'Past due', data: clients.map((c) => c.past_due) },
    ],
  };
}

const footnoteOf = ({ total }: EnterpriseSummary) =>
  `All clients: ${total.active_accounts} active accounts, ${formatMoney(total.balance)} outstanding, ` +
  `${formatMoney(total.collected)} collected, ${total.new_agreements} new agreements.`;

const summaryHref = (month: string, format: 'csv' | 'xlsx') => enterpriseExportHref('summary', month, format);

export function EnterpriseSummaryView(props: { month: string | null; onMonth: (m: string) => void }) {
  return (
    <EnterpriseTable
      title="Summary of every client"
      gridLabel="Clients and facilities"
      columns={ENTERPRISE_COLUMNS}
      month={props.month}
      onMonth={props.onMonth}
      load={getEnterpriseSummary}
      rowsOf={rowsOf}
      chartOf={chartOf}
      footnoteOf={footnoteOf}
      exportHref={summaryHref}
      failedLabel="The summary could not be loaded."
    />
  );
}
