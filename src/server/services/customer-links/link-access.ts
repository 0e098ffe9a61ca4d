// Opening a customer link: the token's digest finds it; an expired, used or disabled link (UNDO-SUBMIT,
// a newer link, deletion) answers 410, so the customer knows to ask the practice for a new one.
import { deriveRights } from '../../../shared/permissions';
import type { Db } from '../../db/database';
import type { CustomerLinkPurpose, CustomerLinksTable } from '../../db/schema-contracts';
import type { Selectable } from 'kysely';
import { findFacility } from '../../repositories/facilities';
import { contractDataOf } from '../../repositories/contracts/contract-mapping';
import { findContract } from '../../repositories/contracts/contracts';
import { banksOf, cardsOf } from '../../repositories/contracts/payment-methods';
import {
  findLinkByTokenHash,
  markLinkUnused,
  markLinkUsed,
} from '../../repositories/customer-links/customer-links';
import { HttpError } from '../http-error';
import type { ContractScope } from '../contracts/scope';
import type { Actor } from '../contracts/transitions';
import { digest } from '../tokens';

export const LINK_GONE =
  'This link has expired or is no longer valid. Please contact the practice for a new link.';

/** History rows of customer events have no user (machines/LIFECYCLE.md History rule). */
export const CUSTOMER: Actor = { userId: null, impersonatorId: null };

export type CustomerLink = Selectable<CustomerLinksTable>;

export interface OpenLink {
  link: CustomerLink;
  scope: ContractScope;
}

/** Who answered through the link, for the consent records. */
export interface CustomerClient {
  ip: string;
  userAgent: string;
}

const gone = () => new HttpError(410, LINK_GONE);

/**
 * The link and its contract. `afterUse` lets a used link through (the signed copy stays downloadable
 * from the signing link until it expires); a disabled or expired link never is.
 */
export async function openLink(
  db: Db,
  token: string,
  purpose: CustomerLinkPurpose,
  now: Date,
  afterUse = false,
): Promise<OpenLink> {
  const link = await findLinkByTokenHash(db, digest(token));
  if (!link || link.purpose !== purpose || link.disabled_on !== null) throw gone();
  if (link.expires_on <= now.toISOString() || (link.used_on !== null && !afterUse)) throw gone();
  const row = await findContract(db, link.contract_id);
  const facility = row ? await findFacility(db, row.facility_id) : undefined;
  if (!row || !facility || row.is_deleted === 1) throw gone();
  const [banks, cards] = await Promise.all([banksOf(db, row.id), cardsOf(db, row.id)]);
  // The customer holds no rights of spec §6: the link itself is the permission for its one step.
  const rights = deriveRights({
    hasAccount: false,
    multifactorPending: false,
    termsAccepted: false,
    permissions: [],
    clientId: row.client_id,
    facilityId: row.facility_id,
  });
  return { link, scope: { row, data: contractDataOf(row), facility, banks, cards, rights } };
}

/** Uses the link up inside the step's transaction; 410 when another request got there first. */
export async function useLink(trx: Db, link: CustomerLink, now: Date): Promise<void> {
  if (!(await markLinkUsed(trx, link.id, now.toISOString()))) throw gone();
}

/**
 * Claims the link for a step with an outside effect (the card charge), before that effect: a conditional
 * update, so of submissions racing on one link only one gets past (the others get 410).
 */
export const claimLink = useLink;

/** Gives the claimed link back when the step failed (a declined card), so the customer can try again. */
export async function releaseLink(db: Db, link: CustomerLink, claimedAt: Date): Promise<void> {
  await markLinkUnused(db, link.id, claimedAt.toISOString());
}

export function customerName(scope: ContractScope): string {
  const d = scope.data;
  return [d.customer_first_name, d.customer_last_name].filter((p) => typeof p === 'string' && p).join(' ');
}
