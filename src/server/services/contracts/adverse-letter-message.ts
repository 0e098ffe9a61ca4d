// How the adverse action letter reaches the customer (issue 15; spec §4 Rejecting): by email with the
// PDF attached where the contract has the customer's email, else a letter entry in the outbox for mail
// to the customer's postal address, with the same PDF.
import { PRODUCT } from '../../../shared/product';
import type { QueuedMessage } from '../../jobs/handlers/messaging-deliver';
import type { DocumentParty } from '../../providers/documents';
import type { ContractData } from '../../repositories/contracts/contract-mapping';
import { customerParty, customerPostalAddress } from './contract-documents';

export const ADVERSE_LETTER_FILENAME = 'notice-of-action-taken.pdf';

export const adverseLetterSubject = (practice: string) =>
  `${practice}: notice of action taken on your application`;

export function adverseLetterMessage(
  d: ContractData,
  practice: DocumentParty,
  storageKey: string,
): QueuedMessage {
  const customer = customerParty(d);
  const attachment = { key: storageKey, filename: ADVERSE_LETTER_FILENAME };
  const subject = adverseLetterSubject(practice.name);
  const text = [
    `Dear ${customer.name},`,
    '',
    `Thank you for applying for a payment plan with ${practice.name}. We are unable to approve your ` +
      'application at this time. Our notice of action taken is attached: it gives the reasons, the credit ' +
      'score we used and the credit bureau that supplied it, and your right to a free copy of your credit ' +
      'report within 60 days.',
    '',
    practice.name,
    ...practice.address,
    ...(practice.phone ? [practice.phone] : []),
    '',
    `Questions? Call ${PRODUCT.supportPhone}, ${PRODUCT.supportHours}.`,
  ].join('\n');
  const email = typeof d.customer_email === 'string' ? d.customer_email.trim() : '';
  return email
    ? { channel: 'email', to: email, subject, text, attachment }
    : { channel: 'letter', to: customerPostalAddress(d), subject, text, attachment };
}
