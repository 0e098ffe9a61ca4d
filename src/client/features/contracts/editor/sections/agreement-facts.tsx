// The live figures and term-sheet limits of the agreement being typed (spec §5 Agreement, §9), worked
// out once per change of their inputs and shared with the figures, the TIL box and the fields' help.
//
// Two contexts: the facts, new on each change of an input of the figures, and the agreement type,
// new only when another type is chosen. What reads the facts is a small part (a figure, a help text,
// the TIL box) that renders its view only when what it shows changed; the fields read the type.
import { useFormikContext } from 'formik';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { computeAgreement, type AgreementFigures } from '../../../../../shared/agreement';
import { BILLING_CYCLES } from '../../../../../shared/cycles';
import { isIsoDate, type IsoDate } from '../../../../../shared/dates';
import type { AgreementType, BillingCycle, MonthLimit, TermSheet } from '../../../../../shared/facility';
import { parseMoney } from '../../../../../shared/money';
import { financedAmountRange, monthLimitFor, termSheetFor } from '../../../../../shared/term-sheet';
import type { AgreementContext } from '../../../../../shared/validation';
import { FIGURE_INPUTS } from '../../../../../shared/validation/agreement-context';
import {
  limitsOutstandingFor,
  paymentsLimit,
  type OutstandingLimits,
} from '../../../../../shared/validation/term-sheet-limits';
import { figureInput, type AgreementValues } from './agreement-values';

export interface AgreementFacts {
  type: AgreementType | null;
  recurring: boolean;
  cycle: BillingCycle | null;
  /** The agreement date when valid, else today: first payments are offered from it. */
  agreementDate: IsoDate;
  today: IsoDate;
  cashPrice: number;
  downPayment: number;
  figures: AgreementFigures;
  sheet: TermSheet | null;
  range: { min: number; max: number } | null;
  /** The financed amount's bracket on the term sheet. */
  bracket: MonthLimit | null;
  /** The most payments for this amount and cycle; null when there is no limit. */
  paymentsLimit: { max: number; override: boolean } | null;
  /** Limits saved outstanding until a facility admin completes the agreement (the override rule). */
  outstanding: OutstandingLimits;
}

/** The values the facts depend on; any other keystroke leaves them as they are. */
const FACT_INPUTS = [...FIGURE_INPUTS, 'contract_type'] as const;

const amount = (x: unknown) => parseMoney(x as string)?.toNumber() ?? 0;

export function agreementFacts(ctx: AgreementContext, values: AgreementValues): AgreementFacts {
  const type = ctx.facility.agreement_types.find((t) => t.code === values.agreement_code) ?? null;
  const cycle = BILLING_CYCLES.find((c) => c === values.billing_cycle) ?? null;
  const figures = computeAgreement(figureInput(values, type, ctx.facility.fee));
  const contractType = values.contract_type === '' ? null : Number(values.contract_type);
  const sheet = termSheetFor(ctx.facility.term_sheets, {
    contractType: Number.isInteger(contractType) ? contractType : null,
    isSelect: ctx.isSelect,
    // The version in effect on the agreement date, as the server judges it (agreement-context.ts).
    asOf: isIsoDate(values.agreement_date) ? values.agreement_date : ctx.today,
  });
  const financed = figures.financed_amount;
  return {
    type,
    recurring: type?.recurring_billing === true,
    cycle,
    agreementDate: isIsoDate(values.agreement_date) ? values.agreement_date : ctx.today,
    today: ctx.today,
    cashPrice: amount(values.cash_price),
    downPayment: amount(values.down_payment),
    figures,
    sheet,
    range: sheet && financedAmountRange(sheet),
    bracket: sheet && monthLimitFor(sheet, financed),
    paymentsLimit: cycle && paymentsLimit(sheet, financed, cycle, ctx.isFacilityAdmin),
    outstanding:
      ctx.isFacilityAdmin || type?.recurring_billing === true || !(amount(values.cash_price) > 0)
        ? {}
        : limitsOutstandingFor({
            sheet,
            financed,
            cycle,
            numberOfPayments: Number(values.number_of_payments),
          }),
  };
}

const FactsContext = createContext<AgreementFacts | null>(null);
const TypeContext = createContext<AgreementType | null | undefined>(undefined);

/**
 * Recomputes the facts only when one of their inputs changed, in the keystroke's own render: one
 * commit per key, the figures painted with the key (computing them is a small part of its work).
 */
export function AgreementFactsProvider({ ctx, children }: { ctx: AgreementContext; children: ReactNode }) {
  const { values } = useFormikContext<AgreementValues>();
  const key = JSON.stringify(FACT_INPUTS.map((f) => values[f] ?? ''));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the inputs in values
  const facts = useMemo(() => agreementFacts(ctx, values), [ctx, key]);
  return (
    <FactsContext.Provider value={facts}>
      <TypeContext.Provider value={facts.type}>{children}</TypeContext.Provider>
    </FactsContext.Provider>
  );
}

/** Every fact: its reader renders again on each change of an input of the figures. */
export function useAgreementFacts(): AgreementFacts {
  const facts = useContext(FactsContext);
  if (!facts) throw new Error('useAgreementFacts needs an AgreementFactsProvider');
  return facts;
}

/** The agreement type chosen (null: none yet); its reader renders again only when it changes. */
export function useAgreementType(): AgreementType | null {
  const type = useContext(TypeContext);
  if (type === undefined) throw new Error('useAgreementType needs an AgreementFactsProvider');
  return type;
}
