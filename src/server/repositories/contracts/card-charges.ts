// The payments provider's ChargeLedger over the card_charges table (unique key), so a retry from
// any server process is answered from it (providers/payments/README.md).
import type { Db } from '../../db/database';
import type { ChargeLedger, ChargeLedgerEntry, ChargeResult } from '../../providers/payments';

export class DbChargeLedger implements ChargeLedger {
  constructor(private readonly db: Db) {}

  async find(idempotencyKey: string): Promise<ChargeLedgerEntry | null> {
    const row = await this.db
      .selectFrom('card_charges')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (!row) return null;
    return {
      amountCents: Number(row.amount_cents),
      last4: row.last4,
      result: JSON.parse(row.result) as ChargeResult,
      chargedAt: row.charged_at,
    };
  }

  async save(idempotencyKey: string, entry: ChargeLedgerEntry): Promise<void> {
    await this.db
      .insertInto('card_charges')
      .values({
        idempotency_key: idempotencyKey,
        amount_cents: entry.amountCents,
        last4: entry.last4,
        result: JSON.stringify(entry.result),
        charged_at: entry.chargedAt,
        transaction_id: entry.result.approved ? entry.result.transactionId : null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
  }
}
