// The customer's name and SSN are fixed once a credit report was pulled for that person (CSR
// COMPLETED) or the contract was submitted or signed: a save that changes them is refused whole, with
// the error the client treats specially (spec §8 name_or_ssn_change_prevented).
import {
  SIGNED_OR_LATER,
  SUBMITTED,
  type ContractStatus,
} from '../../../../machines/contract-lifecycle.types';
import { CONTRACT_MESSAGES } from '../../../shared/contract-messages';
import { isMasked } from '../../../shared/contract';
import type { FieldEncryption } from '../../security';
import { HttpError } from '../http-error';
import type { ContractScope } from './scope';

export const NAME_OR_SSN_CHANGE_PREVENTED = 'name_or_ssn_change_prevented';

const NAMES = ['customer_first_name', 'customer_last_name'] as const;

/** The person the credit report or the signed contract is about is settled. */
function personSettled(scope: ContractScope): boolean {
  const d = scope.data;
  const status = d.status as ContractStatus;
  return (
    d.csr_status === 'COMPLETED' ||
    Boolean(d.submitted_on) ||
    Boolean(d.signed_on) ||
    SUBMITTED.includes(status) ||
    SIGNED_OR_LATER.includes(status)
  );
}

const comparable = (name: unknown) =>
  String(name ?? '')
    .trim()
    .toLowerCase();
const sameName = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** A masked SSN means "unchanged"; otherwise the digits are compared with the stored ones. */
function ssnChanged(scope: ContractScope, encryption: FieldEncryption, sent: unknown): boolean {
  if (typeof sent === 'string' && isMasked(sent)) return false;
  const digits = typeof sent === 'string' ? sent.replace(/\D/g, '') : '';
  const token = scope.row.customer_ssn_encrypted;
  const stored = token === null ? '' : encryption.decryptField(token).replace(/\D/g, '');
  return digits !== stored;
}

/** 400 with errors.name_or_ssn_change_prevented when the save would change the name or the SSN. */
export function refuseNameOrSsnChange(
  scope: ContractScope,
  contract: Record<string, unknown> | null | undefined,
  encryption: FieldEncryption,
): void {
  if (!contract || !personSettled(scope)) return;
  const nameChanged = NAMES.some((f) => f in contract && !sameName(contract[f], scope.data[f]));
  const ssn = 'customer_ssn' in contract && ssnChanged(scope, encryption, contract.customer_ssn);
  if (!nameChanged && !ssn) return;
  throw new HttpError(400, CONTRACT_MESSAGES.nameOrSsnChangePrevented, {
    errors: { [NAME_OR_SSN_CHANGE_PREVENTED]: CONTRACT_MESSAGES.nameOrSsnChangePrevented },
  });
}
