// /enterprise_reports (spec §2, internal admins; issue 12): the month's Summary figures across every
// client with its facilities beneath, the Analysis of the twelve months to it the same way, and the
// return-rate monitor with its warnings. The month (one for both tables) is in the query string.
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';
import { EnterpriseAnalysisView } from './enterprise-analysis';
import { EnterpriseSummaryView } from './enterprise-summary';
import { ReturnRateMonitorView } from './return-rate-monitor';

export default function EnterpriseReportsScreen() {
  const [search, setSearch] = useSearchParams();
  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <EnterpriseSummaryView month={search.get('month')} onMonth={(month) => setSearch({ month })} />
      <EnterpriseAnalysisView month={search.get('month')} onMonth={(month) => setSearch({ month })} />
      <ReturnRateMonitorView />
    </Stack>
  );
}
