// The bank lookup behind GET lookup_aba (spec §7 Lookup: returns name and new_aba; spec §5 Bank:
// 'Enter a valid ABA number.', 'Bank not found...', and the replaced-number notice).
import { readFile } from 'node:fs/promises';
import { isValidAba } from '../../../shared/validation/formats';
import { importFedAchFile, type AbaRecord } from './fedach-file';

export interface AbaLookup {
  name: string;
  /** The routing number that replaced this one (spec §5 Bank 'You are using an old ABA number…'). */
  new_aba: string | null;
}

export interface AbaDirectory {
  /** null when the number is malformed or no bank has it. */
  lookup(aba: string): Promise<AbaLookup | null>;
}

/** Replacements can chain (a merger of a merged bank); a few hops reach the current number. */
const MAX_REPLACEMENTS = 5;

export class InMemoryAbaDirectory implements AbaDirectory {
  private readonly byRoutingNumber = new Map<string, AbaRecord>();

  constructor(records: AbaRecord[]) {
    // A main office record wins over a branch record of the same number.
    for (const record of records) {
      const known = this.byRoutingNumber.get(record.routing_number);
      if (!known || (known.office_code === 'B' && record.office_code === 'O')) {
        this.byRoutingNumber.set(record.routing_number, record);
      }
    }
  }

  get size(): number {
    return this.byRoutingNumber.size;
  }

  async lookup(aba: string): Promise<AbaLookup | null> {
    const record = isValidAba(aba) ? this.byRoutingNumber.get(aba) : undefined;
    if (!record) return null;
    return { name: record.customer_name, new_aba: this.currentNumber(record) };
  }

  private currentNumber(record: AbaRecord): string | null {
    let current = record.new_routing_number;
    for (let hop = 1; current !== null && hop < MAX_REPLACEMENTS; hop++) {
      const next = this.byRoutingNumber.get(current)?.new_routing_number ?? null;
      if (next === null) break;
      current = next;
    }
    return current;
  }
}

/** A directory read from a FedACH file on the first lookup, then kept in memory. */
export class FileAbaDirectory implements AbaDirectory {
  private loaded: Promise<InMemoryAbaDirectory> | null = null;

  constructor(readonly path: string) {}

  lookup(aba: string): Promise<AbaLookup | null> {
    // A failed read is not kept, so the next lookup tries the file again.
    this.loaded ??= loadAbaDirectoryFile(this.path).catch((error: unknown) => {
      this.loaded = null;
      throw error;
    });
    return this.loaded.then((directory) => directory.lookup(aba));
  }
}

export async function loadAbaDirectoryFile(path: string): Promise<InMemoryAbaDirectory> {
  return new InMemoryAbaDirectory(importFedAchFile(await readFile(path, 'latin1')));
}
