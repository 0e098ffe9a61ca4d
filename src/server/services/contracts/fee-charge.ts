// A fee is charged under an idempotency key naming what it pays for: the contract, the fee and the
// attempt, `contract-<id>-<fee>-attempt-<n>` (never a key made per request), so the payments provider's
// ledger (card_charges) answers a second charge of the same attempt from the first one instead of
// charging again. The attempt is read from the ledger: an approved attempt means the fee is paid (its
// answer is given again, nothing is charged); a kept decline means the next try is attempt n+1, a new
// charge. Attempts the processor did not keep (refused before trying the card, processing errors)
// charged nothing, so trying again reuses their number. The provider-callbacks find the contract by the
// `contract-<id>-` prefix.
import type { Db } from '../../db/database';
import type { ChargeRequest, ChargeResult, PaymentsProvider } from '../../providers/payments';
import { DbChargeLedger } from '../../repositories/contracts/card-charges';

/** The processing fee (spec §4 CHARGE), charged by the practice or on the customer's application. */
export const PROCESSING_FEE = 'processing-fee';
export type FeeKind = typeof PROCESSING_FEE;

export const feeChargeKey = (contractId: number, fee: FeeKind, attempt: number) =>
  `contract-${contractId}-${fee}-attempt-${attempt}`;

/** The approved charge of the fee if there is one, else the number of the next attempt. */
export async function feeAttempt(
  db: Db,
  contractId: number,
  fee: FeeKind,
): Promise<{ paid: ChargeResult | null; attempt: number }> {
  const ledger = new DbChargeLedger(db);
  for (let attempt = 1; ; attempt++) {
    const entry = await ledger.find(feeChargeKey(contractId, fee, attempt));
    if (!entry) return { paid: null, attempt };
    if (entry.result.approved) return { paid: entry.result, attempt };
  }
}

/** Charges the fee once: a fee already paid answers the approved charge again without a new one. */
export async function chargeFee(
  db: Db,
  payments: PaymentsProvider,
  contractId: number,
  fee: FeeKind,
  request: Omit<ChargeRequest, 'idempotencyKey'>,
): Promise<ChargeResult> {
  const { paid, attempt } = await feeAttempt(db, contractId, fee);
  if (paid) return paid;
  return payments.charge({ ...request, idempotencyKey: feeChargeKey(contractId, fee, attempt) });
}
