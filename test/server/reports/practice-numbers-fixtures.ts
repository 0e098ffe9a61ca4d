// Known-answer data for the dashboard's stats and the Summary / Analysis / Remittance reports: a
// facility of its own under a demo client (so its figures are only what the test wrote), contracts,
// payments and account_history rows written straight to the database.
import type { Db } from '../../../src/server/db/database';
import type { NewContract } from '../../../src/server/db/schema-contracts';
import { insertContract } from '../resources/resource-fixtures';

export { insertContract };

let facilities = 0;

/** A new facility copied from a demo one (same client unless given), with its own name and number. */
export async function addFacility(
  db: Db,
  like: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; clientId: number }> {
  const model = await db
    .selectFrom('facilities')
    .selectAll()
    .where('name', '=', like)
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = model as typeof model & { id: number };
  void _id;
  const n = ++facilities;
  const row = await db
    .insertInto('facilities')
    .values({ ...rest, name: `Known Answers ${n}`, facility_number: `9${n}9`, ...overrides } as never)
    .returning(['id', 'client_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, clientId: row.client_id };
}

export async function clientIdOf(db: Db, clientNumber: string): Promise<number> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('client_number', '=', clientNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addPayment(
  db: Db,
  contractId: number,
  date: string,
  type: string,
  cents: number,
): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      contract_id: contractId,
      date,
      type,
      amount_cents: cents,
      returned_on: null,
      return_reason: null,
      return_amount_cents: null,
      description: null,
      returned_payment_id: null,
      created_by: null,
      created_on: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface HistoryRow {
  from: string;
  to: string | null;
  bucket: string;
  balance: number;
  pastDue?: number;
  status?: string;
}

export async function addHistory(db: Db, contractId: number, rows: HistoryRow[]): Promise<void> {
  await db
    .insertInto('account_history')
    .values(
      rows.map((r) => ({
        contract_id: contractId,
        valid_from: r.from,
        valid_to: r.to,
        status: r.status ?? 'ACTIVE',
        days_past_due: r.bucket === 'current' ? 0 : 1,
        aging_bucket: r.bucket,
        balance_cents: r.balance,
        past_due_cents: r.pastDue ?? 0,
      })),
    )
    .execute();
}

/** A live account signed at a moment, with the amount financed in cents. */
export function liveContract(
  facilityId: number,
  values: Partial<NewContract> & { financed_amount_cents: number; signed_on: string },
) {
  return { facility_id: facilityId, status: 'ACTIVE' as const, contract_type: 1, ...values };
}
