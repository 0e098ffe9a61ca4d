// Field encryption for SSNs, bank account and card numbers (ARCHITECTURE.md "Security model": encrypted
// at rest with AES-256-GCM, key from the environment). Each token names the key that made it, so the key
// can be rotated: ENCRYPTION_KEY writes, the keys of ENCRYPTION_KEY_PREVIOUS still read (README.md here).
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, scryptSync } from 'node:crypto';

/** Fixed application salt: the secret is ENCRYPTION_KEY; the salt only separates this product's keys. */
const APP_SALT = 'payplan/field-encryption/2026';
/** `v1:` + base64: the first tokens, without a key id; read with whichever configured key opens them. */
const LEGACY = 'v1';
/** `v2:` + key id + `:` + base64; the `v2:<key id>` header is authenticated too (GCM additional data). */
const VERSION = 'v2';
const KEY_ID = /^[0-9a-f]{8}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class FieldDecryptionError extends Error {
  /** The id of the key the token names, when it names one (v2). */
  readonly keyId: string | null;

  constructor(keyId: string | null = null) {
    super('The encrypted field cannot be read: wrong key, damaged or not a field token.');
    this.name = 'FieldDecryptionError';
    this.keyId = keyId;
  }
}

export interface FieldEncryption {
  /** The id of ENCRYPTION_KEY, the key new values are written with (8 hex digits). */
  readonly currentKeyId: string;
  /** Every configured key's id: the current one first, then ENCRYPTION_KEY_PREVIOUS in order. */
  readonly keyIds: readonly string[];
  /** 'v2:<current key id>:' + base64(iv ‖ tag ‖ ciphertext), with a fresh random IV each time. */
  encryptField(plain: string): string;
  /**
   * The plain text, read with the key the token names (a `v1:` token: with any configured key);
   * throws FieldDecryptionError when that key is not configured, the token was altered or is none.
   */
  decryptField(token: string): string;
  /**
   * The blind index to store: HMAC-SHA256 (hex) under the current key's own index key, equal for equal
   * inputs, so a column can be searched or kept unique without decrypting. Pass the canonical form.
   */
  fieldFingerprint(plain: string): string;
  /**
   * The fingerprints to look a value up by: under the current key first, then under each previous key
   * (a value stored before the rotation keeps its old fingerprint until `npm run keys:reencrypt`).
   */
  fieldFingerprints(plain: string): string[];
  /** Whether the token is already written with the current key (nothing to re-encrypt). */
  isCurrent(token: string): boolean;
  /** The id of the configured key that reads the token, or null when none does. */
  readerOf(token: string): string | null;
}

interface FieldKey {
  id: string;
  cipherKey: Buffer;
  indexKey: Buffer;
}

/**
 * scrypt stretches the key string (it may be a passphrase), HKDF splits it into independent keys for
 * encryption and for the blind index (the same derivation as the `v1:` tokens, so the same key reads
 * both), and an HMAC of it under a fixed label gives the public key id: it names the key, and reveals
 * nothing of it.
 */
function deriveKey(secret: string): FieldKey {
  const master = scryptSync(secret, APP_SALT, 32);
  const subkey = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  return {
    id: createHmac('sha256', master).update('payplan/key-id').digest('hex').slice(0, 8),
    cipherKey: subkey('v1/aes-256-gcm'),
    indexKey: subkey('v1/blind-index'),
  };
}

function seal(key: FieldKey, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const header = `${VERSION}:${key.id}`;
  const cipher = createCipheriv('aes-256-gcm', key.cipherKey, iv);
  cipher.setAAD(Buffer.from(header, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${header}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

/** The plain text, or null when this key does not open the body (wrong key, altered, too short). */
function open(key: FieldKey, body: string, header: string | null): string | null {
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.cipherKey, bytes.subarray(0, IV_BYTES));
    if (header !== null) decipher.setAAD(Buffer.from(header, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** How every token written with the key starts (to find them in SQL: `like 'v2:<id>:%'`). */
export const tokenPrefixOf = (keyId: string) => `${VERSION}:${keyId}:`;

/** How every token written before key ids starts. */
export const LEGACY_TOKEN_PREFIX = `${LEGACY}:`;

/** The key id a `v2:` token names (configured or not); null for a `v1:` token or anything else. */
export function tokenKeyId(token: string): string | null {
  const [version, id, body, ...rest] = token.split(':');
  return version === VERSION && KEY_ID.test(id ?? '') && body !== undefined && rest.length === 0 ? id : null;
}

/**
 * Derives the keys once. `encryptionKey` (ENCRYPTION_KEY) writes and reads; each of `previousKeys`
 * (ENCRYPTION_KEY_PREVIOUS) only reads the tokens it wrote, until `npm run keys:reencrypt` moved them.
 */
export function createFieldEncryption(
  encryptionKey: string,
  previousKeys: readonly string[] = [],
): FieldEncryption {
  if (!encryptionKey) throw new Error('An encryption key is required');
  const keys: FieldKey[] = [];
  const secrets = new Set<string>();
  for (const secret of [encryptionKey, ...previousKeys]) {
    if (!secret || secrets.has(secret)) continue;
    secrets.add(secret);
    const key = deriveKey(secret);
    if (keys.some((k) => k.id === key.id)) {
      throw new Error(`Two configured encryption keys have the same id ${key.id}: choose another new key.`);
    }
    keys.push(key);
  }
  const current = keys[0];
  const byId = new Map(keys.map((k) => [k.id, k]));

  function read(token: string): { keyId: string; plain: string } | null {
    const parts = token.split(':');
    if (parts[0] === LEGACY && parts.length === 2) {
      for (const key of keys) {
        const plain = open(key, parts[1], null);
        if (plain !== null) return { keyId: key.id, plain };
      }
      return null;
    }
    const id = tokenKeyId(token);
    const key = id === null ? undefined : byId.get(id);
    const plain = key ? open(key, parts[2], `${VERSION}:${key.id}`) : null;
    return key && plain !== null ? { keyId: key.id, plain } : null;
  }

  const fingerprint = (key: FieldKey, plain: string) =>
    createHmac('sha256', key.indexKey).update(plain, 'utf8').digest('hex');

  return {
    currentKeyId: current.id,
    keyIds: keys.map((k) => k.id),

    encryptField: (plain) => seal(current, plain),

    decryptField(token) {
      const result = read(token);
      if (result === null) throw new FieldDecryptionError(tokenKeyId(token));
      return result.plain;
    },

    fieldFingerprint: (plain) => fingerprint(current, plain),

    fieldFingerprints: (plain) => keys.map((key) => fingerprint(key, plain)),

    isCurrent: (token) => tokenKeyId(token) === current.id,

    readerOf: (token) => read(token)?.keyId ?? null,
  };
}

/** Whether a stored value is an encryption token (and so must never be shown as it is). */
export function isFieldToken(value: string): boolean {
  return value.startsWith(`${VERSION}:`) || value.startsWith(`${LEGACY}:`);
}
