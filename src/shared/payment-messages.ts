// Messages of the payment history, apply_payment and send_pif_email (spec §2 payment-history, §7):
// the warnings a practice confirms before a payment is recorded, and the refusals, in plain words.
import { formatMoney, type MoneyInput } from './money';

/** The largest payment taken at the practice in one go (a typo guard, not a business rule). */
export const MAX_PRACTICE_PAYMENT = 999_999.99;

export const PAYMENT_MESSAGES = {
  amountRequired: 'Enter the payment amount.',
  amountNotANumber: 'Enter the payment amount in dollars, for example 125.00.',
  amountNotPositive: 'The payment amount must be more than $0.00.',
  amountTooManyDecimals: 'The payment amount cannot have more than 2 decimals (cents).',
  amountTooLarge: `The payment amount cannot be more than ${formatMoney(MAX_PRACTICE_PAYMENT)}.`,
  contractIdRequired: 'contract_id is required.',
  notLive: (status: string) =>
    `Payments can only be applied to an active or collection account; this contract is ${status}.`,
  overpayment: (amount: MoneyInput, due: MoneyInput) =>
    `The payment of ${formatMoney(amount)} is more than the ${formatMoney(due)} now due. ` +
    'The rest will be applied to the payments not yet due.',
  abovePayoff: (amount: MoneyInput, payoff: MoneyInput) =>
    `The payment of ${formatMoney(amount)} is more than the payoff of ${formatMoney(payoff)}. ` +
    'The difference will be a credit on the account.',
  paysOff: (amount: MoneyInput, rebate: MoneyInput) =>
    `The payment of ${formatMoney(amount)} pays the account off. The unearned finance charge of ` +
    `${formatMoney(rebate)} will be rebated, and nothing more will be owed.`,
  rebateDescription: (paidOffOn: string) =>
    `Unearned finance charge rebated: the account was paid off on ${paidOffOn}.`,
  closedAccount: (amount: MoneyInput) =>
    `This account is paid in full (balance $0.00). The payment of ${formatMoney(amount)} will be a credit on the account.`,
  paymentApplied: (amount: MoneyInput) => `A payment of ${formatMoney(amount)} was applied.`,
  practicePaymentDescription: 'Payment taken at the practice',
  notPaidInFull: (balance: MoneyInput) =>
    `The paid-in-full email can only be sent once nothing is owed; ${formatMoney(balance)} is still owed.`,
  pifAlreadySent: 'The paid-in-full email was already sent.',
  noEmailOnFile: 'The customer has no email address on file. Add one through a change of information first.',
} as const;

/** The paid-in-full email to the customer. */
export function paidInFullEmail(p: { firstName: string | null; practice: string; supportPhone: string }) {
  const greeting = p.firstName ? `Dear ${p.firstName},` : 'Hello,';
  return {
    subject: `${p.practice}: your payment plan is paid in full`,
    text:
      `${greeting}\n\nThank you! Your payment plan with ${p.practice} is paid in full: nothing more is ` +
      `owed and no further payments will be taken. Keep this email for your records. Questions? Call ` +
      `${p.supportPhone}.`,
  };
}
