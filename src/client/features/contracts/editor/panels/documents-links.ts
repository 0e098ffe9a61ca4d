// The stored documents of a contract and where each is read (spec §3 has_pdf, has_photo,
// adverseletter_url; GET contract_document/{id}/{kind}).
import { contractDocumentHref, type ContractView } from '../../../../api/contracts';

export interface ContractDocumentLink {
  label: string;
  href: string;
}

/** Signed by e-signature: the signed copy is stored; a paper copy signed is uploaded instead. */
const eSigned = (c: ContractView) => Boolean(c.signed_on) && c.has_photo !== true;

/** The contract PDF: the signed copy once signed, else the contract as printed or sent. */
export function contractPdfHref(c: ContractView): string | null {
  if (c.has_pdf !== true) return null;
  return contractDocumentHref(c.id, eSigned(c) ? 'signed' : 'contract');
}

export function adverseLetterHref(c: ContractView): string | null {
  return c.adverseletter_url ? contractDocumentHref(c.id, 'adverse') : null;
}

export function contractDocuments(c: ContractView): ContractDocumentLink[] {
  const links: (ContractDocumentLink | null)[] = [
    c.has_pdf === true ? { label: 'Contract PDF', href: contractDocumentHref(c.id, 'contract') } : null,
    c.has_pdf === true && eSigned(c)
      ? { label: 'Signed contract', href: contractDocumentHref(c.id, 'signed') }
      : null,
    c.has_photo === true
      ? { label: 'Uploaded signed copy', href: contractDocumentHref(c.id, 'upload') }
      : null,
    c.adverseletter_url
      ? { label: 'Adverse action letter', href: contractDocumentHref(c.id, 'adverse') }
      : null,
  ];
  return links.filter((link): link is ContractDocumentLink => link !== null);
}
