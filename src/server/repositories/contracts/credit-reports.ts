// The credit reports the bureau answered for a contract (migration 2026_11_26_0900): what an adverse
// action letter states about the score it used (FCRA §615(a)).
import type { Db } from '../../db/database';
import type { CreditReportRow } from '../../db/schema-credit-reports';
import type { CreditApproval } from '../../providers/credit';

export interface CreditReport {
  pulledOn: string;
  score: number | null;
  range: { low: number; high: number };
  factors: string[];
  bureau: { name: string; address: string[]; phone: string; website: string | null };
}

export async function insertCreditReport(db: Db, contractId: number, report: CreditApproval): Promise<void> {
  await db
    .insertInto('credit_reports')
    .values({
      contract_id: contractId,
      pulled_on: report.credit_timestamp,
      score: report.credit_score,
      score_low: report.score_range.low,
      score_high: report.score_range.high,
      score_factors: JSON.stringify(report.score_factors),
      bureau_name: report.bureau.name,
      bureau_address: JSON.stringify(report.bureau.address),
      bureau_phone: report.bureau.phone,
      bureau_website: report.bureau.website,
    })
    .execute();
}

const list = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

function reportOf(row: CreditReportRow): CreditReport {
  return {
    pulledOn: row.pulled_on,
    score: row.score === null ? null : Number(row.score),
    range: { low: Number(row.score_low), high: Number(row.score_high) },
    factors: list(row.score_factors),
    bureau: {
      name: row.bureau_name,
      address: list(row.bureau_address),
      phone: row.bureau_phone,
      website: row.bureau_website,
    },
  };
}

/** The newest report of the contract, or null when the bureau never answered for it. */
export async function latestCreditReport(db: Db, contractId: number): Promise<CreditReport | null> {
  const row = await db
    .selectFrom('credit_reports')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('pulled_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? reportOf(row) : null;
}
