// The encryption keys that wrote to this database (migration 2026_11_26_0500; security/README.md "Which
// key reads this database"): only their public ids, never a key.
import type { IsoTimestamp } from './schema';

export interface EncryptionKeysTable {
  /** The key's public id (8 hex digits, as in the `v2:<key id>:` tokens). */
  key_id: string;
  /** When a server or command first wrote with it, or first found values written with it. */
  first_used_on: IsoTimestamp;
  /** When `npm run keys:reencrypt` left no value under it; null while values may still be. */
  retired_on: IsoTimestamp | null;
}

export interface EncryptionKeyTables {
  encryption_keys: EncryptionKeysTable;
}
