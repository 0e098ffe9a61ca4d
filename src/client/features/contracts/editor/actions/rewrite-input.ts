// What the rewrite flow reads off a live account (spec §4 Rewrite flow): whether a select rewrite is
// offered, the payoff and collection fees, and how many business days are left before the next debit.
import { LIVE } from '../../../../../../machines/contract-lifecycle.types';
import type { RewriteInput } from '../../../../../../machines/rewrite.machine';
import { addBusinessDays, previousBusinessDay } from '../../../../../shared/calendar';
import { isIsoDate, type IsoDate } from '../../../../../shared/dates';
import { agreementTypeOf, type Facility } from '../../../../../shared/facility';
import { moneyNumber, parseMoney } from '../../../../../shared/money';
import type { Rights } from '../../../../../shared/permissions';
import type { ContractView } from '../../../../api/contracts';

const amount = (value: number | null | undefined) => moneyNumber(parseMoney(value) ?? 0);

/** Business days after `today` up to and including `debit`; 0 when the debit is today or past. */
export function businessDaysUntil(today: IsoDate, debit: IsoDate): number {
  let days = 0;
  for (let day = addBusinessDays(today, 1); day <= debit; day = addBusinessDays(day, 1)) days += 1;
  return days;
}

/**
 * The next debit's date: a card is charged on the due date as is; a bank debit is moved back to the
 * business day on or before it (spec §4 Rewrite flow).
 */
export function nextDebitDate(contract: ContractView): IsoDate | null {
  const due = contract.next_payment_due_date;
  if (!isIsoDate(due)) return null;
  const byCard = contract.cards.some((c) => c.preferred === true);
  return byCard ? due : previousBusinessDay(due);
}

export function rewriteInputOf(contract: ContractView, facility: Facility, today: IsoDate): RewriteInput {
  const type = agreementTypeOf(facility, contract.agreement_code);
  const debit = nextDebitDate(contract);
  return {
    contract_id: contract.id,
    status: contract.status,
    rewrite_allowed: contract.rewrite_allowed === true,
    // spec §9: select agreement types require is_active and select_show.
    agreement_offered_for_select: type !== null && type.is_active && type.select_show,
    payoff_amount: amount(contract.payoff_amount),
    late_fee_due: amount(contract.late_fee_due),
    return_fee_due: amount(contract.return_fee_due),
    current_rewrite_id: contract.current_rewrite_id ?? null,
    business_days_to_next_debit: debit === null ? null : businessDaysUntil(today, debit),
  };
}

/**
 * The Rewrite button is offered on a live account to a user who can create, when the servicer allows
 * it, or when the flow has something to say: a COLLECT account is blocked, a rewrite in progress is
 * offered for deletion.
 */
export function rewriteOffered(contract: ContractView | null, rights: Rights): boolean {
  if (contract === null || contract.is_deleted === true || !rights.canCreate) return false;
  if (!LIVE.includes(contract.status)) return false;
  return (
    contract.rewrite_allowed === true ||
    contract.status === 'COLLECT' ||
    (contract.current_rewrite_id ?? null) !== null
  );
}
