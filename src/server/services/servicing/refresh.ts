// Every live account's servicing fields recomputed on the run's day (README.md "Fees, delinquency,
// collections, paid in full"), so they never age; the status moved through the lifecycle machine
// (COLLECT past the facility's days, ACTIVE again when brought current) with the system as the actor;
// late notices at the configured days past due; the paid-in-full email once, by itself; and the
// account's history as of any date (a row per stretch of days with the same figures).
import type { IsoDate } from '../../../shared/dates';
import { formatDisplayDate } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money-format';
import { paidInFullEmail } from '../../../shared/payment-messages';
import { PRODUCT } from '../../../shared/product';
import { feesPaidBy, isPaidInFull, type Servicing } from '../../../shared/servicing';
import { toCents } from '../../../shared/money';
import { queueMessage } from '../../jobs/handlers/messaging-deliver';
import { contractColumnsOf } from '../../repositories/contracts/contract-mapping';
import { insertNote } from '../../repositories/contracts/notes';
import { SERVICER, servicerScope } from '../contracts/boarding';
import { planTransition, writeTransition } from '../contracts/transitions';
import { servicingOf, SERVICING_VIEW_FIELDS } from '../payments/account-servicing';
import type { Account } from './accounts';
import { setFeesPaidInBulk, updateContractsInBulk } from './bulk';
import type { EngineDeps } from './engine';
import { dayMoment } from './postings';

/** The aging bucket of a number of days past due. */
export function agingBucket(daysPastDue: number): string {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  if (daysPastDue <= 120) return '91-120';
  return '120+';
}

const STORED = SERVICING_VIEW_FIELDS.filter((f) => f !== 'id' && f !== 'status' && f !== 'pif_email_sent');

/** The stored columns of the fields, when any differs from the row's (compared column by column). */
function changedColumns(a: Account, s: Servicing): Record<string, unknown> | null {
  const fields = Object.fromEntries(
    STORED.map((f) => [f, (s as unknown as Record<string, unknown>)[f] ?? null]),
  );
  // pif_email_sent is only ever set by the email itself; a live account starts with it off.
  const columns: Record<string, unknown> = {
    ...(contractColumnsOf(fields) as Record<string, unknown>),
    pif_email_sent: a.row.pif_email_sent ?? 0,
  };
  const row = a.row as unknown as Record<string, unknown>;
  const same = (x: unknown, y: unknown) =>
    (x ?? null) === (y ?? null) || (typeof x === 'number' && y !== null && Number(y) === x);
  return Object.keys(columns).every((c) => same(columns[c], row[c])) ? null : columns;
}

export async function refreshAccounts(deps: EngineDeps, accounts: Account[], day: IsoDate): Promise<void> {
  const { db } = deps;
  const at = dayMoment(day);
  const updates: { id: number; columns: Record<string, unknown> }[] = [];
  const closeHistory: number[] = [];
  const newHistory: {
    contract_id: number;
    valid_from: string;
    valid_to: null;
    status: string;
    days_past_due: number;
    aging_bucket: string;
    balance_cents: number;
    past_due_cents: number;
  }[] = [];
  const follow: { a: Account; s: Servicing }[] = [];
  // What each payment posted since the last run paid toward fees (Payments Made), written once.
  const feesPaid: { id: number; cents: number }[] = [];
  for (const a of accounts) {
    if (a.unsplit.length > 0) {
      const split = feesPaidBy(a.schedule, a.events);
      for (const id of a.unsplit) feesPaid.push({ id, cents: split.get(id) ?? 0 });
    }
    const s = servicingOf(a.row, a.events, day, a.schedule);
    const columns = changedColumns(a, s);
    if (columns) updates.push({ id: a.row.id, columns });
    follow.push({ a, s });
    const status = nextStatus(a, s) ?? a.row.status ?? 'ACTIVE';
    const figures = {
      status,
      days_past_due: s.days_late,
      aging_bucket: agingBucket(s.days_late),
      // What is owed, installments and fees (the payoff moves every day; this only with the ledger).
      balance_cents:
        toCents(s.remaining_agreement_balance) + toCents(s.late_fee_due) + toCents(s.return_fee_due),
      past_due_cents: toCents(s.total_del_pmts_owed),
    };
    const h = a.history;
    const same =
      h &&
      h.status === figures.status &&
      h.aging_bucket === figures.aging_bucket &&
      Number(h.balance_cents) === figures.balance_cents &&
      Number(h.past_due_cents) === figures.past_due_cents &&
      (h.days_past_due === 0) === (figures.days_past_due === 0);
    if (!same && (!h || h.valid_from < day)) {
      if (h) closeHistory.push(h.id);
      newHistory.push({ contract_id: a.row.id, valid_from: day, valid_to: null, ...figures });
    } else if (!same && h) {
      await db.updateTable('account_history').set(figures).where('id', '=', h.id).execute();
    }
  }
  // Rows with the same columns go together (the bulk update names one set of columns).
  const byShape = new Map<string, typeof updates>();
  for (const u of updates) {
    const shape = Object.keys(u.columns).join(',');
    byShape.set(shape, [...(byShape.get(shape) ?? []), u]);
  }
  await db.transaction().execute(async (trx) => {
    for (const rows of byShape.values()) await updateContractsInBulk(trx, rows);
    await setFeesPaidInBulk(trx, feesPaid);
    if (closeHistory.length > 0) {
      await trx
        .updateTable('account_history')
        .set({ valid_to: day })
        .where('id', 'in', closeHistory)
        .execute();
    }
    for (let i = 0; i < newHistory.length; i += 200) {
      await trx
        .insertInto('account_history')
        .values(newHistory.slice(i, i + 200))
        .execute();
    }
  });
  for (const { a, s } of follow) {
    await moveStatus(deps, a, s, day);
    await lateNotice(deps, a, s, day, at);
    await paidInFull(deps, a, s, at);
  }
}

