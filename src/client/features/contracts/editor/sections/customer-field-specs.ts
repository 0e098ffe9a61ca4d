// The customer's fields as the customer and CSR sections show them (spec §3 Customer, Guarantor, Other
// contract fields; §5 Generic; §9): label, input mask, maximum length, choices, help, and the group
// and width each takes in a 4-column grid. Which fields a section has comes from its schema.
import {
  GENDERS,
  GENERATIONS,
  type ContractBadFlags,
  type ContractCustomer,
  type ContractGuarantor,
} from '../../../../../shared/contract';
import type { Industry } from '../../../../../shared/facility';
import { MAX_LENGTH } from '../../../../../shared/validation';
import type { Choice } from '../../../../components/form/form-fields';
import type { MaskName } from '../../../../components/form/masks';

export type CustomerFieldName = keyof ContractCustomer | keyof ContractGuarantor | 'is_new_customer';

/** Columns of 4 on a wide form (at most 2 on a narrower one, 1 on a phone). */
export type FieldSpan = 1 | 2 | 4;

interface Common {
  label: string;
  help?: string;
  span: FieldSpan;
}

interface TextOptions {
  help?: string;
  mask?: MaskName;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel';
  /** The server's flag for a bad value, which must be changed (spec §5 Generic). */
  flag?: keyof ContractBadFlags;
}

export type CustomerFieldSpec =
  | (Common & TextOptions & { kind: 'text' })
  | (Common & { kind: 'select'; choices: Choice[] | 'states'; emptyLabel: string })
  | (Common & { kind: 'yesNo' });

/** spec §5 Generic: 30 characters for names, employer, address lines, city, … ; 50 for email. */
const NAME = MAX_LENGTH.text;
const EMAIL = MAX_LENGTH.email;

const GENERATION_CHOICES: Choice[] = GENERATIONS.map((g) => ({ label: g, value: g }));
/** F, M, or blank for other (spec §3 Customer). */
const GENDER_LABELS: Record<string, string> = { F: 'Female', M: 'Male' };
const GENDER_CHOICES: Choice[] = GENDERS.filter((g) => g !== '').map((g) => ({
  label: GENDER_LABELS[g],
  value: g,
}));

const text = (label: string, span: FieldSpan, more: TextOptions = {}): CustomerFieldSpec => ({
  kind: 'text',
  label,
  span,
  ...more,
});
const phone = (label: string, more: TextOptions = {}) =>
  text(label, 1, { mask: 'phone', type: 'tel', inputMode: 'tel', ...more });

export const CUSTOMER_FIELDS: Record<CustomerFieldName, CustomerFieldSpec> = {
  customer_first_name: text('First name', 1, { maxLength: NAME }),
  customer_middle_initial: text('Middle initial', 1, { mask: 'initial', maxLength: MAX_LENGTH.initial }),
  customer_last_name: text('Last name', 1, { maxLength: NAME }),
  customer_generation: {
    kind: 'select',
    label: 'Generation',
    span: 1,
    choices: GENERATION_CHOICES,
    emptyLabel: '',
  },
  customer_business_name: text('Business name', 2, { maxLength: NAME }),
  customer_email: text('Email', 2, {
    type: 'email',
    inputMode: 'email',
    maxLength: EMAIL,
    flag: 'bad_email',
  }),
  customer_phone1: phone('Home phone', { flag: 'bad_home_number' }),
  customer_phone2: phone('Mobile phone', { flag: 'bad_moble_number' }),
  customer_phone3: phone('Work phone', { flag: 'bad_work_number' }),
  customer_emergency_contact_name: text('Emergency contact name', 2, { maxLength: NAME }),
  customer_emergency_phone: phone('Emergency phone'),
  customer_address1: text('Address', 2, { maxLength: NAME, flag: 'bad_address' }),
  customer_address2: text('Address line 2', 2, { maxLength: NAME }),
  customer_city: text('City', 2, { maxLength: NAME }),
  customer_st: { kind: 'select', label: 'State', span: 1, choices: 'states', emptyLabel: '' },
  customer_zip: text('Zip code', 1, { mask: 'zip', inputMode: 'numeric' }),
  customer_date_of_birth: text('Date of birth', 1, { mask: 'date' }),
  customer_ssn: text('SSN', 1, { mask: 'ssn', inputMode: 'numeric' }),
  customer_gender: { kind: 'select', label: 'Gender', span: 1, choices: GENDER_CHOICES, emptyLabel: 'Other' },
  customer_driver_license: text('Driver license', 1, { maxLength: NAME }),
  customer_type_of_pet: text('Pet type', 2, { help: 'Dog, cat, horse…' }),
  customer_name_of_pet: text("Pet's name", 2),
  customer_employer: text('Employer', 2, { maxLength: NAME }),
  is_new_customer: { kind: 'yesNo', label: 'New customer', span: 2 },
  // Labelled within the Guarantor group, as a fieldset's legend would name them.
  guarantor_first_name: text('First name', 1, { maxLength: NAME }),
  guarantor_middle_initial: text('Middle initial', 1, { mask: 'initial', maxLength: MAX_LENGTH.initial }),
  guarantor_last_name: text('Last name', 1, { maxLength: NAME }),
  guarantor_relation: text('Relation', 1, { maxLength: NAME }),
  guarantor_ssn: text('SSN', 1, { mask: 'ssn', inputMode: 'numeric' }),
};

export interface CustomerFieldGroup {
  title: string;
  fields: readonly CustomerFieldName[];
  /** Shown for this industry only. */
  industry?: Industry;
  /** A line beside the title about the group as a whole. */
  note?: string;
  /** Hidden behind this button until it is pressed or one of its fields has a value. */
  addLabel?: string;
}

export const CUSTOMER_GROUPS: readonly CustomerFieldGroup[] = [
  {
    title: 'Name',
    fields: [
      'customer_first_name',
      'customer_middle_initial',
      'customer_last_name',
      'customer_generation',
      'customer_business_name',
    ],
  },
  {
    title: 'Contact',
    fields: [
      'customer_email',
      'customer_phone1',
      'customer_phone2',
      'customer_phone3',
      'customer_emergency_contact_name',
      'customer_emergency_phone',
    ],
    // spec §5 Phone: home or mobile must be present.
    note: 'A home or mobile phone is required.',
  },
  {
    title: 'Address',
    fields: ['customer_address1', 'customer_address2', 'customer_city', 'customer_st', 'customer_zip'],
  },
  {
    title: 'Identity',
    fields: ['customer_date_of_birth', 'customer_ssn', 'customer_gender', 'customer_driver_license'],
  },
  { title: 'Pet', fields: ['customer_type_of_pet', 'customer_name_of_pet'], industry: 'veterinary' },
  { title: 'Other', fields: ['customer_employer', 'is_new_customer'] },
  {
    title: 'Guarantor',
    fields: [
      'guarantor_first_name',
      'guarantor_middle_initial',
      'guarantor_last_name',
      'guarantor_relation',
      'guarantor_ssn',
    ],
    addLabel: 'Add a guarantor',
  },
];
