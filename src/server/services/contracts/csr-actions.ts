// The CSR step (spec §4 CSR status; machines/LIFECYCLE.md "CSR"): REQUEST-CSR sends the customer the
// authorization link, OVERRIDE-CSR records a hard-copy authorization, SKIP-CSR skips the check, and
// ACCEPT-CSR runs the soft pull, applied only when the bureau answers.
import type { SigningMethod } from '../../../../machines/contract-lifecycle.types';
import type { ContractUpdate } from '../../db/schema-contracts';
import { createCustomerLink, linkDestination, queueCustomerLink } from './customer-links';
import type { ContractDeps } from './deps';
import type { ContractScope } from './scope';
import { planTransition, writeContract, writeTransition, type Actor } from './transitions';
import { insertCreditReport } from '../../repositories/contracts/credit-reports';

export interface ActionOutcome {
  saved: boolean;
  alert: string | null;
  errors: Record<string, string | string[]>;
}

export const DONE: ActionOutcome = { saved: true, alert: null, errors: {} };

export async function requestCsr(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
  method: SigningMethod,
): Promise<ActionOutcome> {
  const event = { type: 'REQUEST-CSR' } as const;
  const next = planTransition(scope, event);
  const to = linkDestination(scope.data, method);
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    await writeTransition(
      trx,
      scope,
      next,
      event,
      { requested_csr_authorization_on: now.toISOString(), csr_signing_method: method, csr_error: null },
      actor,
      now,
    );
    const practice = scope.facility.name;
    const link = await createCustomerLink(
      trx,
      deps.publicUrl,
      scope.row.id,
      { purpose: 'csr', method, to, practice },
      now,
    );
    await queueCustomerLink(trx, link);
  });
  return DONE;
}

export async function simpleCsrAction(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
  type: 'OVERRIDE-CSR' | 'SKIP-CSR',
): Promise<ActionOutcome> {
  const next = planTransition(scope, { type });
  const now = new Date();
  const changes: ContractUpdate =
    type === 'OVERRIDE-CSR' ? { received_csr_authorization_on: now.toISOString() } : {};
  await deps.db
    .transaction()
    .execute((trx) => writeTransition(trx, scope, next, { type }, changes, actor, now));
  return DONE;
}

/** The soft pull with the customer's stored SSN, as contract changes; a bureau error is kept in
 * csr_error (spec §3 Credit). Used by the customer's authorization and by ACCEPT-CSR. */
export async function softPullChanges(deps: ContractDeps, scope: ContractScope): Promise<ContractUpdate> {
  const d = scope.data;
  const token = scope.row.customer_ssn_encrypted;
  const result = await deps.providers.credit.softPull({
    first_name: String(d.customer_first_name ?? ''),
    last_name: String(d.customer_last_name ?? ''),
    ssn: token === null ? null : deps.providers.encryption.decryptField(token),
    dob: String(d.customer_date_of_birth ?? ''),
    address1: String(d.customer_address1 ?? ''),
    city: String(d.customer_city ?? ''),
    st: String(d.customer_st ?? ''),
    zip: String(d.customer_zip ?? ''),
    requested_amount: typeof d.cash_price === 'number' ? d.cash_price : null,
  });
  if (!result.ok) return { csr_error: result.csr_error };
  // The bureau answered: its report is kept whatever becomes of the action (an adverse letter names it).
  await insertCreditReport(deps.db, scope.row.id, result);
  return {
    csr_error: null,
    credit_grade: result.credit_grade,
    credit_recommendation: result.credit_recommendation,
    credit_min_downpayment_percent: result.credit_min_downpayment_percent,
    credit_delinquency_rate_percent: result.credit_delinquency_rate_percent,
    credit_timestamp: result.credit_timestamp,
  };
}

/** A report pulled in this CSR round (after the request, or the hard-copy override when there was
 * no request): the customer's authorization already ran it, so accepting must not pull again. */
function pulledThisRound(d: ContractScope['data']): boolean {
  const since = d.requested_csr_authorization_on ?? d.received_csr_authorization_on;
  const at = d.credit_timestamp;
  return Boolean(d.credit_grade && !d.csr_error && since && at && String(at) >= String(since));
}

/** ACCEPT-CSR: the practice approves with the report of this round, pulling it only when the
 * authorization came on paper (OVERRIDE-CSR) or the customer's pull failed. */
export async function acceptCsr(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
): Promise<ActionOutcome> {
  const event = { type: 'ACCEPT-CSR' } as const;
  const next = planTransition(scope, event);
  const credit = pulledThisRound(scope.data) ? {} : await softPullChanges(deps, scope);
  const now = new Date();
  if (credit.csr_error) {
    await writeContract(deps.db, scope, { csr_error: credit.csr_error }, now);
    return { saved: false, alert: credit.csr_error, errors: { csr_error: credit.csr_error } };
  }
  const changes: ContractUpdate = { ...credit, csr_accepted_on: now.toISOString() };
  await deps.db.transaction().execute((trx) => writeTransition(trx, scope, next, event, changes, actor, now));
  return DONE;
}
