// The reports of GET /api/reports/:name (spec §2 /reports, issue 12): their names, what the answer
// holds (columns, count, rows, totals, chart) and the parameters they take. Shared so the server's
// declarations (src/server/reports) and the client's one report grid speak the same words.

/** Every report of the reports sub-menu, by the name its API and route path use. */
export const REPORT_NAMES = [
  'payments',
  'new-agreements',
  'status-change',
  'delinquent-accounts',
  'accounts-receivable',
  'remittance',
  'summary',
  'analysis',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const isReportName = (name: string): name is ReportName =>
  (REPORT_NAMES as readonly string[]).includes(name);

/** How a column is shown: money in dollars (right-aligned USD), dates MM/DD/YYYY, timestamps as their New York day. */
export type ReportColumnType =
  'text' | 'number' | 'date' | 'timestamp' | 'money' | 'percent' | 'boolean' | 'enum';

export interface ReportColumn {
  name: string;
  /** The header on screen and in the CSV / Excel download. */
  header: string;
  type: ReportColumnType;
  /** The values an enum column takes (its filter offers them). */
  values?: readonly string[];
  sortable: boolean;
  /** Whether `search_{name}` filters by it. */
  filterable: boolean;
  /** What the row needs (the contract to open) but the screen and the downloads do not show. */
  hidden?: boolean;
}

/** A report's own filter (besides the scope, paging and search_{column}). */
export interface ReportFilter {
  name: string;
  label: string;
  /** 'month': YYYY-MM (Remittance's month input, spec §2; Summary's period). */
  type: 'date' | 'month' | 'enum' | 'number' | 'text';
  values?: readonly string[];
  /** A text filter with a choice of the values in the user's scope (agreement types): value and label. */
  options?: { value: string; label: string }[];
  /** The value used when the request names none (e.g. today for an "as of" date). */
  default?: string;
  /** May be left open: the parameter given empty (`date_from=`) asks for no bound. */
  open?: boolean;
}

export interface ReportChartSeries {
  label: string;
  data: number[];
  /** Series with the same stack are drawn on top of each other. */
  stack?: string;
  /** 'money': the figures are dollars. */
  unit?: 'money' | 'count';
}

/** What the screen draws with MUI X Charts: one category axis and its series. */
export interface ReportChart {
  kind: 'bar' | 'line' | 'pie';
  /** Bars drawn across (long category names, e.g. status transitions). */
  horizontal?: boolean;
  title: string;
  categories: string[];
  series: ReportChartSeries[];
}

/** A figure of the totals row or the summary beside it (counts, sums, averages, ratios). */
export type ReportTotals = Record<string, number | null>;

export interface ReportAnswer {
  name: ReportName;
  title: string;
  columns: ReportColumn[];
  filters: ReportFilter[];
  /** The filter values applied, defaults included. */
  applied: Record<string, string>;
  count: number;
  rows: Record<string, unknown>[];
  /** Money in dollars, keyed by column name for the totals row, plus the report's own figures. */
  totals: ReportTotals;
  /** Labels of the report's own figures in `totals` (those that are not a column). */
  figures: { name: string; label: string; type: 'money' | 'number' | 'percent' }[];
  chart: ReportChart | null;
  pageSize: number;
}

/** The parameters every report takes besides its own filters and `search_{column}`. */
export const REPORT_COMMON_PARAMS = [
  'facility_id',
  'client_id',
  'limit',
  'offset',
  'orderby',
  'output_format',
] as const;

export const REPORT_OUTPUT_FORMATS = ['json', 'csv', 'xlsx', 'excel'] as const;
export type ReportOutputFormat = (typeof REPORT_OUTPUT_FORMATS)[number];

/** Payments Made loads 1000 rows at a time (spec §9); the others a page of the MIT grid's 100. */
export const PAYMENTS_PAGE_SIZE = 1000;
export const REPORT_PAGE_SIZE = 100;

/** The aging buckets, by days past due, as the servicing engine writes them in account_history. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '91-120', '120+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30',
  '31-60': '31–60',
  '61-90': '61–90',
  '91-120': '91–120',
  '120+': 'Over 120',
};

/** The payment methods of Payments Made and the statuses a payment has there. */
export const PAYMENT_METHODS = ['ACH', 'CARD', 'PRACTICE'] as const;
export const PAYMENT_STATUSES = ['settled', 'pending', 'returned'] as const;
