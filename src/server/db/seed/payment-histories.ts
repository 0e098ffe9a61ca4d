// Payment histories of the live demo accounts, relative to the seed day: each installment due before
// that day was debited on its date (ACH, or the card when the preferred method is a card), except the
// turns each demo needs (spec §2 payment-history, §3 Servicing fields; preamble's demo accounts):
// - Noah Payoff: the second debit returned (R01 Insufficient funds) with a return fee and a late fee,
//   so he is late (Missed Payments);
// - Liam Collect: a returned payment made good at the practice, then the last three missed, each with
//   a late fee once ten days late (COLLECT, about 90 days late);
// - Grace Fullpay: every payment made, paid in full, the paid-in-full email not yet sent;
// - the other accounts on schedule; among the volume accounts a few returns made good and a few late.
// Each account's servicing fields are stored from src/shared/servicing.ts; the servicer's own figures
// of the rewrite demos (payoff quote, next debit; db/seed/contracts.ts) are kept. Cheap: one read, a few
// multi-row inserts and multi-row updates.
import { sql, type Transaction } from 'kysely';
import { LIVE } from '../../../../machines/contract-lifecycle.types';
import { addBusinessDays, businessToday } from '../../../shared/calendar';
import { addDays, type IsoDate } from '../../../shared/dates';
import { fromCents, toCents } from '../../../shared/money';
import { PAYMENT_MESSAGES } from '../../../shared/payment-messages';
import type { ScheduledPayment } from '../../../shared/schedule';
import { isPaidInFull, type PaymentEvent, type PaymentType } from '../../../shared/servicing';
import { contractColumnsOf } from '../../repositories/contracts/contract-mapping';
import { scheduleOf, servicingOf, storedServicing } from '../../services/payments/account-servicing';
import { INTEGER_COLUMNS } from '../../../shared/contract-columns';
import type { Database } from '../schema';
import type { ContractRow, PaymentsTable } from '../schema-contracts';

const LATE_FEE = 15;
const RETURN_FEE = 25;
const LATE_AFTER_DAYS = 10;
const CHUNK = 200;

/** What happened to an installment (by its index in the schedule). */
type Turn = 'paid' | 'returned' | 'returned-made-good' | 'missed';

interface Plan {
  turn(index: number, due: number): Turn;
}

const onSchedule: Plan = { turn: () => 'paid' };

const PLANS: Record<string, Plan> = {
  Payoff: { turn: (i) => (i === 1 ? 'returned' : 'paid') },
  Collect: { turn: (i, due) => (i >= due - 3 ? 'missed' : i === 1 ? 'returned-made-good' : 'paid') },
};

/** The volume accounts: mostly on schedule, every 7th had a return made good, every 13th is late. */
function volumePlan(contractId: number): Plan {
  if (contractId % 13 === 0) return { turn: (i, due) => (i === due - 1 ? 'missed' : 'paid') };
  if (contractId % 7 === 0) return { turn: (i) => (i === 1 ? 'returned-made-good' : 'paid') };
  return onSchedule;
}

type Row = Omit<PaymentsTable, 'id' | 'returned_payment_id'> & { localId: number };

function historyOf(
  c: ContractRow,
  schedule: ScheduledPayment[],
  plan: Plan,
  card: boolean,
  seedDay: IsoDate,
  at: string,
) {
  const rows: Row[] = [];
  const add = (date: IsoDate, type: PaymentType, amount: number, extra: Partial<Row> = {}) => {
    if (date >= seedDay) return null; // not happened yet
    const row: Row = {
      localId: rows.length + 1,
      contract_id: c.id,
      date,
      type,
      amount_cents: toCents(amount),
      description: null,
      returned_on: null,
      return_reason: null,
      return_amount_cents: null,
      created_by: null,
      created_on: at,
      ...extra,
    };
    rows.push(row);
    return row;
  };
  const due = schedule.filter((s) => s.date !== null && s.date < seedDay);
  const method: PaymentType = card ? 'CARD' : 'ACH';
  for (const [i, s] of due.entries()) {
    const date = s.date as IsoDate;
    const of = `payment ${s.number} of ${schedule.length}`;
    const turn = plan.turn(i, due.length);
    const late = addDays(date, LATE_AFTER_DAYS);
    if (turn === 'missed') {
      add(late, 'LATE FEE', LATE_FEE, { description: `Late fee (${of} missed)` });
      continue;
    }
    const label = card ? 'Scheduled card payment' : 'Scheduled ACH debit';
    const payment = add(date, method, s.amount, { description: `${label} (${of})` });
    if (turn === 'paid' || !payment) continue;
    const returnedOn = addBusinessDays(date, 3);
    const reason = card ? 'Card payment disputed by the cardholder' : 'R01 Insufficient funds';
    if (returnedOn >= seedDay) continue;
    Object.assign(payment, {
      returned_on: returnedOn,
      return_reason: reason,
      return_amount_cents: toCents(s.amount),
    });
    add(returnedOn, 'RETURN', s.amount, { description: `Returned payment (${of})`, return_reason: reason });
    add(returnedOn, 'RETURN FEE', RETURN_FEE, { description: 'Returned payment fee' });
    if (turn === 'returned') add(late, 'LATE FEE', LATE_FEE, { description: `Late fee (${of} returned)` });
    else
      add(addDays(returnedOn, 4), 'PRACTICE', s.amount, {
        description: PAYMENT_MESSAGES.practicePaymentDescription,
      });
  }
  return rows;
}

