// What the agreement rules need to know besides the values, and the figures they judge: computed
// from the terms the same way the agreement form and the saved contract compute them.
import { computeAgreement, type AgreementFigures, type AgreementInput } from '../agreement';
import type { IsoDate } from '../dates';
import {
  agreementTypeOf as facilityAgreementType,
  availableAgreementTypes,
  type AgreementType,
  type Facility,
  type TermSheet,
} from '../facility';
import type { StateTax } from '../session';
import { termSheetFor } from '../term-sheet';

export interface AgreementContext {
  facility: Pick<Facility, 'agreement_types' | 'term_sheets' | 'fee' | 'st'>;
  /** The taxes-by-state lookup with max_interest_rate (spec §3 Lookups). */
  taxes: StateTax[];
  today: IsoDate;
  /** spec §6: facility admins with override see no term-sheet limits. */
  isFacilityAdmin: boolean;
  isSelect: boolean;
  /** The agreement code the contract was submitted with; it cannot change after (spec §5 Agreement). */
  submittedAgreementCode?: string | null;
}

export type Terms = Record<string, unknown>;

// The agreement types offered live with the facility (a light module: the contracts page reads them
// without the agreement's arithmetic); the agreement rules use them from here.
export { availableAgreementTypes };

export function agreementTypeOf(ctx: AgreementContext, terms: Terms): AgreementType | null {
  return facilityAgreementType(ctx.facility, terms.agreement_code);
}

/** An unknown agreement type is judged as non-recurring, the stricter case. */
export function isRecurring(ctx: AgreementContext, terms: Terms): boolean {
  return agreementTypeOf(ctx, terms)?.recurring_billing === true;
}

export function termSheetOf(ctx: AgreementContext, terms: Terms): TermSheet | null {
  // A select sends the contract type as text ('1'); blank means none.
  const raw = terms.contract_type;
  const contractType = raw === null || raw === undefined || raw === '' ? null : Number(raw);
  return termSheetFor(ctx.facility.term_sheets, {
    contractType: Number.isInteger(contractType) ? contractType : null,
    isSelect: ctx.isSelect,
    // The version in effect on the agreement's date: a contract keeps the one it was written under.
    asOf: typeof terms.agreement_date === 'string' ? terms.agreement_date : null,
  });
}

/** The inputs of the figures (AgreementInput without the facility's fee). */
export const FIGURE_INPUTS = [
  'agreement_code',
  'cash_price',
  'down_payment',
  'sales_tax_rate',
  'initiation_fee',
  'prorated_dues',
  'convenience_fee',
  'processing_fee',
  'service_fee',
  'finance_rate_percent',
  'number_of_payments',
  'billing_cycle',
  'agreement_date',
  'first_payment_due_date',
  'payment_amount',
] as const;

/**
 * The figures of the terms being validated, computed as the agreement form computes them. Several
 * rules need them in one validation and the APR is costly, so the last result is kept while the
 * inputs stay the same.
 */
export function figuresFor(ctx: AgreementContext): (terms: Terms) => AgreementFigures {
  let last: { key: string; figures: AgreementFigures } | null = null;
  return (terms) => {
    const key = JSON.stringify(FIGURE_INPUTS.map((f) => terms[f] ?? null));
    if (last?.key !== key) {
      // The terms as the schema casts them: amounts as numbers, typed dates as IsoDate.
      const input = terms as unknown as AgreementInput;
      const figures = computeAgreement({
        ...input,
        recurring_billing: isRecurring(ctx, terms),
        fee: ctx.facility.fee,
      });
      last = { key, figures };
    }
    return last.figures;
  };
}
