// The customer's answer to REQUEST-CSR (spec §4 CSR status; reference/README.md "Consent"): agreeing
// records the written instruction (time, IP, browser, the exact words), runs the soft pull it allows
// and moves csr_status WAITING AUTHORIZATION → RECEIVED AUTHORIZATION ('CSR Authorized' on the
// practice's 5 s poll); declining is recorded too, with a note the practice sees.
import type { ContractUpdate } from '../../db/schema-contracts';
import { insertNote } from '../../repositories/contracts/notes';
import { insertConsent } from '../../repositories/customer-links/customer-links';
import type { ContractDeps } from '../contracts/deps';
import type { ContractScope } from '../contracts/scope';
import { planTransition, writeTransition } from '../contracts/transitions';
import { csrAuthorizationWords } from './wording';
import { CUSTOMER, customerName, openLink, useLink, type CustomerClient } from './link-access';

export const DECLINED_NOTE = 'The customer declined to authorize the soft credit check.';

async function softPull(deps: ContractDeps, scope: ContractScope): Promise<ContractUpdate> {
  const d = scope.data;
  const ssn = scope.row.customer_ssn_encrypted;
  const result = await deps.providers.credit.softPull({
    first_name: String(d.customer_first_name ?? ''),
    last_name: String(d.customer_last_name ?? ''),
    ssn: ssn === null ? null : deps.providers.encryption.decryptField(ssn),
    dob: String(d.customer_date_of_birth ?? ''),
    address1: String(d.customer_address1 ?? ''),
    city: String(d.customer_city ?? ''),
    st: String(d.customer_st ?? ''),
    zip: String(d.customer_zip ?? ''),
    requested_amount: typeof d.cash_price === 'number' ? d.cash_price : null,
  });
  if (!result.ok) return { csr_error: result.csr_error };
  return {
    csr_error: null,
    credit_grade: result.credit_grade,
    credit_recommendation: result.credit_recommendation,
    credit_min_downpayment_percent: result.credit_min_downpayment_percent,
    credit_delinquency_rate_percent: result.credit_delinquency_rate_percent,
    credit_timestamp: result.credit_timestamp,
  };
}

export async function answerCsrAuthorization(
  deps: ContractDeps,
  token: string,
  agree: boolean,
  client: CustomerClient,
): Promise<{ outcome: 'authorized' | 'declined' }> {
  const now = new Date();
  const { link, scope } = await openLink(deps.db, token, 'csr', now);
  const consent = {
    contract_id: scope.row.id,
    customer_link_id: link.id,
    kind: 'csr-authorization' as const,
    agreed: agree ? (1 as const) : (0 as const),
    words: csrAuthorizationWords(customerName(scope), scope.facility.name),
    ip: client.ip,
    user_agent: client.userAgent,
    at: now.toISOString(),
  };
  if (!agree) {
    await deps.db.transaction().execute(async (trx) => {
      await useLink(trx, link, now);
      await insertConsent(trx, consent);
      await insertNote(trx, {
        contract_id: scope.row.id,
        user_id: null,
        at: consent.at,
        text: DECLINED_NOTE,
      });
    });
    return { outcome: 'declined' };
  }
  const event = { type: 'customer.authorized' } as const;
  const next = planTransition(scope, event);
  const credit = await softPull(deps, scope);
  await deps.db.transaction().execute(async (trx) => {
    await useLink(trx, link, now);
    await insertConsent(trx, consent);
    const changes = { ...credit, received_csr_authorization_on: consent.at };
    await writeTransition(trx, scope, next, event, changes, CUSTOMER, now);
  });
  return { outcome: 'authorized' };
}
