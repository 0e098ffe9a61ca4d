// Provider callbacks (src/server/providers/payments/README.md "Callbacks"): every event a provider
// reports later is kept once per (provider, event_id) and applied by the `providers.callback` job;
// card charges learn their transaction id, settlement and dispute.
import { sql } from 'kysely';
import { type AnyDb, isPg, timestamp, withId } from './portable';

export async function up(db: AnyDb): Promise<void> {
  let events = withId(db, db.schema.createTable('provider_events'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addUniqueConstraint('provider_events_provider_event_id', ['provider', 'event_id']);
  events = timestamp(events, 'received_on');
  await timestamp(events, 'applied_on', false).execute();

  for (const column of ['transaction_id', 'settled_on', 'disputed_on', 'dispute_reason']) {
    await db.schema.alterTable('card_charges').addColumn(column, 'text').execute();
  }
  // Charges approved before this migration: their transaction id is in the stored answer.
  const transactionId = isPg(db)
    ? sql`(result::json ->> 'transactionId')`
    : sql`json_extract(result, '$.transactionId')`;
  await sql`update card_charges set transaction_id = ${transactionId} where result like '%"approved":true%'`.execute(
    db,
  );
  await db.schema
    .createIndex('card_charges_transaction_id')
    .on('card_charges')
    .column('transaction_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('card_charges_transaction_id').execute();
  for (const column of ['dispute_reason', 'disputed_on', 'settled_on', 'transaction_id']) {
    await db.schema.alterTable('card_charges').dropColumn(column).execute();
  }
  await db.schema.dropTable('provider_events').execute();
}
