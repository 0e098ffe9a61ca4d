// Which fields of a change of information belong to which of its three kinds (spec §3, §5).
import type { ChangeOfInformationTable } from '../../db/schema-contracts';

// prettier-ignore
export const PERSONAL_FIELDS = [
  'customer_first_name', 'customer_middle_initial', 'customer_last_name', 'customer_address1',
  'customer_address2', 'customer_city', 'customer_st', 'customer_zip', 'customer_phone1', 'customer_phone2',
  'customer_phone3', 'customer_date_of_birth', 'customer_email',
] as const satisfies readonly (keyof ChangeOfInformationTable)[];
export const CANCELLATION_FIELDS = ['reason_for_cancel', 'date_of_cancel'] as const;
export const BILLING_DATE_FIELDS = ['next_payment_due_date'] as const;

export type ChangedField =
  | (typeof PERSONAL_FIELDS)[number]
  | (typeof CANCELLATION_FIELDS)[number]
  | (typeof BILLING_DATE_FIELDS)[number];

export interface ChangeKinds {
  is_personal_info_change: boolean;
  is_cancellation: boolean;
  is_billing_date_change: boolean;
}

/** The fields the kinds asked for carry their values; the others are stored empty. */
export function fieldsOfKinds(kinds: ChangeKinds): readonly ChangedField[] {
  return [
    ...(kinds.is_personal_info_change ? PERSONAL_FIELDS : []),
    ...(kinds.is_cancellation ? CANCELLATION_FIELDS : []),
    ...(kinds.is_billing_date_change ? BILLING_DATE_FIELDS : []),
  ];
}
