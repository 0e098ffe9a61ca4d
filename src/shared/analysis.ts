// The Analysis report (issue 12, spec §2 /reports/analysis): twelve months of the practice's trends,
// as GET /api/analysis answers them. The month table's columns are declared once here, so the screen
// and the CSV / Excel downloads carry the same headers.
import { AGING_BUCKETS, type AgingBucket } from './reports';

/** Roll rates between neighbouring buckets: the balance in bucket k+1 at a month's end ÷ bucket k the month before. */
export const ROLLS = AGING_BUCKETS.slice(0, -1).map((from, i) => ({
  name: `roll_${i}`,
  from,
  to: AGING_BUCKETS[i + 1] as AgingBucket,
}));

export interface AnalysisColumn {
  name: string;
  header: string;
  type: 'text' | 'number' | 'money' | 'percent';
}

const ROLL_HEADERS = [
  'Current → 1–30',
  '1–30 → 31–60',
  '31–60 → 61–90',
  '61–90 → 91–120',
  '91–120 → Over 120',
];

export const ANALYSIS_COLUMNS: AnalysisColumn[] = [
  { name: 'month', header: 'Month', type: 'text' },
  { name: 'new_plans', header: 'New Plans', type: 'number' },
  { name: 'amount_financed', header: 'Amount Financed', type: 'money' },
  { name: 'scheduled', header: 'Scheduled', type: 'money' },
  { name: 'collected', header: 'Collected', type: 'money' },
  { name: 'collected_percent', header: 'Collected % of Scheduled', type: 'percent' },
  { name: 'delinquency_rate', header: 'Delinquency Rate %', type: 'percent' },
  ...ROLLS.map((r, i) => ({ name: r.name, header: `Roll ${ROLL_HEADERS[i]} %`, type: 'percent' as const })),
  /** Of the month's new plans, how many have been in COLLECT since. */
  { name: 'sent_to_collect', header: 'New Plans Sent to COLLECT Since', type: 'number' },
];

export type AnalysisMonth = Record<string, string | number | null> & { month: string };

export interface AnalysisGrade {
  grade: string;
  requested: number;
  approved: number;
  /** approved ÷ requested, percent. */
  rate: number | null;
}

export interface AnalysisAnswer {
  months: AnalysisMonth[];
  grades: AnalysisGrade[];
}
