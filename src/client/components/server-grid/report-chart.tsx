// A report's chart (issue 12) as the server describes it: categories on the axis, one bar series per
// entry (stacked when the server stacks them), money shown in USD. MUI X Charts load on demand.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../shared/money';
import type { ReportChart as Chart } from '../../../shared/reports';
import { LazyBarChart, LazyLineChart } from '../charts';

export function ReportChart({ chart }: { chart: Chart }) {
  const money = chart.series.some((s) => s.unit === 'money');
  const format = (value: number | null) =>
    value === null ? '' : money ? formatMoney(value) : value.toLocaleString('en-US');
  const series = chart.series.map((s) => ({
    label: s.label,
    data: s.data,
    ...(s.stack ? { stack: s.stack } : {}),
    valueFormatter: format,
  }));
  const xAxis = [{ scaleType: 'band' as const, data: chart.categories }];
  const yAxis = [
    {
      width: money ? 80 : 50,
      valueFormatter: (v: number) => (money ? formatMoney(v).replace(/\.00$/, '') : String(v)),
    },
  ];
  const empty = chart.series.every((s) => s.data.every((v) => !v));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} className="report-chart">
      <Typography variant="h3" component="h2" gutterBottom>
        {chart.title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">Nothing to chart for this view.</Typography>
      ) : chart.kind === 'line' ? (
        <LazyLineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: chart.categories }]}
          yAxis={yAxis}
          series={series}
        />
      ) : chart.horizontal ? (
        <LazyBarChart
          height={Math.max(200, 40 + chart.categories.length * 28)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: chart.categories, width: 250 }]}
          series={series}
          hideLegend={series.length < 2}
        />
      ) : (
        <LazyBarChart
          height={240}
          xAxis={xAxis}
          yAxis={yAxis}
          series={series}
          hideLegend={series.length < 2}
        />
      )}
    </Paper>
  );
}
