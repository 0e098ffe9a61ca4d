// The dashboard's two charts: new plans per month (bar) and the funnel started → approved → signed →
// active (horizontal bars: MUI X's funnel is a Pro chart). Each is drawn once it nears the screen
// (below the tiles on a phone, the charts' chunk and first render wait until scrolled to: issue 17).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StatsAnswer } from '../../../shared/stats';
import { LazyBarChart } from '../../components/charts';
import { WhenVisible } from '../../components/when-visible';

const CHART_HEIGHT = 260;

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLabel = (month: string) => MONTH_LABEL.format(new Date(`${month}-01T12:00:00Z`));

export function NewPlansChart({ plans }: { plans: StatsAnswer['new_plans'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        New plans per month
      </Typography>
      <WhenVisible height={CHART_HEIGHT} label="Loading the chart">
        <LazyBarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: plans.map((p) => monthLabel(p.month)) }]}
          series={[{ label: 'New plans', data: plans.map((p) => p.count) }]}
          hideLegend
        />
      </WhenVisible>
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
      <WhenVisible height={CHART_HEIGHT} label="Loading the chart">
        <LazyBarChart
          height={CHART_HEIGHT}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: steps.map(([label]) => label), width: 110 }]}
          series={[{ label: 'Contracts', data: steps.map(([, n]) => n) }]}
          hideLegend
        />
      </WhenVisible>
    </Paper>
  );
}
