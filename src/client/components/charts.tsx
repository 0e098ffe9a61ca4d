// MUI X Charts (MIT edition) loaded on demand: the charts' code is a chunk of its own, fetched only by
// a screen that draws one (the dashboard, the reports), never by /login or the app shell.
import Skeleton from '@mui/material/Skeleton';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import { lazy, Suspense } from 'react';

const BarChart = lazy(() =>
  import(/* webpackChunkName: "charts" */ '@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })),
);
const LineChart = lazy(() =>
  import(/* webpackChunkName: "charts" */ '@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })),
);

const placeholder = (height: number | undefined) => (
  <Skeleton variant="rectangular" height={height ?? 300} aria-label="Loading the chart" />
);

export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <BarChart {...props} />
    </Suspense>
  );
}

export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <LineChart {...props} />
    </Suspense>
  );
}
