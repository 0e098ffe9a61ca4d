// The agreement's terms. The holder notice is the FTC's required wording for consumer credit contracts
// a seller arranges (16 CFR 433.2); the rest is the product's plain-language agreement.
import { PRODUCT } from '../../../shared/product';
import type { ContractDocument } from './contract-document';

export interface ContractTerm {
  heading: string;
  text: string;
}

export const HOLDER_NOTICE =
  'NOTICE: ANY HOLDER OF THIS CONSUMER CREDIT CONTRACT IS SUBJECT TO ALL CLAIMS AND DEFENSES WHICH THE ' +
  'DEBTOR COULD ASSERT AGAINST THE SELLER OF GOODS OR SERVICES OBTAINED PURSUANT HERETO OR WITH THE ' +
  'PROCEEDS HEREOF. RECOVERY HEREUNDER BY THE DEBTOR SHALL NOT EXCEED AMOUNTS PAID BY THE DEBTOR HEREUNDER.';

export const NOTICE_TO_CUSTOMER =
  'NOTICE TO THE CUSTOMER: Do not sign this agreement before you read it or if it contains any blank ' +
  'spaces. You are entitled to an exact copy of the agreement you sign.';

export function contractTerms(document: ContractDocument): ContractTerm[] {
  const practice = document.practice.name;
  return [
    {
      heading: '1. Promise to pay',
      text:
        `You promise to pay ${practice} ("we", "us") the Total of Payments shown above, in the amounts and on ` +
        'the dates of the payment schedule, together with any fees this agreement lists. The Finance Charge ' +
        'is figured on the unpaid Amount Financed at the finance rate from the agreement date.',
    },
    {
      heading: '2. Automatic payments',
      text:
        'You authorize us and our servicer to take each scheduled payment, and each fee listed, from the ' +
        'payment method on file on or after its due date. A bank payment is debited by ACH on the due date or ' +
        'the next business day. You may change the payment method or revoke this authorization by calling ' +
        `${PRODUCT.supportPhone} (${PRODUCT.supportHours}) at least three business days before a due date; ` +
        'revoking it does not end your promise to pay.',
    },
    {
      heading: '3. Paying early',
      text:
        'You may pay all or part of the balance at any time without penalty. If you pay in full early, you ' +
        'will not owe the part of the Finance Charge that has not yet been earned.',
    },
    {
      heading: '4. Missed and returned payments',
      text:
        'If a payment is returned or declined we may present it again as the card network or NACHA rules ' +
        'allow. If you miss a payment we will contact you before taking further steps. If you do not pay as ' +
        'agreed, we may, after any notice and opportunity to cure the law requires, declare the unpaid balance ' +
        'due and refer the account for collection, to the extent the law allows.',
    },
    {
      heading: '5. Servicing and assignment',
      text:
        `${PRODUCT.name} services this agreement for ${practice}. We may assign this agreement; the ` +
        'holder notice below protects your claims and defenses against the practice.',
    },
    {
      heading: '6. Electronic records and signature',
      text:
        'If you sign electronically you agree that your electronic signature has the same effect as a ' +
        'handwritten one, and that we may provide this agreement and notices about it electronically. You ' +
        'may ask for a paper copy at no charge and withdraw your consent by calling us.',
    },
    {
      heading: '7. Governing law',
      text: `Federal law and the law of the state of ${document.practiceState} govern this agreement.`,
    },
  ];
}
