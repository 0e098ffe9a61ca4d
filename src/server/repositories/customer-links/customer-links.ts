// The customer's side of a link: finding it by the token's digest, using it up, and what the customer
// agreed to through it (customer_consents).
import type { Db } from '../../db/database';
import type { CustomerConsentKind, CustomerConsentsTable } from '../../db/schema-customer-consents';

export function findLinkByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('customer_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the link used if it still is usable; false when another request used or disabled it first. */
export async function markLinkUsed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_links')
    .set({ used_on: now })
    .where('id', '=', id)
    .where('used_on', 'is', null)
    .where('disabled_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a link this request marked used (at `usedOn`) but whose step failed. */
export async function markLinkUnused(db: Db, id: number, usedOn: string): Promise<void> {
  await db
    .updateTable('customer_links')
    .set({ used_on: null })
    .where('id', '=', id)
    .where('used_on', '=', usedOn)
    .execute();
}

export async function insertConsent(db: Db, consent: Omit<CustomerConsentsTable, 'id'>): Promise<void> {
  await db.insertInto('customer_consents').values(consent).execute();
}

export function consentOf(db: Db, linkId: number, kind: CustomerConsentKind) {
  return db
    .selectFrom('customer_consents')
    .selectAll()
    .where('customer_link_id', '=', linkId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function consentsOfContract(db: Db, contractId: number) {
  return db
    .selectFrom('customer_consents')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
}
