// Kysely types of the credit reports the bureau answered (migration 2026_11_26_0900): what an adverse
// action letter must state about the score it used (FCRA §615(a)).
import type { Generated, Selectable } from 'kysely';
import type { IsoTimestamp } from './schema';

export interface CreditReportsTable {
  id: Generated<number>;
  contract_id: number;
  pulled_on: IsoTimestamp;
  /** Null for a thin file the bureau could not score. */
  score: number | null;
  score_low: number;
  score_high: number;
  /** JSON array of the key factors that adversely affected the score, most important first. */
  score_factors: string;
  bureau_name: string;
  /** JSON array of the bureau's address lines. */
  bureau_address: string;
  bureau_phone: string;
  bureau_website: string | null;
}

export interface CreditReportTables {
  credit_reports: CreditReportsTable;
}

export type CreditReportRow = Selectable<CreditReportsTable>;
