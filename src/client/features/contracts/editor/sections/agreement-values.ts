// The agreement sections' form values: the fields they edit, their starting values, the schema
// context, and the payload a save sends (spec §3 Agreement terms, §5 Agreement).
import { useMemo } from 'react';
import type { AgreementInput } from '../../../../../shared/agreement';
import type { ContractValues } from '../../../../../shared/contract';
import { parseTypedDate } from '../../../../../shared/dates';
import { type AgreementType, agreementTypeOf, type FacilityFee } from '../../../../../shared/facility';
import { parseMoney } from '../../../../../shared/money';
import { agreementFields, type AgreementContext } from '../../../../../shared/validation';
import type { ContractEditorApi } from '../editor-context';

export type AgreementValues = Record<string, unknown>;

/** Figures the server computes: the schema judges them, the form never sends them. */
export const FIGURE_FIELDS = ['financed_amount', 'apr'];

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

const EXTRAS = new Set(AGREEMENT_EXTRA_FIELDS);

/** The agreement fields a section edits: the schema's (figures left out) and the agreement extras. */
export function agreementFieldNames(ctx: AgreementContext): string[] {
  const own = Object.keys(agreementFields(ctx)).filter((f) => !FIGURE_FIELDS.includes(f));
  return [...new Set([...own, ...AGREEMENT_EXTRA_FIELDS])];
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

/** The context, kept while what it reads stays the same (the schema is built from it). */
export function useAgreementContext(editor: ContractEditorApi): AgreementContext {
  const { facility, lookups, today, rights, isSelect, contract } = editor;
  const submittedOn = contract?.submitted_on;
  const code = contract?.agreement_code;
  return useMemo(
    () => agreementContextOf(editor),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context reads only these
    [facility, lookups.taxes, today, rights.isFacilityAdmin, isSelect, submittedOn, code],
  );
}

/** The finance rate a type starts with: its own default, else the facility's (spec §3 Facility fee). */
export function defaultFinanceRate(type: AgreementType | null, fee: FacilityFee | null): string {
  if (!type?.finance_charge) return '';
  const rate = type.default_finance_rate ?? fee?.finance_rate_percent ?? null;
  return rate === null ? '' : String(rate);
}

/** Form values: text for inputs ('' when blank), true/false for flags; the agreement date starts today. */
export function initialAgreementValues(editor: ContractEditorApi, fields: string[]): AgreementValues {
  const stored = editor.values;
  const values: AgreementValues = {};
  for (const field of fields) {
    const v = stored[field];
    if (field === 'automatic_periodic_renewal' || field === 'waive_processing_fee')
      values[field] = v === true;
    else if (field === 'is_new_customer') values[field] = typeof v === 'boolean' ? v : '';
    else values[field] = v === null || v === undefined ? '' : String(v);
  }
  // The figures carry the rules on them: the server's messages for them land there too.
  for (const figure of FIGURE_FIELDS) values[figure] = '';
  if (editor.editable && values.agreement_date === '') values.agreement_date = editor.today;
  const type = agreementTypeOf(editor.facility, values.agreement_code);
  if (values.finance_rate_percent === '') {
    values.finance_rate_percent = defaultFinanceRate(type, editor.facility.fee);
  }
  // An agreement not yet saved starts with the practice's processing fee (issue 13), when it has one.
  const practiceFee = editor.facility.fee.processing_fee_cents ?? null;
  const agreementSaved = Boolean(stored.agreement_code);
  if (!agreementSaved && values.processing_fee === '' && practiceFee !== null && practiceFee > 0) {
    values.processing_fee = (practiceFee / 100).toFixed(2);
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
 * What a save sends, from the values as the schema cast them (Formik validates but does not cast): the
 * extras as the server stores them, blanks as null. A non-recurring payment amount is the server's.
 */
export function agreementPayload(
  cast: AgreementValues,
  fields: string[],
  type: AgreementType | null,
): ContractValues & Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === 'payment_amount' && type?.recurring_billing !== true) continue;
    const value = EXTRAS.has(field) ? extraValue(field, cast[field]) : cast[field];
    payload[field] = value === undefined || value === '' ? null : value;
  }
  return payload;
}
