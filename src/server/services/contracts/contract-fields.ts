// Saving the contract's own sections: each is validated with the shared schema against the contract as
// stored plus the edits, and the server recomputes every agreement figure (spec §3 Agreement terms):
// the browser's figures are never trusted.
import type { ContractSection } from '../../../../machines/contract-lifecycle.types';
import { computeAgreement } from '../../../shared/agreement';
import { isMasked } from '../../../shared/contract';
import { parseMoney } from '../../../shared/money';
import { VALIDATION_MESSAGES, validateSection, type FieldErrors } from '../../../shared/validation';
import type { ContractUpdate } from '../../db/schema-contracts';
import { contractColumnsOf } from '../../repositories/contracts/contract-mapping';
import type { FieldEncryption } from '../../security';
import { agreementTypeOf } from '../../../shared/facility';
import { MONEY_EXTRAS, sectionFields, sectionSchema, type SectionContext } from './section-schemas';

const SECRETS = ['customer_ssn', 'guarantor_ssn'] as const;
/** Figures the server computes; a payload's values for them are ignored. */
const FIGURES = new Set(['financed_amount', 'apr']);

/** An SSN as typed is stored encrypted with a blind index; a masked one means "unchanged". */
function secretColumns(encryption: FieldEncryption, field: (typeof SECRETS)[number], value: unknown) {
  if (isMasked(value as string)) return {};
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return digits
    ? {
        [`${field}_encrypted`]: encryption.encryptField(digits),
        [`${field}_fingerprint`]: encryption.fieldFingerprint(digits),
      }
    : { [`${field}_encrypted`]: null, [`${field}_fingerprint`]: null };
}

function moneyExtraError(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  const amount = parseMoney(value as string | number);
  return amount === null || amount.isNegative();
}

/** The figures of spec §3 Agreement terms, computed from the saved terms and the facility's fee. */
function agreementFigures(ctx: SectionContext, terms: Record<string, unknown>): Record<string, unknown> {
  const type = agreementTypeOf(ctx.facility, terms.agreement_code);
  const recurring = type?.recurring_billing === true;
  const f = computeAgreement({ ...terms, recurring_billing: recurring, fee: ctx.facility.fee });
  return {
    agreement_description: type?.description ?? null,
    recurring_billing: recurring,
    sales_tax_amount: f.sales_tax_amount,
    financed_amount: f.financed_amount,
    finance_charge: f.finance_charge,
    payment_amount: f.payment_amount,
    payment_amount_total: f.payment_amount_total,
    number_of_payments: recurring ? terms.number_of_payments : f.number_of_payments,
    total_of_payments: f.total_of_payments,
    total_of_payments_including_fees: f.total_of_payments_including_fees,
    total_of_sale: f.total_of_sale,
    total_of_sale_including_fees: f.total_of_sale_including_fees,
    total_cost_of_credit: f.total_cost_of_credit,
    total_balance_due: f.total_balance_due,
    apr: f.apr,
  };
}

export interface SectionChanges {
  errors: FieldErrors;
  changes: ContractUpdate;
}

export function contractSectionChanges(
  sections: ContractSection[],
  ctx: SectionContext,
  merged: Record<string, unknown>,
  encryption: FieldEncryption,
): SectionChanges {
  const errors: FieldErrors = {};
  const fields: Record<string, unknown> = {};
  let secrets: ContractUpdate = {};
  let terms: Record<string, unknown> | null = null;
  // The figure fields carry the rules on the computed figures; their own values are not judged.
  const judged = Object.fromEntries(Object.entries(merged).filter(([f]) => !FIGURES.has(f)));
  for (const section of sections.filter((s) => s !== 'billing')) {
    const schema = sectionSchema(section, ctx);
    const result = validateSection(schema, judged);
    Object.assign(errors, result.errors);
    const values = result.values as Record<string, unknown>;
    for (const field of sectionFields(section, schema)) {
      if (FIGURES.has(field)) continue;
      if ((SECRETS as readonly string[]).includes(field)) {
        if (field in merged) {
          secrets = {
            ...secrets,
            ...secretColumns(encryption, field as (typeof SECRETS)[number], values[field]),
          };
        }
        continue;
      }
      const value = field in values ? values[field] : merged[field];
      if (MONEY_EXTRAS.has(field) && moneyExtraError(value)) errors[field] ??= VALIDATION_MESSAGES.validValue;
      if (value !== undefined) fields[field] = value;
    }
    if (section === 'agreement' || section === 'agreementForSelect') terms = { ...merged, ...values };
  }
  if (Object.keys(errors).length > 0) return { errors, changes: {} };
  // A waived processing fee (issue 13: only where the facility lets staff waive it) is no fee at all:
  // nothing charged, disclosed or counted in the figures.
  if (fields.waive_processing_fee === true) fields.processing_fee = 0;
  const figures = terms ? agreementFigures(ctx, { ...terms, ...fields }) : {};
  return { errors, changes: { ...contractColumnsOf({ ...fields, ...figures }), ...secrets } };
}
