// The servicing fields of spec §3 that apply to a contract, in three groups, formatted for reading:
// money $1,234.50, days MM/DD/YYYY. A field without a value is left out; so are amounts owed and
// fees of $0.00 (nothing owed), while a remaining balance of $0.00 is kept (it says paid in full).
import { formatDisplayDate } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import type { ServicedContract } from '../../../api/payments';
import { paymentTypeLabel } from './payment-types';

export interface Fact {
  label: string;
  value: string;
}

export interface FactGroup {
  title: string;
  facts: Fact[];
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const money = (x: unknown) => (isNumber(x) ? formatMoney(x) : '');
const owed = (x: unknown) => (isNumber(x) && x > 0 ? formatMoney(x) : '');
const day = (x: unknown) => (typeof x === 'string' ? formatDisplayDate(x) : '');
const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
const joined = (...parts: string[]) => parts.filter((p) => p !== '').join(' · ');

function balanceFacts(c: ServicedContract): Fact[] {
  const payoff = owed(c.payoff_amount);
  const payoffWithFees = owed(c.total_payoff_with_fees);
  return [
    { label: 'Remaining balance', value: money(c.remaining_agreement_balance) },
    {
      label: 'Remaining payments',
      value: isNumber(c.remaining_num_of_payments) ? String(c.remaining_num_of_payments) : '',
    },
    { label: 'Next payment due', value: day(c.next_payment_due_date) },
    { label: 'Payoff', value: payoff },
    { label: 'Payoff with fees', value: payoffWithFees === payoff ? '' : payoffWithFees },
  ];
}

function owedFacts(c: ServicedContract): Fact[] {
  const daysLate = isNumber(c.days_late) && c.days_late > 0 ? c.days_late : 0;
  return [
    { label: 'Days late', value: daysLate > 0 ? String(daysLate) : '' },
    { label: 'Past-due payments owed', value: owed(c.total_del_pmts_owed) },
    { label: 'Past due and current owed', value: owed(c.total_del_and_cur_pmts_owed) },
    { label: 'Late fee due', value: owed(c.late_fee_due) },
    { label: 'Return fee due', value: owed(c.return_fee_due) },
  ];
}

function lastActivityFacts(c: ServicedContract): Fact[] {
  const lastPayment = day(c.date_of_last_payment);
  const lastReturn = day(c.date_of_last_return);
  const type = text(c.type_of_last_payment);
  return [
    { label: 'Last payment', value: lastPayment && joined(lastPayment, type && paymentTypeLabel(type)) },
    { label: 'Last return', value: lastReturn && joined(lastReturn, owed(c.amount_of_return)) },
    { label: 'Return reason', value: lastReturn && text(c.reason_for_return) },
  ];
}

/** The groups that have at least one fact, each holding only its facts with a value. */
export function servicingFacts(c: ServicedContract): FactGroup[] {
  const groups: FactGroup[] = [
    { title: 'Balance', facts: balanceFacts(c) },
    { title: 'Amounts owed', facts: owedFacts(c) },
    { title: 'Last activity', facts: lastActivityFacts(c) },
  ];
  return groups
    .map((g) => ({ ...g, facts: g.facts.filter((f) => f.value !== '') }))
    .filter((g) => g.facts.length > 0);
}

/** Paid in full: nothing of the agreement remains to be paid (spec §3 pif_email_sent). */
export const isPaidInFull = (c: ServicedContract): boolean =>
  isNumber(c.remaining_agreement_balance) && c.remaining_agreement_balance === 0;
