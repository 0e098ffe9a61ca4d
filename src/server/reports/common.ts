// Pieces several report declarations share: date-range filters, the customer's name, counts and
// sums read the same way on SQLite and PostgreSQL (node-postgres returns them as text), and chart
// periods (days, weeks or months by the length of the range).
import { sql, type Expression, type RawBuilder } from 'kysely';
import { addDays, diffDays } from '../../shared/dates';
import { fromCents } from '../../shared/money';
import { businessDayStart } from '../resources/search';
import type { ReportFilterDeclaration } from './report';

/** `date_from` / `date_to` on a date column (inclusive); defaults: the last 30 days. */
export function dateRangeFilters(column: string, label: string): Record<string, ReportFilterDeclaration> {
  return {
    date_from: {
      label: `${label} from`,
      type: 'date',
      open: true,
      default: (today) => addDays(today, -29),
      apply: (q, value) => q.where(sql.ref(column), '>=', value),
    },
    date_to: {
      label: `${label} to`,
      type: 'date',
      open: true,
      default: (today) => today,
      apply: (q, value) => q.where(sql.ref(column), '<=', value),
    },
  };
}

/** The same on a timestamp column: New York days, the upper day whole. */
export function momentRangeFilters(column: string, label: string): Record<string, ReportFilterDeclaration> {
  return {
    date_from: {
      label: `${label} from`,
      type: 'date',
      open: true,
      default: (today) => addDays(today, -29),
      apply: (q, value) => q.where(sql.ref(column), '>=', businessDayStart(value)),
    },
    date_to: {
      label: `${label} to`,
      type: 'date',
      open: true,
      default: (today) => today,
      apply: (q, value) => q.where(sql.ref(column), '<', businessDayStart(addDays(value, 1))),
    },
  };
}

export const countAll = () => sql<string | number>`count(*)`;
export const sumOf = (e: Expression<unknown> | RawBuilder<unknown>) =>
  sql<string | number | null>`coalesce(sum(${e}), 0)`;

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const dollars = (cents: unknown): number => fromCents(num(cents)).toNumber();

export type Period = 'day' | 'week' | 'month';

/** Days up to a month, weeks up to half a year, months beyond (never finer than `finest`). */
export function periodOf(from: string | undefined, to: string | undefined, finest: Period = 'day'): Period {
  if (!from || !to) return 'month';
  const days = diffDays(from, to);
  const period = days <= 31 ? 'day' : days <= 184 ? 'week' : 'month';
  return finest === 'week' && period === 'day' ? 'week' : finest === 'month' ? 'month' : period;
}

/** The start of a date's period ('YYYY-MM-DD'; weeks start on Monday). */
export function periodStart(date: string, period: Period): string {
  if (period === 'day') return date;
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The label of a period on the chart's axis. */
export function periodLabel(start: string, period: Period): string {
  const [y, m, d] = start.split('-');
  if (period === 'month') return `${m}/${y}`;
  return period === 'week' ? `Week of ${m}/${d}` : `${m}/${d}`;
}

/** Sums per date folded into periods, every period of the range present (empty ones as 0). */
export function periodSeries(
  rows: { date: string; key: string; value: number }[],
  keys: readonly string[],
  period: Period,
  range: { from?: string; to?: string },
): { categories: string[]; byKey: Record<string, number[]> } {
  const starts = new Set<string>();
  if (range.from && range.to && diffDays(range.from, range.to) <= 400) {
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) starts.add(periodStart(d, period));
  }
  for (const r of rows) starts.add(periodStart(r.date, period));
  const ordered = [...starts].sort();
  const index = new Map(ordered.map((s, i) => [s, i]));
  const byKey = Object.fromEntries(keys.map((k) => [k, ordered.map(() => 0)]));
  for (const r of rows) {
    const series = byKey[r.key];
    if (series) series[index.get(periodStart(r.date, period)) ?? 0] += r.value;
  }
  return { categories: ordered.map((s) => periodLabel(s, period)), byKey };
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
