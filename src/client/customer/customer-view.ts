// What GET /api/customer/links/{token} answers (src/server/services/customer-links/customer-view.ts).
export type LinkPurpose = 'csr' | 'application' | 'signature';

export interface Plan {
  agreement_description: string;
  billing_cycle: string;
  cash_price: number;
  down_payment: number;
  apr: number | null;
  finance_charge: number;
  financed_amount: number;
  total_of_payments: number;
  total_of_sale: number;
  number_of_payments: number;
  payment_amount: number;
  payment_amount_total: number;
  first_payment_due_date: string | null;
  last_payment_date: string | null;
  processing_fee: number | null;
  card_required: boolean;
  bank_required: boolean;
  two_methods_required: boolean;
}

export interface CustomerLinkView {
  purpose: LinkPurpose;
  practice: { name: string; industry: string };
  customer_first_name: string;
  csr?: { words: string };
  application?: { plan: Plan; prefill: { first_name: string; last_name: string; zip: string } };
  signature?: {
    disclosure: { heading: string; text: string }[];
    agreement: string;
    consented: boolean;
    signer_name: string;
    document_sha256: string;
  };
}

/** /c/csr/{token}, /c/application/{token}, /c/sign/{token} (the links the practice sends). */
export function linkFromPath(pathname: string): { purpose: LinkPurpose; token: string } | null {
  const match = /^\/c\/(csr|application|sign)\/([\w-]+)\/?$/.exec(pathname);
  if (!match) return null;
  return { purpose: match[1] === 'sign' ? 'signature' : (match[1] as LinkPurpose), token: match[2] };
}

/** YYYY-MM-DD shown MM/DD/YYYY (spec §9). */
export function formatDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}
