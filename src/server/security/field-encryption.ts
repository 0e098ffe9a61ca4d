// Field encryption for SSNs, bank account and card numbers (ARCHITECTURE.md "Security model": encrypted
// at rest with AES-256-GCM, key from the environment). Tokens are versioned so the key can be rotated.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, scryptSync } from 'node:crypto';

/** Fixed application salt: the secret is ENCRYPTION_KEY; the salt only separates this product's keys. */
const APP_SALT = 'payplan/field-encryption/2026';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class FieldDecryptionError extends Error {
  constructor() {
    super('The encrypted field cannot be read: wrong key, damaged or not a field token.');
    this.name = 'FieldDecryptionError';
  }
}

export interface FieldEncryption {
  /** 'v1:' + base64(iv ‖ tag ‖ ciphertext), with a fresh random IV each time. */
  encryptField(plain: string): string;
  /** The plain text; throws FieldDecryptionError when the token was altered or the key differs. */
  decryptField(token: string): string;
  /**
   * A blind index: HMAC-SHA256 (hex) under its own key, equal for equal inputs, so a column can be
   * searched or kept unique without decrypting. Pass the canonical form (e.g. digits only).
   */
  fieldFingerprint(plain: string): string;
}

/**
 * Derives the keys once: scrypt stretches the ENCRYPTION_KEY string (it may be a passphrase), HKDF
 * then splits it into independent keys for encryption and for the blind index.
 */
export function createFieldEncryption(encryptionKey: string): FieldEncryption {
  if (!encryptionKey) throw new Error('An encryption key is required');
  const master = scryptSync(encryptionKey, APP_SALT, 32);
  const subkey = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  const cipherKey = subkey(`${VERSION}/aes-256-gcm`);
  const indexKey = subkey(`${VERSION}/blind-index`);

  return {
    encryptField(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
    },

    decryptField(token) {
      const [version, body, ...rest] = token.split(':');
      if (version !== VERSION || body === undefined || rest.length > 0) throw new FieldDecryptionError();
      const bytes = Buffer.from(body, 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new FieldDecryptionError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', cipherKey, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new FieldDecryptionError();
      }
    },

    fieldFingerprint(plain) {
      return createHmac('sha256', indexKey).update(plain, 'utf8').digest('hex');
    },
  };
}

/** Whether a stored value is an encryption token (and so must never be shown as it is). */
export function isFieldToken(value: string): boolean {
  return value.startsWith(`${VERSION}:`);
}
