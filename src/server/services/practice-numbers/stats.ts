// GET /api/stats (spec §7, issue 12 "The dashboard"): what needs practice staff today, this month's
// business, the new plans per month, the funnel and (facility admins and up) the aging of the book.
// Every figure counts only the facilities of the scope (scope.ts).
import { sql, type SqlBool } from 'kysely';
import { LIVE } from '../../../../machines/contract-lifecycle.types';
import { businessToday } from '../../../shared/calendar';
import { addDays } from '../../../shared/dates';
import { AGING_BUCKETS, type AgingBucket } from '../../../shared/reports';
import { RECEIVED_TYPES } from '../../../shared/servicing';
import type { StatsAnswer } from '../../../shared/stats';
import type { Db } from '../../db/database';
import { CONTRACT_STATUS_QUERIES, type StatusQueryValue } from '../../resources/contract-status-query';
import type { AnyQuery } from '../../resources/resource';
import { businessDayStart } from '../../resources/search';
import { dollars } from '../../reports/common';
import { addMonthsTo, firstOfMonth, heldOn, liveHistory, monthEnd, monthOf } from './as-of';

const count = (condition: ReturnType<typeof sql<SqlBool>>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/**
 * Each tile of "Needs you today" counts the very list it opens: the contract list's status query
 * (contract-status-query.ts), with the search the tile adds (the CSRs the practice must accept).
 */
async function todoOf(db: Db, facilityIds: number[]) {
  const tile = async (name: StatusQueryValue, narrowed: (q: AnyQuery) => AnyQuery = (q) => q) => {
    const list = CONTRACT_STATUS_QUERIES[name].where(
      db.selectFrom('contracts as c').where('c.facility_id', 'in', facilityIds),
    );
    const row = await narrowed(list)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [csrApproval, waitingSignature, feeDeclined, missedPayments, bankFlagged, staleIncomplete] =
    await Promise.all([
      tile('waiting-csr', (q) => q.where('c.csr_status', '=', 'RECEIVED AUTHORIZATION')),
      tile('waiting-signature'),
      tile('process-fee-declined'),
      tile('missed-payments'),
      tile('bank-flagged'),
      tile('incomplete-stale'),
    ]);
  return {
    csr_approval: csrApproval,
    waiting_signature: waitingSignature,
    fee_declined: feeDeclined,
    missed_payments: missedPayments,
    bank_flagged: bankFlagged,
    stale_incomplete: staleIncomplete,
  };
}

/** Payments received less returns, dated from..to (both included). */
export async function collectedCents(db: Db, facilityIds: number[], from: string, to: string) {
  const row = await db
    .selectFrom('payments as p')
    .innerJoin('contracts as c', 'c.id', 'p.contract_id')
    .where('c.facility_id', 'in', facilityIds)
    .where('p.date', '>=', from)
    .where('p.date', '<=', to)
    .select([
      sql<number>`coalesce(sum(case when p.type in (${sql.join([...RECEIVED_TYPES])}) then p.amount_cents else 0 end), 0)`.as(
        'received',
      ),
      sql<number>`coalesce(sum(case when p.type = 'RETURN' then p.amount_cents else 0 end), 0)`.as(
        'returned',
      ),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.received) - Number(row.returned);
}

async function newPlans(db: Db, facilityIds: number[], fromMonth: string, toMonth: string) {
  const rows = await db
    .selectFrom('contracts as c')
    .where('c.facility_id', 'in', facilityIds)
    .where('c.is_deleted', '=', 0)
    .where('c.signed_on', '>=', businessDayStart(firstOfMonth(fromMonth)))
    .where('c.signed_on', '<', businessDayStart(addDays(monthEnd(toMonth), 1)))
    .select(['c.signed_on', 'c.financed_amount_cents'])
    .execute();
  const byMonth = new Map<string, { count: number; cents: number }>();
  for (const r of rows) {
    const month = monthOf(businessToday(new Date(String(r.signed_on))));
    const m = byMonth.get(month) ?? { count: 0, cents: 0 };
    m.count += 1;
    m.cents += Number(r.financed_amount_cents ?? 0);
    byMonth.set(month, m);
  }
  const out: StatsAnswer['new_plans'] = [];
  for (let m = fromMonth; m <= toMonth; m = addMonthsTo(m, 1)) {
    const v = byMonth.get(m) ?? { count: 0, cents: 0 };
    out.push({ month: m, count: v.count, amount: dollars(v.cents) });
  }
  return out;
}

/** Contracts started since `from`: how many had credit approved (or skipped), were signed, are live. */
async function funnelOf(db: Db, facilityIds: number[], from: string) {
  const row = await db
    .selectFrom('contracts as c')
    .where('c.facility_id', 'in', facilityIds)
    .where('c.created_on', '>=', businessDayStart(from))
    .select([
      sql<number>`count(*)`.as('requested'),
      count(
        sql`c.signed_on is not null or c.csr_skipped = 1 or (c.csr_status = 'COMPLETED' and c.status <> 'REJECTED')`,
      ).as('approved'),
      count(sql`c.signed_on is not null`).as('signed'),
      count(sql`c.status in (${sql.join([...LIVE])})`).as('active'),
    ])
    .executeTakeFirstOrThrow();
  return {
    requested: Number(row.requested),
    approved: Number(row.approved),
    signed: Number(row.signed),
    active: Number(row.active),
  };
}

/** The live accounts' balance per aging bucket on a day, from account_history. */
export async function agingOn(db: Db, facilityIds: number[], day: string) {
  const rows = await db
    .selectFrom('account_history as h')
    .innerJoin('contracts as c', 'c.id', 'h.contract_id')
    .where('c.facility_id', 'in', facilityIds)
    .where(heldOn(day))
    .where(liveHistory())
    .groupBy('h.aging_bucket')
    .select([
      'h.aging_bucket',
      sql<number>`count(*)`.as('accounts'),
      sql<number>`coalesce(sum(h.balance_cents), 0)`.as('balance'),
      sql<number>`coalesce(sum(h.past_due_cents), 0)`.as('past_due'),
    ])
    .execute();
  return AGING_BUCKETS.map((bucket: AgingBucket) => {
    const r = rows.find((x) => x.aging_bucket === bucket);
    return {
      bucket,
      accounts: Number(r?.accounts ?? 0),
      balanceCents: Number(r?.balance ?? 0),
      pastDueCents: Number(r?.past_due ?? 0),
    };
  });
}

export async function computeStats(
  db: Db,
  facilityIds: number[],
  options: { withAging: boolean; now?: Date },
): Promise<StatsAnswer> {
  const today = businessToday(options.now);
  const month = monthOf(today);
  const empty = facilityIds.length === 0;
  const ids = empty ? [0] : facilityIds;
  const [todo, collected, plans, funnel, aging] = await Promise.all([
    todoOf(db, ids),
    collectedCents(db, ids, firstOfMonth(month), monthEnd(month)),
    newPlans(db, ids, addMonthsTo(month, -11), month),
    funnelOf(db, ids, firstOfMonth(addMonthsTo(month, -11))),
    agingOn(db, ids, today),
  ]);
  const thisMonth = plans[plans.length - 1];
  const pastDue = aging.filter((b) => b.bucket !== 'current');
  return {
    today,
    facility_ids: facilityIds,
    todo,
    month: {
      month,
      new_agreements: thisMonth.count,
      amount_financed: thisMonth.amount,
      collected: dollars(collected),
    },
    past_due: {
      accounts: pastDue.reduce((s, b) => s + b.accounts, 0),
      amount: dollars(aging.reduce((s, b) => s + b.pastDueCents, 0)),
    },
    new_plans: plans,
    funnel,
    aging: options.withAging
      ? aging.map((b) => ({ bucket: b.bucket, accounts: b.accounts, balance: dollars(b.balanceCents) }))
      : null,
  };
}
