// What the customer agreed to or declined on the customer pages (reference/README.md "Consent"): the
// soft credit check authorization (FCRA 604(a)(2)), the ESIGN consent (15 U.S.C. 7001(c)) and the
// signature; each with its time, IP address, browser and the exact words (or the name typed).
import { fk, flag, timestamp, withId, type AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  const table = fk(
    fk(withId(db, db.schema.createTable('customer_consents')), 'contract_id', 'contracts.id'),
    'customer_link_id',
    'customer_links.id',
  )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull());
  await timestamp(flag(table, 'agreed'), 'at').execute();
  await db.schema
    .createIndex('customer_consents_contract')
    .on('customer_consents')
    .columns(['contract_id', 'kind'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('customer_consents').execute();
}
