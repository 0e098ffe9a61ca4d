// The yup schema of each editing section (spec §4 Editing sections), built with the same context the
// browser builds it with: the facility, the state taxes, the business day and the user's rights.
import type { AnyObjectSchema } from 'yup';
import type { ContractSection } from '../../../../machines/contract-lifecycle.types';
import type { ContractValues } from '../../../shared/contract';
import type { Facility } from '../../../shared/facility';
import type { Rights } from '../../../shared/permissions';
import type { StateTax } from '../../../shared/session';
import {
  agreementForSelectSchema,
  agreementSchema,
  csrForSelectSchema,
  customerSchema,
} from '../../../shared/validation';
import type { ContractData } from '../../repositories/contracts/contract-mapping';

export interface SectionContext {
  facility: Facility;
  taxes: StateTax[];
  today: string;
  rights: Rights;
  /** The contract as last saved (flagged values, the submitted agreement code); empty when new. */
  saved: ContractData;
  isSelect: boolean;
}

/** Fields a section saves beyond its schema's: inputs of the figures and the contract's references. */
// prettier-ignore
const AGREEMENT_EXTRAS = [
  'contract_type', 'procedure_code', 'procedure_date', 'salesperson', 'client_internal_acct_number',
  'client_internal_id', 'source_code', 'sales_tax_rate', 'initiation_fee', 'prorated_dues', 'convenience_fee',
  'processing_fee', 'service_fee', 'automatic_periodic_renewal', 'automatic_renewal_for_year',
  'renewal_amount_year_2', 'renewal_amount_year_3', 'renewal_amount_year_4', 'renewal_amount_year_5',
  'renewal_date_year_2', 'renewal_date_year_3', 'renewal_date_year_4', 'renewal_date_year_5',
  'renewal_term_year_2', 'renewal_term_year_3', 'renewal_term_year_4', 'renewal_term_year_5', 'payment_method',
];

export const MONEY_EXTRAS = new Set([
  'initiation_fee',
  'prorated_dues',
  'convenience_fee',
  'processing_fee',
  'service_fee',
  'renewal_amount_year_2',
  'renewal_amount_year_3',
  'renewal_amount_year_4',
  'renewal_amount_year_5',
]);

export function sectionSchema(section: ContractSection, ctx: SectionContext): AnyObjectSchema {
  const customer = { industry: ctx.facility.industry, today: ctx.today, saved: ctx.saved as ContractValues };
  const agreement = {
    facility: ctx.facility,
    taxes: ctx.taxes,
    today: ctx.today,
    isFacilityAdmin: ctx.rights.isFacilityAdmin,
    isSelect: ctx.isSelect,
    // spec §5 Agreement: the agreement type cannot be changed once submitted.
    submittedAgreementCode: ctx.saved.submitted_on ? (ctx.saved.agreement_code as string | null) : null,
  };
  switch (section) {
    case 'customer':
      return customerSchema(customer);
    case 'csrForSelect':
      return csrForSelectSchema(customer);
    case 'agreement':
      return agreementSchema(agreement);
    case 'agreementForSelect':
      return agreementForSelectSchema({ ...customer, ...agreement });
    case 'billing':
      throw new Error('billing is validated with its payment methods');
  }
}

/** The agreement's sections: their rules read the taxes by state, and they save the agreement's extras. */
export const isAgreementSection = (section: ContractSection) =>
  section === 'agreement' || section === 'agreementForSelect';

/** The fields a section saves. */
export function sectionFields(section: ContractSection, schema: AnyObjectSchema): string[] {
  const own = Object.keys(schema.fields);
  return isAgreementSection(section) ? [...own, ...AGREEMENT_EXTRAS] : own;
}

const CUSTOMER_KEY = 'customer_last_name';
const AGREEMENT_KEY = 'agreement_code';

/** The sections named by the payload, or those whose fields it carries (spec §4 Editing sections). */
export function sectionsOf(
  payload: {
    section?: ContractSection;
    contract?: Record<string, unknown> | null;
    banks?: unknown;
    cards?: unknown;
  },
  isSelect: boolean,
): ContractSection[] {
  if (payload.section) return [payload.section];
  const fields = payload.contract ?? {};
  const sections: ContractSection[] = [];
  if (CUSTOMER_KEY in fields) sections.push(isSelect ? 'csrForSelect' : 'customer');
  if (AGREEMENT_KEY in fields) sections.push(isSelect ? 'agreementForSelect' : 'agreement');
  if (payload.banks !== undefined || payload.cards !== undefined) sections.push('billing');
  return sections;
}
