// The customer's answer to REQUEST-CSR (spec §4 CSR status; reference/README.md "Consent"): agreeing
// records the written instruction (time, IP, browser, the exact words), runs the soft pull it allows
// and moves csr_status WAITING AUTHORIZATION → RECEIVED AUTHORIZATION ('CSR Authorized' on the
// practice's 5 s poll); declining is recorded too, with a note the practice sees.
import { insertNote } from '../../repositories/contracts/notes';
import { insertConsent } from '../../repositories/customer-links/customer-links';
import { softPullChanges } from '../contracts/csr-actions';
import type { ContractDeps } from '../contracts/deps';
import { planTransition, writeTransition } from '../contracts/transitions';
import { csrAuthorizationWords } from './wording';
import { CUSTOMER, customerName, openLink, useLink, type CustomerClient } from './link-access';

export const DECLINED_NOTE = 'The customer declined to authorize the soft credit check.';

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
  const credit = await softPullChanges(deps, scope);
  await deps.db.transaction().execute(async (trx) => {
    await useLink(trx, link, now);
    await insertConsent(trx, consent);
    const changes = { ...credit, received_csr_authorization_on: consent.at };
    await writeTransition(trx, scope, next, event, changes, CUSTOMER, now);
  });
  return { outcome: 'authorized' };
}
