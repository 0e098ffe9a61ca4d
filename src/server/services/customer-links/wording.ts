// The exact words the customer pages show and the consent records keep (reference/README.md
// "Consent"). They are sent to the page from here, so what is recorded is what was shown.
import { PRODUCT } from '../../../shared/product';

/** FCRA 604(a)(2): the consumer's written instruction to obtain a consumer report. */
export function csrAuthorizationWords(customerName: string, practice: string): string {
  return (
    `I, ${customerName}, instruct and authorize ${practice} and its payment plan provider, ` +
    `${PRODUCT.name}, to obtain my consumer report from a consumer reporting agency. This is my ` +
    'written instruction under the Fair Credit Reporting Act. The report will be used only to ' +
    'evaluate my application for a payment plan (credit). This is a soft inquiry: it does not ' +
    'affect my credit score.'
  );
}

export interface DisclosureSection {
  heading: string;
  text: string;
}

/** ESIGN Act 15 U.S.C. 7001(c)(1): what the customer is told before consenting to electronic records. */
export function esignDisclosure(practice: string): DisclosureSection[] {
  return [
    {
      heading: 'What this consent covers',
      text:
        `Your payment plan agreement with ${practice}, its Truth-in-Lending disclosures, and the ` +
        'notices and copies about this agreement, which you will receive and sign electronically.',
    },
    {
      heading: 'Your right to paper copies',
      text: `You may ask ${practice} for a paper copy of any of these records, at no charge.`,
    },
    {
      heading: 'How to withdraw your consent',
      text:
        `You may withdraw this consent at any time, at no charge, by telling ${practice}. Records ` +
        'already signed stay valid; after you withdraw, records are sent to you on paper.',
    },
    {
      heading: 'Keeping your contact details up to date',
      text: `Tell ${practice} when your email address, mobile number or mailing address changes.`,
    },
    {
      heading: 'What you need',
      text:
        'A phone, tablet or computer with a current web browser (Chrome, Safari, Edge or Firefox), ' +
        'internet access, an email account, and a PDF viewer to open, save or print PDF files.',
    },
    {
      heading: 'How to reach us',
      text:
        `Contact ${practice}, or ${PRODUCT.name} at ${PRODUCT.supportPhone} ` +
        `(${PRODUCT.supportHours}) or ${PRODUCT.supportEmail}.`,
    },
  ];
}

export const ESIGN_AGREEMENT =
  'I have read this notice. I opened the test PDF on this device and could read it. I agree to ' +
  'receive and sign the records of this payment plan electronically.';

/** The words a consent row keeps: every section as shown, then the sentence agreed to. */
export function esignConsentWords(practice: string): string {
  const sections = esignDisclosure(practice).map((s) => `${s.heading}: ${s.text}`);
  return [...sections, ESIGN_AGREEMENT].join('\n');
}
