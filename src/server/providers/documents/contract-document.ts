// What the agreement PDF shows (spec §3 Contract, Customer, Agreement terms): the parties, the terms
// and the Truth-in-Lending figures that computeAgreement gives (src/shared/agreement.ts).
import type { AgreementFigures } from '../../../shared/agreement';
import type { IsoDate } from '../../../shared/dates';
import type { BillingCycle } from '../../../shared/facility';

export interface DocumentParty {
  name: string;
  /** Street lines, then 'City, ST 12345'. */
  address: string[];
  phone?: string | null;
  email?: string | null;
}

export interface ContractDocument {
  /** The contract's id or account number, printed as the agreement number. */
  agreementNumber: string;
  agreementDate: IsoDate;
  agreementDescription: string;
  procedureDescription?: string | null;
  petName?: string | null;
  /** The practice: the seller and creditor. */
  practice: DocumentParty;
  /** Two-letter state whose law governs the agreement (the practice's state). */
  practiceState: string;
  customer: DocumentParty;
  billingCycle: BillingCycle;
  cashPrice: number;
  downPayment: number;
  financeRatePercent: number;
  /** Charged once to the card at signing, not refundable (spec §8 processingFeeNotice). */
  processingFee?: number | null;
  /** The payment plan fee, added to every payment. */
  convenienceFee?: number | null;
  serviceFee?: number | null;
  /** Disclosed with the schedule when the plan has one (Reg Z 1026.18(l)). */
  lateCharge?: { amount: number; afterDays: number } | null;
  /** Charged when a payment comes back unpaid. */
  returnedPaymentFee?: number | null;
  /** How payments are taken, e.g. 'Visa ending 1111' or 'Checking account ending 6789'. */
  paymentMethod?: string | null;
}

/** The figures of computeAgreement the agreement discloses. */
export type ContractFigures = Pick<
  AgreementFigures,
  | 'sales_tax_amount'
  | 'financed_amount'
  | 'finance_charge'
  | 'apr'
  | 'payment_amount'
  | 'number_of_payments'
  | 'total_of_payments'
  | 'total_of_payments_including_fees'
  | 'total_of_sale'
  | 'schedule'
>;

export interface PaymentGroup {
  count: number;
  amount: number;
  /** The first due date of the group; null while the first payment date is not set. */
  firstDate: IsoDate | null;
}

/** Runs of equal payments: "11 payments of $208.33, then 1 of $208.37" (Reg Z 1026.18(g)). */
export function paymentGroups(schedule: ContractFigures['schedule']): PaymentGroup[] {
  const groups: PaymentGroup[] = [];
  for (const row of schedule) {
    const last = groups[groups.length - 1];
    if (last && last.amount === row.amount) last.count += 1;
    else groups.push({ count: 1, amount: row.amount, firstDate: row.date });
  }
  return groups;
}
