// A change of information request (spec §5 Change of information, §3): each of the three flags
// brings its own required fields; at least one change is asked for.
import { object, type StringSchema } from 'yup';
import { addBusinessDays } from '../calendar';
import type { ChangeOfInformationValues } from '../contract';
import { formatDisplayDate, type IsoDate } from '../dates';
import type { BillingCycle } from '../facility';
import { isAllowedBillingDay } from '../first-payment';
import { birthDateField } from './birth-date';
import { DESCRIPTORS as D } from './descriptors';
import {
  dateField,
  emailField,
  flagField,
  middleInitialField,
  onValidDate,
  stateField,
  textField,
  MAX_LENGTH,
  zipField,
} from './fields';
import { VALIDATION_MESSAGES as M, messageFor } from './messages';
import { customerPhoneFields } from './phones';

/**
 * The reasons a live account may be cancelled for: every reasons_for_cancel entry but those the
 * origination flows give a deleted contract (CSR Reject '3', CC Decline '6', Rewrite Not Allowed '7').
 */
const ORIGINATION_ONLY_REASONS = new Set(['3', '6', '7']);
export const cancellationReasons = <R extends { code: string }>(reasons: readonly R[]): R[] =>
  reasons.filter((r) => !ORIGINATION_ONLY_REASONS.has(r.code));

export interface ChangeOfInformationContext {
  today: IsoDate;
  /** The contract's billing cycle, which decides the allowed billing dates; null when unknown. */
  cycle: BillingCycle | null;
}

/** spec §5, §9: the cancellation date cannot be earlier than three business days ahead. */
export const CANCELLATION_BUSINESS_DAYS = 3;

export function earliestCancellationDate(today: IsoDate): IsoDate {
  return addBusinessDays(today, CANCELLATION_BUSINESS_DAYS);
}

type Flag = 'is_personal_info_change' | 'is_cancellation' | 'is_billing_date_change';
const requiredWith = (on: Flag, schema: StringSchema, field: keyof typeof D) =>
  schema.when(on, { is: true, then: (s) => s.required(messageFor.required(D[field])) });

export function changeOfInformationSchema(ctx: ChangeOfInformationContext) {
  const earliest = earliestCancellationDate(ctx.today);
  const personal = (schema: StringSchema, field: keyof typeof D) =>
    requiredWith('is_personal_info_change', schema, field);
  return object({
    is_personal_info_change: flagField(),
    is_cancellation: flagField(),
    is_billing_date_change: flagField(),
    customer_first_name: personal(textField(MAX_LENGTH.text), 'customer_first_name'),
    customer_middle_initial: middleInitialField(),
    customer_last_name: personal(textField(MAX_LENGTH.text), 'customer_last_name'),
    customer_address1: personal(textField(MAX_LENGTH.text), 'customer_address1'),
    customer_address2: textField(MAX_LENGTH.text),
    customer_city: personal(textField(MAX_LENGTH.text), 'customer_city'),
    customer_st: personal(stateField(), 'customer_st'),
    customer_zip: personal(zipField(), 'customer_zip'),
    ...customerPhoneFields(false),
    customer_date_of_birth: personal(birthDateField(ctx.today), 'customer_date_of_birth'),
    customer_email: personal(emailField(), 'customer_email'),
    reason_for_cancel: requiredWith('is_cancellation', textField(), 'reason_for_cancel'),
    date_of_cancel: requiredWith('is_cancellation', dateField(), 'date_of_cancel').test({
      name: 'cancellation-business-days',
      message: messageFor.cancellationTooSoon(formatDisplayDate(earliest)),
      skipAbsent: true,
      test: onValidDate((d) => d >= earliest),
    }),
    next_payment_due_date: requiredWith('is_billing_date_change', dateField(), 'next_payment_due_date').test({
      name: 'allowed-billing-date',
      message: M.firstPaymentNotAvailable,
      skipAbsent: true,
      test: onValidDate((d) => d > ctx.today && (ctx.cycle === null || isAllowedBillingDay(d, ctx.cycle))),
    }),
  }).test({
    name: 'change-required',
    test: (values: ChangeOfInformationValues, test) =>
      Boolean(values.is_personal_info_change || values.is_cancellation || values.is_billing_date_change) ||
      test.createError({ path: 'changes', message: M.changeRequired }),
  });
}
