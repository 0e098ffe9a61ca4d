// The lender's credit policy: what each risk grade recommends (spec §3 Credit fields). A grade with
// more expected delinquency asks for a larger down payment, and the worst is declined.
import type { CreditGrade, CreditRecommendation } from './credit-provider';

export interface GradePolicy {
  credit_grade: CreditGrade;
  credit_recommendation: CreditRecommendation;
  credit_min_downpayment_percent: number | null;
  credit_delinquency_rate_percent: number;
  score_factors: string[];
}

const FACTORS = {
  utilization: 'Proportion of balances to credit limits is too high on revolving accounts',
  age: 'Length of time accounts have been established',
  inquiries: 'Too many inquiries in the last 12 months',
  delinquency: 'Serious delinquency, and public record or collection filed',
  recentDelinquency: 'Number of accounts with delinquency',
  paidAsAgreed: 'Too few accounts currently paid as agreed',
  thinFile: 'Lack of sufficient credit history',
};

export const GRADE_POLICIES: Record<CreditGrade, GradePolicy> = {
  A: policy('A', 'APPROVE', 0, 1.9, [FACTORS.age, FACTORS.inquiries]),
  B: policy('B', 'APPROVE', 0, 4.7, [FACTORS.utilization, FACTORS.age, FACTORS.inquiries]),
  C: policy('C', 'APPROVE WITH DOWN PAYMENT', 20, 9.8, [FACTORS.utilization, FACTORS.recentDelinquency]),
  D: policy('D', 'APPROVE WITH DOWN PAYMENT', 35, 16.4, [
    FACTORS.recentDelinquency,
    FACTORS.utilization,
    FACTORS.paidAsAgreed,
  ]),
  E: policy('E', 'DECLINE', null, 31.2, [
    FACTORS.delinquency,
    FACTORS.recentDelinquency,
    FACTORS.utilization,
    FACTORS.paidAsAgreed,
  ]),
  // A thin file cannot be scored: the plan is offered with half down.
  T: policy('T', 'APPROVE WITH DOWN PAYMENT', 50, 12.5, [FACTORS.thinFile]),
};

function policy(
  credit_grade: CreditGrade,
  credit_recommendation: CreditRecommendation,
  credit_min_downpayment_percent: number | null,
  credit_delinquency_rate_percent: number,
  score_factors: string[],
): GradePolicy {
  return {
    credit_grade,
    credit_recommendation,
    credit_min_downpayment_percent,
    credit_delinquency_rate_percent,
    score_factors,
  };
}

/** Score bands (FICO-style 300–850) of the grades A to E. */
export function gradeOfScore(score: number): CreditGrade {
  if (score >= 720) return 'A';
  if (score >= 680) return 'B';
  if (score >= 640) return 'C';
  if (score >= 600) return 'D';
  return 'E';
}
