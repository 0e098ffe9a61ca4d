// After signing, the customer gets the signed copy's address (ESIGN: a copy the customer can keep);
// by email when there is one, else by text. The messaging provider has no attachments: a link.
import { PRODUCT } from '../../../shared/product';
import type { Db } from '../../db/database';
import { queueMessage } from '../../jobs/handlers/messaging-deliver';
import type { ContractScope } from '../contracts/scope';

export function signedCopyPath(token: string): string {
  return `/api/customer/links/${token}/signed.pdf`;
}

/** Queued in the signing transaction (the transactional outbox): sent once the signature commits. */
export async function queueSignedCopyMessage(
  trx: Db,
  publicUrl: string,
  scope: ContractScope,
  token: string,
): Promise<void> {
  const practice = scope.facility.name;
  const url = `${publicUrl}${signedCopyPath(token)}`;
  const text =
    `Thank you for signing your payment plan agreement with ${practice}. Your signed copy (PDF) is ` +
    `here for the next 14 days: ${url} Save it for your records. For a paper copy at no charge, ` +
    `contact ${practice} or call ${PRODUCT.supportPhone}.`;
  const email = scope.data.customer_email;
  if (typeof email === 'string' && email) {
    await queueMessage(trx, {
      channel: 'email',
      to: email,
      subject: `${practice}: your signed agreement`,
      text,
    });
    return;
  }
  const phone = scope.data.customer_phone2 ?? scope.data.customer_phone1;
  if (typeof phone === 'string' && phone) await queueMessage(trx, { channel: 'sms', to: phone, text });
}
