// GET /api/stats (spec §7 "GET stats with params", issue 12 "The dashboard"): what the dashboard shows,
// in the user's scope (one facility, a client's facilities, or everything an internal admin reaches).
// Money in dollars, months 'YYYY-MM' in New York time.
import type { AgingBucket } from './reports';

/** The work waiting for practice staff today; each count opens the contract list that shows it. */
export interface StatsTodo {
  /** CSR authorized by the customer, waiting for the practice to approve it. */
  csr_approval: number;
  waiting_signature: number;
  fee_declined: number;
  missed_payments: number;
  /** Live accounts whose bank account the servicer flagged bad after a return (issue 11). */
  bank_flagged: number;
  /** Still INCOMPLETE, started more than STALE_INCOMPLETE_DAYS days ago. */
  stale_incomplete: number;
}

export interface StatsMonth {
  /** 'YYYY-MM' */
  month: string;
  new_agreements: number;
  amount_financed: number;
  /** Payments received (ACH, card, at the practice) less the returns, dated in the month. */
  collected: number;
}

export interface StatsAnswer {
  today: string;
  facility_ids: number[];
  todo: StatsTodo;
  month: StatsMonth;
  past_due: { accounts: number; amount: number };
  /** New plans (signed) per month, the last twelve months, oldest first. */
  new_plans: { month: string; count: number; amount: number }[];
  /** Contracts started in the last twelve months, and how far they went. */
  funnel: { requested: number; approved: number; signed: number; active: number };
  /** Facility admins and up: balance of the live accounts per aging bucket today. */
  aging: { bucket: AgingBucket; accounts: number; balance: number }[] | null;
}

export const STALE_INCOMPLETE_DAYS = 7;
