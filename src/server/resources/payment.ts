// A contract's payment history (spec §2 payment-history, §7 GET payment): payments, fees and returned
// payments in date order, with the balance after each row. The running balance is a window over the
// contract's own rows (partitioned by contract, so a search or a page never changes it); it starts at
// the total of payments, payments and a payoff's rebate of unearned finance charge lower it, fees and
// returns raise it (src/shared/servicing.ts).
import { sql } from 'kysely';
import { CREDIT_TYPES, FEE_TYPES, PAYMENT_TYPES, RECEIVED_TYPES } from '../../shared/servicing';
import type { Db } from '../db/database';
import { exprOf, field, idParam, jsonRow } from './fields';
import type { Resource } from './resource';
import { scopedTo } from './reach';

const inTypes = (types: readonly string[]) => sql`p.type in (${sql.join([...types])})`;
const amountWhen = (types: readonly string[]) => sql`case when ${inTypes(types)} then p.amount_cents end`;

export const PAYMENT_FIELDS = [
  field('id', 'Payment #', 'number', 'p.id'),
  field('contract_id', 'Contract #', 'number', 'p.contract_id'),
  field('date', 'Date', 'date', 'p.date'),
  field('type', 'Type', 'enum', 'p.type', { values: PAYMENT_TYPES }),
  field('description', 'Description', 'text', 'p.description'),
  field('payment_amount', 'Payment', 'money-cents', amountWhen(RECEIVED_TYPES)),
  field('fee_amount', 'Fee', 'money-cents', amountWhen(FEE_TYPES)),
  field('return_amount', 'Return', 'money-cents', amountWhen(['RETURN'])),
  field('rebate_amount', 'Rebate', 'money-cents', amountWhen(['REBATE'])),
  field('return_reason', 'Return Reason', 'text', 'p.return_reason'),
  field('returned_on', 'Returned On', 'date', 'p.returned_on'),
  field(
    'balance',
    'Balance with Fees',
    'money-cents',
    sql`coalesce(c.total_of_payments_cents, 0) + p.moved_cents`,
    {
      searchable: false,
    },
  ),
];

export const paymentResource: Resource = {
  name: 'payment',
  from: (db) =>
    db
      .selectFrom(
        db
          .selectFrom('payments')
          .selectAll()
          .select(
            sql<number>`sum(case when type in (${sql.join([...CREDIT_TYPES])}) then -amount_cents else amount_cents end)
              over (partition by contract_id order by date, id)`.as('moved_cents'),
          )
          .as('p'),
      )
      .innerJoin('contracts as c', 'c.id', 'p.contract_id'),
  key: 'p.id',
  fields: PAYMENT_FIELDS,
  rights: { list: 'canRead' },
  scope: (q, reach) => scopedTo(q, 'c.facility_id', reach.facilityIds, reach.everything),
  defaultOrderby: 'date,id',
  facilityColumn: 'c.facility_id',
  filters: { contract_id: (q, value) => q.where('p.contract_id', '=', idParam('contract_id', value)) },
  totals: ['payment_amount', 'fee_amount', 'return_amount', 'rebate_amount'],
  exportName: 'payment-history',
};

/** One row of a contract's history as the list shows it (the answer of apply_payment). */
export async function paymentRow(db: Db, contractId: number, id: number) {
  const row = await paymentResource
    .from(db)
    .select(PAYMENT_FIELDS.map((f) => exprOf(f).as(f.name)))
    .where('p.contract_id', '=', contractId)
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
  return jsonRow(PAYMENT_FIELDS, row as Record<string, unknown>);
}
