// The first token format (`v1:` + base64(iv ‖ tag ‖ ciphertext), no key id), written as the first
// version of security/field-encryption.ts wrote it: stored data the current code must keep reading.
// field-encryption.test.ts checks tokens that version really wrote.
import { createCipheriv, hkdfSync, randomBytes, scryptSync } from 'node:crypto';

export function legacyEncrypt(encryptionKey: string, plain: string): string {
  const master = scryptSync(encryptionKey, 'payplan/field-encryption/2026', 32);
  const key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'v1/aes-256-gcm', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}
