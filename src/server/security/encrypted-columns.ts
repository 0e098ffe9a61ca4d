// Every column that holds field-encryption tokens, with its blind index when it has one: what the key
// check samples and `npm run keys:reencrypt` rewrites. A new encrypted column must be added here
// (test/server/security/key-rotation.test.ts fails on a token found anywhere else).
export interface EncryptedColumn {
  table: 'contracts' | 'banks' | 'cards';
  /** The token column (`v2:<key id>:…`, or `v1:…` from before key ids). */
  token: string;
  /** The fingerprint of the same plain text (fieldFingerprint), rewritten with the token; null if none. */
  fingerprint: string | null;
}

export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [
  { table: 'contracts', token: 'customer_ssn_encrypted', fingerprint: 'customer_ssn_fingerprint' },
  { table: 'contracts', token: 'guarantor_ssn_encrypted', fingerprint: 'guarantor_ssn_fingerprint' },
  { table: 'banks', token: 'account_number_encrypted', fingerprint: null },
  { table: 'cards', token: 'card_number_encrypted', fingerprint: 'card_number_fingerprint' },
];

/** `table.column`, for messages. */
export const columnName = (column: EncryptedColumn) => `${column.table}.${column.token}`;
