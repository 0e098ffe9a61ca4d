// Links sent to the customer by email or text: authorize the soft credit check, complete the agreement
// application, read and e-sign the contract (ARCHITECTURE.md: customer pages under /c/…). Only the
// token's SHA-256 is kept; a new link of a purpose disables the earlier unused ones.
import type { SigningMethod } from '../../../../machines/contract-lifecycle.types';
import { PRODUCT } from '../../../shared/product';
import { messageFor } from '../../../shared/validation';
import type { Db } from '../../db/database';
import type { CustomerLinkPurpose } from '../../db/schema-contracts';
import { queueMessage } from '../../jobs/handlers/messaging-deliver';
import type { ContractData } from '../../repositories/contracts/contract-mapping';
import { insertCustomerLink } from '../../repositories/contracts/customer-links';
import { HttpError } from '../http-error';
import { digest, randomToken } from '../tokens';
import { MESSAGES } from '../../../shared/messages';

const LINK_DAYS = 14;
const LINK_PATH: Record<CustomerLinkPurpose, string> = {
  csr: '/c/csr',
  application: '/c/application',
  signature: '/c/sign',
};
const WHAT: Record<CustomerLinkPurpose, string> = {
  csr: 'authorize a soft credit check (it does not affect your credit score)',
  application: 'complete your payment plan application',
  signature: 'read and sign your payment plan agreement',
};

export interface PendingLink {
  purpose: CustomerLinkPurpose;
  method: SigningMethod;
  to: string;
  url: string;
  practice: string;
}

/** Where the link goes: the email, or the mobile (else home) phone for a text; 400 when missing. */
export function linkDestination(data: ContractData, method: SigningMethod): string {
  const to = method === 'sms' ? (data.customer_phone2 ?? data.customer_phone1) : data.customer_email;
  if (typeof to === 'string' && to) return to;
  const field = method === 'sms' ? 'customer_phone2' : 'customer_email';
  const descriptor = method === 'sms' ? 'mobile phone number' : 'email address';
  throw new HttpError(400, MESSAGES.validationErrors, {
    errors: { [field]: messageFor.required(descriptor) },
  });
}

export async function createCustomerLink(
  trx: Db,
  publicUrl: string,
  contractId: number,
  link: Omit<PendingLink, 'url'>,
  now: Date,
): Promise<PendingLink> {
  await trx
    .updateTable('customer_links')
    .set({ disabled_on: now.toISOString() })
    .where('contract_id', '=', contractId)
    .where('purpose', '=', link.purpose)
    .where('used_on', 'is', null)
    .where('disabled_on', 'is', null)
    .execute();
  const token = randomToken();
  await insertCustomerLink(trx, {
    token_hash: digest(token),
    contract_id: contractId,
    purpose: link.purpose,
    method: link.method,
    expires_on: new Date(now.getTime() + LINK_DAYS * 86_400_000).toISOString(),
    used_on: null,
    disabled_on: null,
    created_on: now.toISOString(),
  });
  return { ...link, url: `${publicUrl}${LINK_PATH[link.purpose]}/${token}` };
}

/** Queued in the transaction that creates the link (the transactional outbox): sent once it commits. */
export async function queueCustomerLink(trx: Db, link: PendingLink): Promise<void> {
  const text = `${link.practice} asks you to ${WHAT[link.purpose]}: ${link.url} Questions? Call ${PRODUCT.supportPhone}.`;
  if (link.method === 'sms') await queueMessage(trx, { channel: 'sms', to: link.to, text });
  else {
    const subject = `${link.practice}: your payment plan`;
    await queueMessage(trx, { channel: 'email', to: link.to, subject, text });
  }
}
