// GET /api/customer/links/{token}: what the customer page shows for the link's step; the practice's
// name always, the exact words to agree to, the plan, or the signing state.
import { businessToday } from '../../../shared/calendar';
import { signerFullName } from '../../../shared/e-signature';
import type { Industry } from '../../../shared/facility';
import type { CustomerLinkPurpose } from '../../db/schema-contracts';
import { findLinkByTokenHash } from '../../repositories/customer-links/customer-links';
import { documentHash } from '../../providers/documents';
import type { ContractDeps } from '../contracts/deps';
import { digest } from '../tokens';
import { customerName, openLink } from './link-access';
import { planView, type PlanView } from './plan-view';
import { agreementPdf, hasEsignConsent, signerOf } from './signing';
import { csrAuthorizationWords, ESIGN_AGREEMENT, esignDisclosure, type DisclosureSection } from './wording';

export interface CustomerLinkView {
  purpose: CustomerLinkPurpose;
  practice: { name: string; industry: Industry };
  customer_first_name: string;
  csr?: { words: string };
  application?: { plan: PlanView; prefill: { first_name: string; last_name: string; zip: string } };
  signature?: {
    disclosure: DisclosureSection[];
    agreement: string;
    consented: boolean;
    signer_name: string;
    document_sha256: string;
  };
}

export async function customerLinkView(deps: ContractDeps, token: string): Promise<CustomerLinkView> {
  const purpose = (await findLinkByTokenHash(deps.db, digest(token)))?.purpose ?? 'csr';
  const { link, scope } = await openLink(deps.db, token, purpose, new Date());
  const d = scope.data;
  const view: CustomerLinkView = {
    purpose,
    practice: { name: scope.facility.name, industry: scope.facility.industry },
    customer_first_name: String(d.customer_first_name ?? ''),
  };
  if (purpose === 'csr') {
    view.csr = { words: csrAuthorizationWords(customerName(scope), scope.facility.name) };
  } else if (purpose === 'application') {
    view.application = {
      plan: planView(scope, businessToday()),
      prefill: {
        first_name: String(d.customer_first_name ?? ''),
        last_name: String(d.customer_last_name ?? ''),
        zip: String(d.customer_zip ?? ''),
      },
    };
  } else {
    view.signature = {
      disclosure: esignDisclosure(scope.facility.name),
      agreement: ESIGN_AGREEMENT,
      consented: await hasEsignConsent(deps, link),
      signer_name: signerFullName(signerOf(scope)),
      document_sha256: documentHash(await agreementPdf(deps, scope)),
    };
  }
  return view;
}
