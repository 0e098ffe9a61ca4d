// After signing, the customer gets the signed copy's address (ESIGN: a copy the customer can keep);
// by email when there is one, else by text. The messaging provider has no attachments: a link.
import { PRODUCT } from '../../../shared/product';
import type { ContractDeps } from '../contracts/deps';
import type { ContractScope } from '../contracts/scope';

export function signedCopyPath(token: string): string {
  return `/api/customer/links/${token}/signed.pdf`;
}

export async function sendSignedCopyEmail(deps: ContractDeps, scope: ContractScope, token: string) {
  const practice = scope.facility.name;
  const url = `${deps.publicUrl}${signedCopyPath(token)}`;
  const text =
    `Thank you for signing your payment plan agreement with ${practice}. Your signed copy (PDF) is ` +
    `here for the next 14 days: ${url} Save it for your records. For a paper copy at no charge, ` +
    `contact ${practice} or call ${PRODUCT.supportPhone}.`;
  const email = scope.data.customer_email;
  if (typeof email === 'string' && email) {
    await deps.messaging.sendEmail({ to: email, subject: `${practice}: your signed agreement`, text });
    return;
  }
  const phone = scope.data.customer_phone2 ?? scope.data.customer_phone1;
  if (typeof phone === 'string' && phone) await deps.messaging.sendSms({ to: phone, text });
}
