// The record of charges by idempotency key, so asking again never charges twice. The contract service
// backs it with a database table (unique on the key) so a retry from any server process is answered
// from it; the sandbox's default keeps it in process memory.
import type { ChargeResult } from './payments-provider';

/** What one charge attempt was and how it ended; never the card number or the security code. */
export interface ChargeLedgerEntry {
  amountCents: number;
  last4: string;
  result: ChargeResult;
  /** ISO 8601. */
  chargedAt: string;
}

export interface ChargeLedger {
  find(idempotencyKey: string): Promise<ChargeLedgerEntry | null>;
  save(idempotencyKey: string, entry: ChargeLedgerEntry): Promise<void>;
}

export class InMemoryChargeLedger implements ChargeLedger {
  private readonly entries = new Map<string, ChargeLedgerEntry>();

  async find(idempotencyKey: string): Promise<ChargeLedgerEntry | null> {
    return this.entries.get(idempotencyKey) ?? null;
  }

  async save(idempotencyKey: string, entry: ChargeLedgerEntry): Promise<void> {
    this.entries.set(idempotencyKey, entry);
  }

  /** For tests: everything the ledger holds. */
  all(): [string, ChargeLedgerEntry][] {
    return [...this.entries];
  }
}
