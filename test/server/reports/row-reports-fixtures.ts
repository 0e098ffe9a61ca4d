// Known-answer data for the row reports (Payments Made, New Agreements, Status Change, Past Due
// Accounts, Accounts Receivable): a facility of its own under a demo client, so a report narrowed to
// it shows only what the test wrote; payments, servicing entries, status history and account
// history rows written straight to the database.
import type { Db } from '../../../src/server/db/database';
import { insertContract } from '../resources/resource-fixtures';

export { insertContract };

let made = 0;

/** A facility copied from a demo one (its client too), with its own name and number. */
export async function ownFacility(db: Db, like: string): Promise<{ id: number; clientId: number }> {
  const model = await db
    .selectFrom('facilities')
    .selectAll()
    .where('name', '=', like)
    .executeTakeFirstOrThrow();
  const { id: _ignored, ...rest } = model as typeof model & { id: number };
  void _ignored;
  const n = ++made;
  const row = await db
    .insertInto('facilities')
    .values({ ...rest, name: `Row Reports ${n}`, facility_number: `8${n}8` } as never)
    .returning(['id', 'client_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, clientId: row.client_id };
}

export interface PaymentRow {
  contractId: number;
  date: string;
  type: 'ACH' | 'CARD' | 'PRACTICE' | 'LATE FEE' | 'RETURN FEE' | 'RETURN';
  cents: number;
  returnedOn?: string;
  returnCode?: string;
  /** The servicing entry behind a debit: what it paid and the business day it was sent. */
  entry?: { kind: 'installment' | 'return_fee'; businessDay: string };
}

let entries = 0;

export async function addPayment(db: Db, p: PaymentRow): Promise<number> {
  const at = `${p.date}T15:00:00.000Z`;
  const { id } = await db
    .insertInto('payments')
    .values({
      contract_id: p.contractId,
      date: p.date,
      type: p.type,
      amount_cents: p.cents,
      returned_on: p.returnedOn ?? null,
      return_reason: p.returnCode ? `${p.returnCode} Insufficient Funds` : null,
      return_amount_cents: p.returnedOn ? p.cents : null,
      created_on: at,
      description: `${p.type} payment`,
      returned_payment_id: null,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (p.entry) {
    const contract = await db
      .selectFrom('contracts as c')
      .innerJoin('facilities as f', 'f.id', 'c.facility_id')
      .select('f.client_id')
      .where('c.id', '=', p.contractId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('servicing_entries')
      .values({
        contract_id: p.contractId,
        entry_key: `test:${process.pid}:${++entries}`,
        kind: p.entry.kind,
        installment_number: 1,
        method: p.type === 'CARD' ? 'CARD' : 'ACH',
        business_day: p.entry.businessDay,
        effective_date: p.date,
        client_id: contract.client_id,
        status: p.returnedOn ? 'returned' : p.type === 'CARD' ? 'approved' : 'sent',
        return_code: p.returnCode ?? null,
        returned_on: p.returnedOn ?? null,
        payment_id: id,
        amount_cents: p.cents,
        created_on: at,
      })
      .execute();
  }
  return id;
}

export interface HistoryRow {
  contractId: number;
  from: string;
  to: string | null;
  status?: string;
  days: number;
  bucket: string;
  balance: number;
  pastDue: number;
}

export async function addHistory(db: Db, rows: HistoryRow[]): Promise<void> {
  await db
    .insertInto('account_history')
    .values(
      rows.map((h) => ({
        contract_id: h.contractId,
        valid_from: h.from,
        valid_to: h.to,
        status: h.status ?? 'ACTIVE',
        days_past_due: h.days,
        aging_bucket: h.bucket,
        balance_cents: h.balance,
        past_due_cents: h.pastDue,
      })),
    )
    .execute();
}

export async function addStatusChange(
  db: Db,
  c: { contractId: number; at: string; from: string; to: string; action: string; userId?: number | null },
): Promise<void> {
  await db
    .insertInto('contract_status_history')
    .values({
      contract_id: c.contractId,
      user_id: c.userId ?? null,
      impersonator_id: null,
      at: c.at,
      from_status: c.from,
      to_status: c.to,
      from_csr_status: null,
      to_csr_status: null,
      action: c.action,
    })
    .execute();
}
