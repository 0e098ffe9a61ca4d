// The NPS of the filtered responses (issue 14): percent promoters (9–10) minus percent detractors
// (0–6), the number of responses with a warning under 30, and promoters, passives and detractors by month.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NPS_MINIMUM_RESPONSES, type NpsSummary } from '../../../shared/broadcasts';

const BANDS = [
  { key: 'promoters', label: 'Promoters (9–10)', color: 'success.main' },
  { key: 'passives', label: 'Passives (7–8)', color: 'grey.500' },
  { key: 'detractors', label: 'Detractors (0–6)', color: 'error.main' },
] as const;

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function NpsPanel({ summary }: { summary: NpsSummary | null }) {
  if (!summary) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="nps-heading">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Box sx={{ minWidth: 200 }}>
          <Typography variant="h2" component="h2" id="nps-heading">
            NPS
          </Typography>
          <Typography variant="h1" component="p" aria-label={`NPS ${summary.nps ?? 'none'}`}>
            {summary.nps === null ? '—' : summary.nps}
          </Typography>
          <Typography>
            {counted(summary.responses, 'response')}: {counted(summary.promoters, 'promoter')},{' '}
            {counted(summary.passives, 'passive')}, {counted(summary.detractors, 'detractor')}
          </Typography>
          {summary.responses < NPS_MINIMUM_RESPONSES && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              Fewer than {NPS_MINIMUM_RESPONSES} responses: this score may change a lot with a few more
              answers.
            </Alert>
          )}
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            By month
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mb: 1 }} aria-hidden>
            {BANDS.map((b) => (
              <Stack key={b.key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 12, height: 12, bgcolor: b.color }} />
                <Typography variant="caption">{b.label}</Typography>
              </Stack>
            ))}
          </Stack>
          <Stack spacing={0.75} role="list" aria-label="Promoters, passives and detractors by month">
            {summary.byMonth.map((m) => (
              <Stack
                key={m.month}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
                role="listitem"
                aria-label={`${monthLabel(m.month)}: ${m.promoters} promoters, ${m.passives} passives, ${m.detractors} detractors`}
              >
                <Typography variant="body2" sx={{ width: 80 }}>
                  {monthLabel(m.month)}
                </Typography>
                <Stack direction="row" sx={{ flex: 1, height: 18 }}>
                  {BANDS.map((b) =>
                    m[b.key] > 0 ? (
                      <Box
                        key={b.key}
                        sx={{ flexGrow: m[b.key], bgcolor: b.color }}
                        title={`${b.label}: ${m[b.key]}`}
                      />
                    ) : null,
                  )}
                </Stack>
                <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
                  {m.responses}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
