// The agreement sections' form values: the fields they edit, their starting values, the schema
// context, and the payload a save sends (spec §3 Agreement terms, §5 Agreement).
import type { AnyObjectSchema } from 'yup';
import type { AgreementInput } from '../../../../../shared/agreement';
import type { ContractValues } from '../../../../../shared/contract';
import { parseTypedDate } from '../../../../../shared/dates';
import type { AgreementType, FacilityFee } from '../../../../../shared/facility';
import { parseMoney } from '../../../../../shared/money';
import type { AgreementContext, ContractContext } from '../../../../../shared/validation';
import type { ContractEditorApi } from '../editor-context';
import { agreementTypeOf } from '../editor-facts';

export type AgreementValues = Record<string, unknown>;

/** Figures the server computes: the schema judges them, the form never sends them. */
const FIGURE_FIELDS = ['financed_amount', 'apr'];

export const RENEWAL_YEARS = [2, 3, 4, 5] as const;

/** Fees typed in the agreement (spec §3 Agreement terms "Fees"; initiation and dues for memberships). */
export const FEE_FIELDS = [
  'convenience_fee',
  'service_fee',
  'processing_fee',
  'initiation_fee',
  'prorated_dues',
] as const;

const RENEWAL_AMOUNTS = RENEWAL_YEARS.map((y) => `renewal_amount_year_${y}`);
const RENEWAL_DATES = RENEWAL_YEARS.map((y) => `renewal_date_year_${y}`);
const RENEWAL_TERMS = RENEWAL_YEARS.map((y) => `renewal_term_year_${y}`);

/** Saved with the agreement beyond its schema's fields (the server's agreement extras). */
export const AGREEMENT_EXTRA_FIELDS = [
  'contract_type',
  'procedure_code',
  'procedure_date',
  'salesperson',
  'client_internal_acct_number',
  'client_internal_id',
  'source_code',
  'sales_tax_rate',
  ...FEE_FIELDS,
  'automatic_periodic_renewal',
  ...RENEWAL_AMOUNTS,
  ...RENEWAL_DATES,
  ...RENEWAL_TERMS,
];

const MONEY_EXTRAS = new Set<string>([...FEE_FIELDS, ...RENEWAL_AMOUNTS]);
const WHOLE_NUMBER_EXTRAS = new Set<string>(['contract_type', ...RENEWAL_TERMS]);
const DATE_EXTRAS = new Set<string>(['procedure_date', ...RENEWAL_DATES]);

/** The fields a section edits: its schema's (figures left out) and the agreement extras. */
export function sectionFieldNames(schema: AnyObjectSchema): string[] {
  const own = Object.keys(schema.fields).filter((f) => !FIGURE_FIELDS.includes(f));
  return [...own, ...AGREEMENT_EXTRA_FIELDS];
}

/** The schema context of spec §5 Agreement, from the editor (validation README). */
export function agreementContextOf(editor: ContractEditorApi): AgreementContext {
  const { contract } = editor;
  return {
    facility: editor.facility,
    taxes: editor.lookups.taxes,
    today: editor.today,
    isFacilityAdmin: editor.rights.isFacilityAdmin,
    isSelect: editor.isSelect,
    // spec §5 Agreement: the agreement type cannot be changed once submitted.
    submittedAgreementCode: contract?.submitted_on ? (contract.agreement_code ?? null) : null,
  };
}

/** The select section's context: the agreement's plus the customer's (select.ts). */
export function selectContextOf(editor: ContractEditorApi): Omit<ContractContext, 'isSelect'> {
  return {
    ...agreementContextOf(editor),
    facility: editor.facility,
    industry: editor.facility.industry,
    saved: editor.contract,
  };
}

/** The finance rate a type starts with: its own default, else the facility's (spec §3 Facility fee). */
export function defaultFinanceRate(type: AgreementType | null, fee: FacilityFee | null): string {
  if (!type?.finance_charge) return '';
  const rate = type.default_finance_rate ?? fee?.finance_rate_percent ?? null;
  return rate === null ? '' : String(rate);
}

/** Form values: text for inputs ('' when blank), true/false for flags; the agreement date starts today. */
export function initialAgreementValues(editor: ContractEditorApi, fields: string[]): AgreementValues {
  const stored = editor.values as Record<string, unknown>;
  const values: AgreementValues = {};
  for (const field of fields) {
    const v = stored[field];
    if (field === 'automatic_periodic_renewal') values[field] = v === true;
    else if (field === 'is_new_customer') values[field] = typeof v === 'boolean' ? v : '';
    else values[field] = v === null || v === undefined ? '' : String(v);
  }
  if (editor.editable && values.agreement_date === '') values.agreement_date = editor.today;
  const type = agreementTypeOf(editor.facility, values.agreement_code);
  if (values.finance_rate_percent === '') {
    values.finance_rate_percent = defaultFinanceRate(type, editor.facility.fee);
  }
  return values;
}

/** The inputs of computeAgreement, read off the form as typed. */
export function figureInput(values: AgreementValues, type: AgreementType | null, fee: FacilityFee | null) {
  return {
    ...(values as unknown as AgreementInput),
    recurring_billing: type?.recurring_billing === true,
    fee,
  } satisfies AgreementInput;
}

function extraValue(field: string, value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  if (MONEY_EXTRAS.has(field)) {
    // An amount that is not a number goes as typed: the server answers 'Enter a valid value.'
    const amount = parseMoney(value as string);
    return amount === null ? value : amount.toNumber();
  }
  if (WHOLE_NUMBER_EXTRAS.has(field)) return Number(value);
  if (DATE_EXTRAS.has(field)) return parseTypedDate(String(value)) ?? value;
  return value;
}

/**
 * What a save sends: the values as the schema casts them (Formik validates but does not cast), extras
 * as the server stores them, blanks as null. A non-recurring payment amount is computed by the server.
 */
export function agreementPayload(
  schema: AnyObjectSchema,
  values: AgreementValues,
  fields: string[],
  type: AgreementType | null,
): ContractValues & Record<string, unknown> {
  const cast = schema.cast(values, { assert: false }) as Record<string, unknown>;
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === 'payment_amount' && type?.recurring_billing !== true) continue;
    const value = field in schema.fields ? cast[field] : extraValue(field, values[field]);
    payload[field] = value === undefined || value === '' ? null : value;
  }
  return payload;
}
