// The Analysis report's charts (issue 12): new plans, collected against scheduled, delinquency and roll
// rates, CSR approval by credit grade, new plans sent to COLLECT. MUI X Charts load on demand.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ROLLS, type AnalysisAnswer } from '../../../shared/analysis';
import { formatMoney } from '../../../shared/money';
import { AGING_BUCKET_LABELS } from '../../../shared/reports';
import { LazyBarChart, LazyLineChart } from '../../components/charts';

const HEIGHT = 240;
const money = (v: number | null) => (v === null ? '' : formatMoney(v));
const pct = (v: number | null) => (v === null ? '' : `${v}%`);
const short = (v: number) => formatMoney(v).replace(/\.00$/, '');
const val = (m: Record<string, unknown>, key: string) => (m[key] === null ? null : Number(m[key]));

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} className="report-chart">
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function AnalysisCharts({ answer }: { answer: AnalysisAnswer }) {
  const months = answer.months.map((m) => m.month);
  const series = (key: string) => answer.months.map((m) => val(m, key));
  const axis = [{ scaleType: 'point' as const, data: months }];
  const band = [{ scaleType: 'band' as const, data: months }];
  return (
    <>
      <ChartCard title="Collected against scheduled">
        <LazyLineChart
          height={HEIGHT}
          xAxis={axis}
          yAxis={[{ width: 80, valueFormatter: short }]}
          series={[
            { label: 'Scheduled', data: series('scheduled'), valueFormatter: money },
            { label: 'Collected', data: series('collected'), valueFormatter: money },
          ]}
        />
      </ChartCard>
      <ChartCard title="New plans per month">
        <LazyBarChart
          height={HEIGHT}
          xAxis={band}
          series={[
            { label: 'New plans', data: series('new_plans') },
            { label: 'Sent to COLLECT since', data: series('sent_to_collect') },
          ]}
        />
      </ChartCard>
      <ChartCard title="Delinquency and roll rates (%)">
        <LazyLineChart
          height={HEIGHT}
          xAxis={axis}
          series={[
            { label: 'Delinquency rate', data: series('delinquency_rate'), valueFormatter: pct },
            ...ROLLS.slice(0, 3).map((r) => ({
              label: `${AGING_BUCKET_LABELS[r.from]} → ${AGING_BUCKET_LABELS[r.to]}`,
              data: series(r.name),
              valueFormatter: pct,
              connectNulls: true,
            })),
          ]}
        />
      </ChartCard>
      <ChartCard title="CSR approval rate by credit grade (%)">
        {answer.grades.length === 0 ? (
          <Typography color="text.secondary">No credit reports in these months.</Typography>
        ) : (
          <LazyBarChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: answer.grades.map((g) => g.grade) }]}
            yAxis={[{ min: 0, max: 100 }]}
            series={[{ label: 'Approved %', data: answer.grades.map((g) => g.rate), valueFormatter: pct }]}
            hideLegend
          />
        )}
      </ChartCard>
    </>
  );
}
