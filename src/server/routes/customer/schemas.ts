// Schemas of the customer pages' API (/api/customer): no session, the link's token is the permission.
import { bool, errorResponses, int, nullable, num, obj, str } from '../schemas';

export const tokenParams = obj({ token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } }, ['token']);

const section = obj({ heading: str, text: str }, ['heading', 'text']);
const money = num;

const plan = obj({
  agreement_description: str,
  billing_cycle: str,
  cash_price: money,
  down_payment: money,
  apr: nullable(num),
  finance_charge: money,
  financed_amount: money,
  total_of_payments: money,
  total_of_sale: money,
  number_of_payments: int,
  payment_amount: money,
  payment_amount_total: money,
  first_payment_due_date: nullable(str),
  last_payment_date: nullable(str),
  processing_fee: nullable(num),
  card_required: bool,
  bank_required: bool,
  two_methods_required: bool,
});

export const linkView = {
  200: obj(
    {
      purpose: { type: 'string', enum: ['csr', 'application', 'signature'] },
      practice: obj({ name: str, industry: str }, ['name', 'industry']),
      customer_first_name: str,
      csr: obj({ words: str }, ['words']),
      application: obj({ plan, prefill: obj({ first_name: str, last_name: str, zip: str }) }),
      signature: obj({
        disclosure: { type: 'array', items: section },
        agreement: str,
        consented: bool,
        signer_name: str,
        document_sha256: str,
      }),
    },
    ['purpose', 'practice', 'customer_first_name'],
  ),
  ...errorResponses,
} as const;

export const csrAnswerBody = obj({ agree: bool }, ['agree']);
export const csrAnswerResponse = {
  200: obj({ outcome: { type: 'string', enum: ['authorized', 'declined'] } }, ['outcome']),
  ...errorResponses,
} as const;

const methods = { type: 'array', maxItems: 4, items: { type: 'object', additionalProperties: true } };
export const applicationBody = obj({ banks: methods, cards: methods });
export const applicationResponse = {
  200: obj({ status: str, signing_path: str }, ['status', 'signing_path']),
  ...errorResponses,
} as const;

export const consentBody = obj({ code: { type: 'string', maxLength: 10 } }, ['code']);
export const consentResponse = { 200: obj({ consented: bool }, ['consented']), ...errorResponses } as const;

export const signatureBody = obj(
  {
    signature_name: { type: 'string', minLength: 1, maxLength: 120 },
    document_sha256: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
  },
  ['signature_name', 'document_sha256'],
);
export const signatureResponse = {
  200: obj({ status: str, signed_on: str }, ['status', 'signed_on']),
  ...errorResponses,
} as const;

export const pdfResponse = {
  200: { description: 'The PDF (application/pdf).', type: 'string', format: 'binary' },
  ...errorResponses,
} as const;
