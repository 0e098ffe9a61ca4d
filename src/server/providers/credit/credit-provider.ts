// The credit bureau behind the CSR step (spec §3 Credit, §4 CSR status, §7 ssn_scan): a soft pull the
// customer authorized (reference/README.md "Consent", FCRA 604(a)(2)) and an SSN locate.
import type { SsnScanCustomer } from '../../../shared/api-types';
import type { CreditBureau } from './credit-bureaus';

export type CreditRecommendation = 'APPROVE' | 'APPROVE WITH DOWN PAYMENT' | 'DECLINE';

/** Risk grades from best to worst; T is a thin file the bureau could not score. */
export type CreditGrade = 'A' | 'B' | 'C' | 'D' | 'E' | 'T';

export interface SoftPullRequest {
  first_name: string;
  last_name: string;
  /** 9 digits, dashes allowed; the bureau matches on name and address without it. */
  ssn?: string | null;
  /** YYYY-MM-DD. */
  dob: string;
  address1: string;
  city: string;
  st: string;
  zip: string;
  requested_amount?: number | null;
}

export interface CreditApproval {
  ok: true;
  credit_grade: CreditGrade;
  credit_recommendation: CreditRecommendation;
  /** The smallest down payment, as a percent of the cash price, the grade allows; null when declined. */
  credit_min_downpayment_percent: number | null;
  /** Share of plans at this grade that fall 60+ days late in the first year. */
  credit_delinquency_rate_percent: number;
  /** When the bureau answered (ISO 8601); an adverse letter follows a rejection after it (spec §4). */
  credit_timestamp: string;
  /** Within score_range; null for a thin file. */
  credit_score: number | null;
  /** The lowest and highest scores of the bureau's model, stated in the adverse-action letter. */
  score_range: { low: number; high: number };
  /** The key factors behind the score, for the adverse-action letter (FCRA 615(a)). */
  score_factors: string[];
  /** The bureau the adverse-action letter names (reference/README.md "Consent"). */
  bureau: CreditBureau;
}

export interface CreditError {
  ok: false;
  /** Shown to the practice and kept on the contract (spec §3 csr_error). */
  csr_error: string;
}

export type CreditResult = CreditApproval | CreditError;

export interface SsnScanResult {
  found: boolean;
  /** ###-##-####, only when found. */
  ssn?: string;
}

export interface CreditProvider {
  readonly name: string;
  softPull(request: SoftPullRequest): Promise<CreditResult>;
  ssnScan(request: SsnScanCustomer): Promise<SsnScanResult>;
}

/** The bureau's own wording, kept as the real service words it. */
export const CREDIT_ERRORS = {
  bureauUnavailable: 'Credit bureau unavailable. Please try again later.',
  noFileFound:
    'No credit file was found for this customer. Please check the name, address, date of birth and Social Security number.',
  invalidSsn: 'The Social Security number is not valid.',
  missingFields: (fields: string[]) => `The credit request is missing: ${fields.join(', ')}.`,
} as const;
