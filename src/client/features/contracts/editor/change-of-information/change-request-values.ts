// The change of information form's values (spec §3, §5): the three kinds, personal information
// prefilled from the contract, and what is sent: the flags and the fields of the kinds asked for.
import { earliestCancellationDate } from '../../../../../shared/validation';
import { isAllowedBillingDay } from '../../../../../shared/first-payment';
import { addDays, type IsoDate } from '../../../../../shared/dates';
import type { BillingCycle } from '../../../../../shared/facility';
import type { ContractView } from '../../../../api/contracts';

export const KINDS = [
  { flag: 'is_personal_info_change', label: 'Personal information change' },
  { flag: 'is_cancellation', label: 'Cancellation' },
  { flag: 'is_billing_date_change', label: 'Billing date change' },
] as const;
export type KindFlag = (typeof KINDS)[number]['flag'];

// prettier-ignore
export const PERSONAL_FIELDS = [
  'customer_first_name', 'customer_middle_initial', 'customer_last_name', 'customer_address1',
  'customer_address2', 'customer_city', 'customer_st', 'customer_zip', 'customer_phone1', 'customer_phone2',
  'customer_phone3', 'customer_date_of_birth', 'customer_email',
] as const;
const FIELDS_OF: Record<KindFlag, readonly string[]> = {
  is_personal_info_change: PERSONAL_FIELDS,
  is_cancellation: ['reason_for_cancel', 'date_of_cancel'],
  is_billing_date_change: ['next_payment_due_date'],
};

export type ChangeRequestValues = Record<KindFlag, boolean> & Record<string, string | boolean>;

/**
 * The form's name of a field: prefixed, so the dialog's inputs (ids made from their names) never
 * share an id with the same field of the contract form behind it.
 */
export const formName = (field: string) => `change_${field}`;

/** Errors keyed by the request's fields (schema, server), keyed as the form's fields. */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const keep = new Set<string>(['changes', ...KINDS.map((k) => k.flag)]);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [keep.has(field) ? field : formName(field), message]),
  );
}

export function initialChangeRequest(contract: ContractView): ChangeRequestValues {
  const text = (name: (typeof PERSONAL_FIELDS)[number]) => {
    const value = contract[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    is_personal_info_change: false,
    is_cancellation: false,
    is_billing_date_change: false,
    ...Object.fromEntries(PERSONAL_FIELDS.map((name) => [formName(name), text(name)])),
    [formName('reason_for_cancel')]: '',
    [formName('date_of_cancel')]: '',
    [formName('next_payment_due_date')]: '',
  };
}

/** The request body: the flags and, for each kind asked for, its fields (blanks as null). */
export function changeRequestBody(contractId: number, values: ChangeRequestValues) {
  const body: Record<string, unknown> = { contract_id: contractId };
  for (const { flag } of KINDS) {
    body[flag] = values[flag];
    if (!values[flag]) continue;
    for (const name of FIELDS_OF[flag]) {
      const value = values[formName(name)];
      body[name] = value === '' ? null : value;
    }
  }
  return body;
}

/** How far ahead a new billing date may be chosen. */
export const BILLING_DATE_PICKER_DAYS = 120;

/** The billing dates the contract's cycle allows, from tomorrow (spec §5 Change of information). */
export function allowedBillingDates(today: IsoDate, cycle: BillingCycle | null): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let n = 1; n <= BILLING_DATE_PICKER_DAYS; n++) {
    const day = addDays(today, n);
    if (cycle === null || isAllowedBillingDay(day, cycle)) dates.push(day);
  }
  return dates;
}

export { earliestCancellationDate };
