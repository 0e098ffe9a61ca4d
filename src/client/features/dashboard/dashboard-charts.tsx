// The dashboard's two charts: new plans per month (bar) and the funnel started → approved → signed →
// active (horizontal bars: MUI X's funnel is a Pro chart).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StatsAnswer } from '../../../shared/stats';
import { LazyBarChart } from '../../components/charts';

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLabel = (month: string) => MONTH_LABEL.format(new Date(`${month}-01T12:00:00Z`));

export function NewPlansChart({ plans }: { plans: StatsAnswer['new_plans'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        New plans per month
      </Typography>
      <LazyBarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: plans.map((p) => monthLabel(p.month)) }]}
        series={[{ label: 'New plans', data: plans.map((p) => p.count) }]}
        hideLegend
      />
    </Paper>
  );
}

export function FunnelChart({ funnel }: { funnel: StatsAnswer['funnel'] }) {
  const steps = [
    ['Started', funnel.requested],
    ['Credit approved', funnel.approved],
    ['Signed', funnel.signed],
    ['Active', funnel.active],
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        From request to active plan (12 months)
      </Typography>
      <LazyBarChart
        height={260}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: steps.map(([label]) => label), width: 110 }]}
        series={[{ label: 'Contracts', data: steps.map(([, n]) => n) }]}
        hideLegend
      />
    </Paper>
  );
}
