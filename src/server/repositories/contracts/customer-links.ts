// Links sent to the customer (authorize the CSR, complete the application, e-sign); only hashes kept.
import type { Db } from '../../db/database';
import type { CustomerLinksTable } from '../../db/schema-contracts';

export async function insertCustomerLink(db: Db, link: Omit<CustomerLinksTable, 'id'>): Promise<void> {
  await db.insertInto('customer_links').values(link).execute();
}

/** spec §4 UNDO-SUBMIT: links already sent stop working. */
export async function disableSentLinks(db: Db, contractId: number, now: string): Promise<void> {
  await db
    .updateTable('customer_links')
    .set({ disabled_on: now })
    .where('contract_id', '=', contractId)
    .where('used_on', 'is', null)
    .where('disabled_on', 'is', null)
    .execute();
}
