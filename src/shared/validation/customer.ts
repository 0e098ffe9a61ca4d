// The customer section (spec §4 Editing sections) and the customer half of the select sections:
// generic rules of spec §5 plus the contract's always-required customer fields.
import { object } from 'yup';
import type { ContractValues } from '../contract';
import { GENDERS, GENERATIONS } from '../contract';
import type { IsoDate } from '../dates';
import type { Industry } from '../facility';
import { birthDateField, isMinor, needsAgeConfirmation } from './birth-date';
import { DESCRIPTORS as D } from './descriptors';
import {
  emailField,
  flagField,
  middleInitialField,
  phoneField,
  rule,
  ssnField,
  stateField,
  textField,
  MAX_LENGTH,
  zipField,
} from './fields';
import { flaggedTest } from './flagged';
import { VALIDATION_MESSAGES as M, messageFor } from './messages';
import { customerPhoneFields } from './phones';

export interface CustomerContext {
  industry: Industry;
  today: IsoDate;
  /** The contract as last saved, whose flagged values must change (spec §5 Generic); null when new. */
  saved?: ContractValues | null;
}

const required = (field: keyof typeof D) => messageFor.required(D[field]);
/** spec §5 Generic: 30 characters for names, employer, address lines, city, business name, … */
const text30 = () => textField(MAX_LENGTH.text);
const oneOf = (values: readonly string[], descriptor: string) =>
  textField().test(rule('one-of', messageFor.invalid(descriptor), (v) => values.includes(v)));

/** Name, address, birth date and SSN: what a soft credit check needs (spec §7 ssn_scan). */
export function customerIdentityFields(ctx: CustomerContext) {
  return {
    customer_first_name: text30().required(required('customer_first_name')),
    customer_middle_initial: middleInitialField(),
    customer_last_name: text30().required(required('customer_last_name')),
    customer_generation: oneOf(GENERATIONS, D.customer_generation),
    customer_business_name: text30(),
    customer_address1: text30()
      .required(required('customer_address1'))
      .test(flaggedTest('customer_address1', ctx.saved)),
    customer_address2: text30(),
    customer_city: text30().required(required('customer_city')),
    customer_st: stateField().required(required('customer_st')),
    customer_zip: zipField().required(required('customer_zip')),
    customer_date_of_birth: birthDateField(ctx.today).required(required('customer_date_of_birth')),
    customer_ssn: ssnField(),
    guarantor_first_name: text30(),
    guarantor_middle_initial: middleInitialField(),
    guarantor_last_name: text30(),
    guarantor_ssn: ssnField(),
    guarantor_relation: text30(),
  };
}

/** Contact details, employment, pet (veterinary) and the new-customer answer. */
export function customerContactFields(ctx: CustomerContext) {
  const veterinary = ctx.industry === 'veterinary';
  return {
    ...customerPhoneFields(true, ctx.saved),
    customer_email: emailField()
      .required(required('customer_email'))
      .test(flaggedTest('customer_email', ctx.saved)),
    customer_employer: text30(),
    customer_gender: oneOf(GENDERS, D.customer_gender),
    customer_driver_license: text30(),
    customer_emergency_contact_name: text30(),
    customer_emergency_phone: phoneField(),
    // spec §5 Required on a contract: pet type and name for veterinary facilities.
    customer_type_of_pet: veterinary ? textField().required(required('customer_type_of_pet')) : textField(),
    customer_name_of_pet: veterinary ? textField().required(M.petName) : textField(),
    is_new_customer: flagField(D.is_new_customer).required(required('is_new_customer')),
  };
}

/** The customer section of a standard contract. */
export function customerSchema(ctx: CustomerContext) {
  return object({ ...customerIdentityFields(ctx), ...customerContactFields(ctx) });
}

/**
 * The select contract's CSR section: the customer as the soft credit check needs them, and the email
 * and phones the authorization link is sent to (by email or text).
 */
export function csrForSelectSchema(ctx: CustomerContext) {
  return object({
    ...customerIdentityFields(ctx),
    ...customerPhoneFields(false, ctx.saved),
    customer_email: emailField()
      .required(required('customer_email'))
      .test(flaggedTest('customer_email', ctx.saved)),
  });
}

/** The over-80 confirmation, by field: the form asks to confirm instead of blocking the save. */
export function warningsForCustomer(values: ContractValues, today: IsoDate): Record<string, string> {
  return needsAgeConfirmation(values.customer_date_of_birth, today)
    ? { customer_date_of_birth: M.customerOver80 }
    : {};
}

/** The form-level alert for a minor (spec §5 Birth date), beside the field's 'Customer must be over 18'. */
export function customerAlert(values: ContractValues, today: IsoDate): string | null {
  return isMinor(values.customer_date_of_birth, today) ? M.minorContract : null;
}
