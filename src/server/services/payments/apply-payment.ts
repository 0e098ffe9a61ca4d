// POST apply_payment (spec §7): a payment taken at the practice, recorded in one transaction with the
// account's servicing fields recomputed. Warnings (overpayment, above the payoff, a closed account) are
// judged on the figures as of today (the servicing engine's rules: the payoff by the actuarial method,
// never a stored quote) and nothing is recorded until the user confirms with ignore_warnings. A payment
// that reaches the payoff with fees pays the account off: the unearned finance charge is written as a
// REBATE row beside it, so the balance is zero and the engine's next run sends the paid-in-full email.
import type Decimal from 'decimal.js';
import { businessToday } from '../../../shared/calendar';
import { MESSAGES } from '../../../shared/messages';
import { formatDisplayDate } from '../../../shared/dates';
import { fromCents, toCents } from '../../../shared/money';
import { PAYMENT_MESSAGES as M } from '../../../shared/payment-messages';
import type { ScheduledPayment } from '../../../shared/schedule';
import { feesPaidBy, type PaymentEvent, type Servicing } from '../../../shared/servicing';
import { checkPaymentAmount } from '../../../shared/validation';
import type { Db } from '../../db/database';
import { paymentRow } from '../../resources/payment';
import type { Access } from '../access';
import { loadContractScope, requireRight } from '../contracts/scope';
import { HttpError, NOT_FOUND } from '../http-error';
import {
  appliedChangesOf,
  isLive,
  lockedContract,
  servicedSchedule,
  paymentEventsOf,
  servicingOf,
  servicingView,
  storeServicing,
} from './account-servicing';
import { onceForContract } from './idempotent';
import { paymentValues } from './payment-values';

export interface ApplyPaymentBody {
  contract_id: number;
  payment_amount?: unknown;
  ignore_warnings?: boolean;
}

export type ApplyPaymentAnswer =
  | { applied: false; warnings: string[] }
  | { applied: true; payment: Record<string, unknown>; contract: Record<string, unknown> };

type Figures = Pick<
  Servicing,
  'total_pmts_due' | 'total_payoff_with_fees' | 'remaining_agreement_balance' | 'payoff_amount'
>;

/**
 * The unearned finance charge rebated when a payment pays the account off (Regulation Z's actuarial
 * method: the payoff leaves it uncollected): the remaining balance less the payoff, in cents; 0 when
 * the payment does not reach the payoff with fees or nothing is unearned.
 */
export function payoffRebateCents(amount: Decimal, figures: Figures): number {
  if (figures.total_payoff_with_fees <= 0) return 0;
  if (amount.lessThan(figures.total_payoff_with_fees)) return 0;
  return Math.max(0, toCents(figures.remaining_agreement_balance) - toCents(figures.payoff_amount));
}

/**
 * The most telling warning only: a closed account, else above the payoff, else a payoff (with the
 * rebate it brings), else more than is due.
 */
export function paymentWarnings(amount: Decimal, figures: Figures): string[] {
  if (figures.total_payoff_with_fees <= 0) return [M.closedAccount(amount)];
  if (amount.greaterThan(figures.total_payoff_with_fees)) {
    return [M.abovePayoff(amount, figures.total_payoff_with_fees)];
  }
  const rebate = payoffRebateCents(amount, figures);
  if (rebate > 0) return [M.paysOff(amount, fromCents(rebate))];
  if (amount.greaterThan(figures.total_pmts_due)) return [M.overpayment(amount, figures.total_pmts_due)];
  return [];
}

/** What a row about to be recorded, after every row of the account, pays toward fees (cents). */
function feesPaidByNew(
  schedule: ScheduledPayment[],
  events: PaymentEvent[],
  row: Omit<PaymentEvent, 'id'>,
): number {
  const id = Number.MAX_SAFE_INTEGER;
  return feesPaidBy(schedule, [...events, { id, ...row }]).get(id) ?? 0;
}

export async function applyPayment(
  db: Db,
  access: Access,
  body: ApplyPaymentBody,
  key: string | undefined,
): Promise<ApplyPaymentAnswer> {
  // Rights first: a remembered answer is only ever given to someone who may change the contract.
  const scope = await loadContractScope(db, access, body.contract_id);
  requireRight(scope.rights, 'canEdit');
  const check = checkPaymentAmount(body.payment_amount);
  if (check.amount === null) {
    throw new HttpError(400, MESSAGES.validationErrors, { errors: { payment_amount: check.error } });
  }
  const amount = check.amount;
  const id = scope.row.id;
  const userId = access.user?.id ?? null;
  return onceForContract<ApplyPaymentAnswer>(
    db,
    id,
    { key, scope: `apply_payment:${id}:${userId ?? 0}`, body },
    async (trx) => {
      const row = await lockedContract(trx, id);
      if (!row) throw new HttpError(404, NOT_FOUND);
      if (!isLive(row.status)) throw new HttpError(409, M.notLive(row.status ?? 'INCOMPLETE'));
      const today = businessToday();
      const events = await paymentEventsOf(trx, id);
      const schedule = servicedSchedule(row, await appliedChangesOf(trx, id));
      // The figures as of today, the payoff computed by the actuarial method (never a stale quote).
      const now = servicingOf(row, events, today, schedule);
      const warnings = paymentWarnings(amount, now);
      if (warnings.length > 0 && body.ignore_warnings !== true) {
        return { answer: { applied: false, warnings }, remember: false };
      }
      const at = new Date().toISOString();
      const practice = { date: today, type: 'PRACTICE', amount: amount.toNumber() } as const;
      const { id: paymentId } = await trx
        .insertInto('payments')
        .values(
          paymentValues({
            contract_id: id,
            date: today,
            amount_cents: toCents(amount),
            type: 'PRACTICE',
            description: M.practicePaymentDescription,
            created_by: userId,
            created_on: at,
            fees_paid_cents: feesPaidByNew(schedule, events, practice),
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      const recorded: PaymentEvent[] = [{ id: paymentId, ...practice }];
      const rebateCents = payoffRebateCents(amount, now);
      if (rebateCents > 0) {
        const rebate = { date: today, type: 'REBATE', amount: rebateCents / 100 } as const;
        const { id: rebateId } = await trx
          .insertInto('payments')
          .values(
            paymentValues({
              contract_id: id,
              date: today,
              amount_cents: rebateCents,
              type: 'REBATE',
              description: M.rebateDescription(formatDisplayDate(today)),
              created_by: userId,
              created_on: at,
              fees_paid_cents: feesPaidByNew(schedule, [...events, ...recorded], rebate),
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        recorded.push({ id: rebateId, ...rebate });
      }
      const after = servicingOf(row, [...events, ...recorded], today, schedule);
      await storeServicing(trx, id, { ...after }, at);
      return {
        answer: {
          applied: true,
          payment: await paymentRow(trx, id, paymentId),
          contract: await servicingView(trx, id),
        },
        remember: true,
      };
    },
  );
}