function eventsOf(rows: Row[]): PaymentEvent[] {
  return rows.map((r) => ({
    id: r.localId,
    date: r.date,
    type: r.type as PaymentType,
    amount: fromCents(r.amount_cents).toNumber(),
    return_reason: r.return_reason,
    returned_payment_id:
      r.type === 'RETURN'
        ? (rows.find((p) => p.returned_on === r.date && p.type !== 'RETURN')?.localId ?? null)
        : null,
  }));
}

export async function seedPaymentHistories(trx: Transaction<Database>, now: string): Promise<void> {
  const seedDay = businessToday(new Date(now));
  const live = await trx
    .selectFrom('contracts')
    .selectAll()
    .where('status', 'in', LIVE)
    .where('is_deleted', '=', 0)
    .orderBy('id')
    .execute();
  const cards = await trx.selectFrom('cards').select('contract_id').where('preferred', '=', 1).execute();
  const byCard = new Set(cards.map((c) => c.contract_id));
  const rows: Row[] = [];
  const updates: [ContractRow, PaymentEvent[]][] = [];
  for (const c of live) {
    const volume = c.ebcs_account_number?.startsWith('EB3') === true;
    const plan = PLANS[c.customer_last_name ?? ''] ?? (volume ? volumePlan(c.id) : onSchedule);
    const card = byCard.has(c.id) || (volume && c.id % 5 === 0);
    const history = historyOf(c, scheduleOf(c), plan, card, seedDay, now);
    rows.push(...history);
    updates.push([c, eventsOf(history)]);
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map(({ localId: _id, ...row }) => ({ ...row, returned_payment_id: null }));
    await trx.insertInto('payments').values(values).execute();
  }
  // Each RETURN row points at the payment it reversed (marked returned on the same day).
  await trx
    .updateTable('payments')
    .set((eb) => ({
      returned_payment_id: eb
        .selectFrom('payments as p')
        .select('p.id')
        .whereRef('p.contract_id', '=', 'payments.contract_id')
        .whereRef('p.returned_on', '=', 'payments.date')
        .where('p.type', '<>', 'RETURN')
        .limit(1),
    }))
    .where('type', '=', 'RETURN')
    .execute();
  const stored = updates.map(([c, events]) => {
    const servicing = servicingOf(c, events, seedDay);
    return {
      id: c.id,
      columns: contractColumnsOf({
        ...storedServicing(c, servicing),
        // The servicer's next debit of the rewrite demos stays as seeded (db/seed/contracts.ts).
        ...(c.next_payment_due_date === null ? {} : { next_payment_due_date: c.next_payment_due_date }),
        // Accounts paid off before had their paid-in-full email; Grace Fullpay's is the demo.
        pif_email_sent: isPaidInFull(servicing) && c.customer_last_name !== 'Fullpay',
      }) as Record<string, unknown>,
    };
  });
  for (let i = 0; i < stored.length; i += CHUNK / 2)
    await updateContracts(trx, stored.slice(i, i + CHUNK / 2));
}

const sqlType = (column: string) =>
  column.endsWith('_cents') ||
  (INTEGER_COLUMNS as readonly string[]).includes(column) ||
  column === 'pif_email_sent'
    ? 'bigint'
    : 'text';

/** One UPDATE … FROM (VALUES …) for many contracts (SQLite and PostgreSQL name the columns column1…). */
async function updateContracts(
  trx: Transaction<Database>,
  rows: { id: number; columns: Record<string, unknown> }[],
) {
  if (rows.length === 0) return;
  const names = Object.keys(rows[0].columns);
  const tuples = rows.map(
    (r) =>
      sql`(${sql.join([
        sql`cast(${r.id} as bigint)`,
        ...names.map((n) => sql`cast(${r.columns[n] ?? null} as ${sql.raw(sqlType(n))})`),
      ])})`,
  );
  const sets = names.map((n, i) => sql`${sql.ref(n)} = v.${sql.raw(`column${i + 2}`)}`);
  await sql`update contracts set ${sql.join(sets)} from (values ${sql.join(tuples)}) as v where contracts.id = v.column1`.execute(
    trx,
  );
}
