// The PDFs an action produces, kept in document storage with their SHA-256 (spec §3 has_pdf;
// §4 Rejecting: the adverse letter). Rendering happens before the transaction that records them.
import { createHash } from 'node:crypto';
import type { Facility, BillingCycle } from '../../../shared/facility';
import { computeAgreement } from '../../../shared/agreement';
import { businessToday } from '../../../shared/calendar';
import type { Db } from '../../db/database';
import type { ContractDocumentKind } from '../../db/schema-contracts';
import { CREDIT_BUREAUS } from '../../providers/credit';
import type { DocumentParty } from '../../providers/documents';
import type { DocumentStorage } from '../../providers/storage';
import { insertDocument } from '../../repositories/contracts/documents';
import type { ContractData } from '../../repositories/contracts/contract-mapping';
import type { CreditReport } from '../../repositories/contracts/credit-reports';
import type { ContractPdfs } from './providers';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

function customerParty(d: ContractData): DocumentParty {
  const name = [d.customer_first_name, d.customer_middle_initial, d.customer_last_name, d.customer_generation]
    .filter((p) => typeof p === 'string' && p)
    .join(' ');
  return {
    name,
    address: [
      str(d.customer_address1),
      ...(d.customer_address2 ? [str(d.customer_address2)] : []),
      `${str(d.customer_city)}, ${str(d.customer_st)} ${str(d.customer_zip)}`,
    ],
    phone: (d.customer_phone2 ?? d.customer_phone1) as string | null,
    email: d.customer_email as string | null,
  };
}

/** The practice as its documents name it: practicePartyOf (practice-party.ts) reads its address. */
export function renderContract(
  pdfs: ContractPdfs,
  facility: Facility,
  d: ContractData,
  practice: DocumentParty,
): Promise<Uint8Array> {
  const figures = computeAgreement({
    ...(d as Record<string, never>),
    recurring_billing: d.recurring_billing === true,
    fee: facility.fee,
  });
  return pdfs.contract(
    {
      agreementNumber: String(d.ebcs_account_number ?? d.id),
      agreementDate: str(d.agreement_date),
      agreementDescription: str(d.agreement_description),
      procedureDescription: d.procedure_description as string | null,
      petName: d.customer_name_of_pet as string | null,
      practice,
      practiceState: facility.st,
      customer: customerParty(d),
      billingCycle: (d.billing_cycle ?? 'monthly') as BillingCycle,
      cashPrice: num(d.cash_price),
      downPayment: num(d.down_payment),
      financeRatePercent: num(d.finance_rate_percent),
      processingFee: d.processing_fee as number | null,
      convenienceFee: d.convenience_fee as number | null,
      serviceFee: d.service_fee as number | null,
    },
    figures,
  );
}

/**
 * The adverse action letter (spec §4 Rejecting; FCRA §615(a), Reg B §1002.9): the practice's full
 * address, and from the bureau's report the score, its range, its key factors and the bureau's contact
 * details. A decline the bureau recommended is the principal reason; otherwise the letter gives the
 * right to a statement of reasons.
 */
export function renderAdverseLetter(
  pdfs: ContractPdfs,
  practice: DocumentParty,
  d: ContractData,
  report: CreditReport | null,
  today: string,
): Promise<Uint8Array> {
  const declined = d.credit_recommendation === 'DECLINE';
  return pdfs.adverseLetter({
    letterDate: today,
    customer: customerParty(d),
    practice,
    agreementDescription: d.agreement_description as string | null,
    requestedAmount: d.cash_price as number | null,
    bureau: report?.bureau ?? CREDIT_BUREAUS.Experian,
    creditScore:
      report && report.score !== null
        ? {
            score: report.score,
            range: report.range,
            scoredOn: businessToday(new Date(report.pulledOn)),
            factors: report.factors,
          }
        : null,
    reasons: declined ? [ADVERSE_REASONS.scoreBelowMinimum, ...(report?.factors.slice(0, 3) ?? [])] : null,
  });
}

export const ADVERSE_REASONS = {
  scoreBelowMinimum: 'Credit score below the minimum required for the payment plan requested',
} as const;

/** The customer's mailing address as one text, for a letter sent by mail. */
export function customerPostalAddress(d: ContractData): string {
  const party = customerParty(d);
  return [party.name, ...party.address].join('\n');
}

export { customerParty };

/** Stores the bytes and returns what to record; the row is written inside the action's transaction. */
export async function storeDocument(
  storage: DocumentStorage,
  contractId: number,
  kind: ContractDocumentKind,
  bytes: Uint8Array,
  now: Date,
  filename: string | null = null,
) {
  const extension = kind === 'upload' && filename?.toLowerCase().endsWith('.pdf') === false ? 'bin' : 'pdf';
  const storage_key = `contracts/${contractId}/${kind}-${now.getTime()}.${extension}`;
  await storage.put(storage_key, bytes, extension === 'pdf' ? 'application/pdf' : 'application/octet-stream');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { contract_id: contractId, kind, storage_key, filename, sha256, created_on: now.toISOString() };
}

export async function recordDocument(trx: Db, doc: Awaited<ReturnType<typeof storeDocument>>): Promise<void> {
  await insertDocument(trx, doc);
}