function nextStatus(a: Account, s: Servicing): 'COLLECT' | 'ACTIVE' | null {
  if (a.row.status === 'ACTIVE' && s.days_late > a.facility.days_to_collect) return 'COLLECT';
  if (a.row.status === 'COLLECT' && s.days_late === 0 && a.row.date_sent_to_other_agcy !== null)
    return 'ACTIVE';
  return null;
}

async function moveStatus(deps: EngineDeps, a: Account, s: Servicing, day: IsoDate): Promise<void> {
  const to = nextStatus(a, s);
  if (!to) return;
  const scope = await servicerScope(deps.db, a.row.id);
  if (!scope) return;
  const event =
    to === 'COLLECT' ? ({ type: 'servicer.collect' } as const) : ({ type: 'servicer.reinstated' } as const);
  let next;
  try {
    next = planTransition(scope, event);
  } catch {
    return; // the lifecycle refuses it (e.g. the contract changed meanwhile)
  }
  const moment = new Date(dayMoment(day));
  await deps.db.transaction().execute(async (trx) => {
    await writeTransition(
      trx,
      scope,
      next,
      event,
      to === 'COLLECT' ? { date_sent_to_other_agcy: day } : { date_sent_to_other_agcy: null },
      SERVICER,
      moment,
    );
    await insertNote(trx, {
      contract_id: a.row.id,
      user_id: null,
      at: moment.toISOString(),
      text:
        to === 'COLLECT'
          ? `Account sent to collection: ${s.days_late} days past due (more than ${a.facility.days_to_collect}), ${formatUsd(s.total_del_pmts_owed)} past due.`
          : 'Account brought current: back to ACTIVE from collection.',
    });
  });
}

/** The late notice for the highest configured day reached that was not sent yet. */
async function lateNotice(
  deps: EngineDeps,
  a: Account,
  s: Servicing,
  day: IsoDate,
  at: string,
): Promise<void> {
  const sent = a.row.num_late_notices_sent ?? 0;
  const reached = a.facility.late_notice_days.filter((d) => s.days_late >= d).length;
  if (reached <= sent || s.days_late === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('contracts')
      .set({ num_late_notices_sent: reached })
      .where('id', '=', a.row.id)
      .where((eb) => eb.or([eb('num_late_notices_sent', 'is', null), eb('num_late_notices_sent', '=', sent)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    if (a.row.customer_email) {
      await queueMessage(
        trx,
        {
          channel: 'email',
          to: a.row.customer_email,
          subject: `${a.facility.name}: your payment plan is past due`,
          text:
            `Dear ${a.row.customer_first_name ?? 'customer'},\n\nAs of ${formatDisplayDate(day)} your payment plan with ` +
            `${a.facility.name} is ${s.days_late} days past due: ${formatUsd(s.total_del_pmts_owed)} in missed payments` +
            `${s.late_fee_due + s.return_fee_due > 0 ? ` and ${formatUsd(s.late_fee_due + s.return_fee_due)} in fees` : ''}. ` +
            `Please call ${a.facility.name} or ${PRODUCT.supportPhone} to bring it current.\n`,
        },
        new Date(at),
      );
    }
    await insertNote(trx, {
      contract_id: a.row.id,
      user_id: null,
      at,
      text: `Late notice ${reached} ${a.row.customer_email ? 'emailed to the customer' : 'due (no email on file)'}: ${s.days_late} days past due.`,
    });
  });
}

async function paidInFull(deps: EngineDeps, a: Account, s: Servicing, at: string): Promise<void> {
  if (a.row.pif_email_sent === 1 || !isPaidInFull(s) || !a.row.customer_email) return;
  if (a.events.length === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('contracts')
      .set({ pif_email_sent: 1 })
      .where('id', '=', a.row.id)
      .where((eb) => eb.or([eb('pif_email_sent', 'is', null), eb('pif_email_sent', '=', 0)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const email = paidInFullEmail({
      firstName: a.row.customer_first_name,
      practice: a.facility.name,
      supportPhone: PRODUCT.supportPhone,
    });
    await queueMessage(
      trx,
      { channel: 'email', to: a.row.customer_email as string, subject: email.subject, text: email.text },
      new Date(at),
    );
    await insertNote(trx, {
      contract_id: a.row.id,
      user_id: null,
      at,
      text: 'Paid in full: the paid-in-full email was sent to the customer.',
    });
  });
}
