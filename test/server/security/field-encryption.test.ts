import {
  createFieldEncryption,
  FieldDecryptionError,
  isFieldToken,
  tokenKeyId,
} from '../../../src/server/security/field-encryption';
import { legacyEncrypt } from './legacy-tokens';

const fields = createFieldEncryption('test-key-for-field-encryption');

/** Written by the first version (before key ids) with 'test-key-for-field-encryption': stored data. */
const V1_SSN = 'v1:oYSzKPYranxeZOGWwm9iWINxkObQ4lT4m4jhwyEGr1owtcfIHg==';
const V1_CARD = 'v1:q323AZ7KN5y+DcLhnlAve7T/JjLukwJxc/vD5db6tY+bhLWaGyX790/DYZY=';
/** The first version's fingerprint of 4111111111111111 under the same key. */
const V1_CARD_FINGERPRINT = 'd7d9c885db0fff10b6fa456696642b203b348a4d8f0d27976239ef0bba435dc7';

/** The base64 body of a v2 token. */
const bodyOf = (token: string) => token.split(':')[2];

describe('encryptField and decryptField', () => {
  it('round-trip an SSN, a card number and text with accents', () => {
    for (const plain of ['123-45-6789', '4111111111111111', 'José Ñúñez', '']) {
      expect(fields.decryptField(fields.encryptField(plain))).toBe(plain);
    }
  });

  it('write a versioned token naming its key, that never holds the plain text', () => {
    const token = fields.encryptField('123456789');
    expect(token).toMatch(/^v2:[0-9a-f]{8}:[A-Za-z0-9+/]+=*$/);
    expect(tokenKeyId(token)).toBe(fields.currentKeyId);
    expect(isFieldToken(token)).toBe(true);
    expect(token).not.toContain('123456789');
    expect(Buffer.from(bodyOf(token), 'base64').toString('latin1')).not.toContain('123456789');
  });

  it('use a fresh IV each time, so equal values do not look equal', () => {
    const a = fields.encryptField('4111111111111111');
    const b = fields.encryptField('4111111111111111');
    expect(a).not.toBe(b);
    expect(Buffer.from(bodyOf(a), 'base64').subarray(0, 12)).not.toEqual(
      Buffer.from(bodyOf(b), 'base64').subarray(0, 12),
    );
  });

  it('detect tampering with the ciphertext, the tag or the IV', () => {
    const token = fields.encryptField('123-45-6789');
    const bytes = Buffer.from(bodyOf(token), 'base64');
    for (const position of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[position] ^= 0x01;
      expect(() => fields.decryptField(`v2:${fields.currentKeyId}:${altered.toString('base64')}`)).toThrow(
        FieldDecryptionError,
      );
    }
  });

  it('authenticate the header: the body under another key id or as a v1 token does not open', () => {
    const token = fields.encryptField('123-45-6789');
    const rotated = createFieldEncryption('a-new-key', ['test-key-for-field-encryption']);
    const newId = rotated.currentKeyId;
    expect(() => rotated.decryptField(`v2:${newId}:${bodyOf(token)}`)).toThrow(FieldDecryptionError);
    expect(() => fields.decryptField(`v1:${bodyOf(token)}`)).toThrow(FieldDecryptionError);
  });

  it('refuse a token made with another key, naming that key', () => {
    const other = createFieldEncryption('another-key');
    const token = other.encryptField('123-45-6789');
    expect(() => fields.decryptField(token)).toThrow(FieldDecryptionError);
    try {
      fields.decryptField(token);
    } catch (error) {
      expect((error as FieldDecryptionError).keyId).toBe(other.currentKeyId);
    }
  });

  it('refuse what is not a token: unknown version, truncated, plain text', () => {
    const body = bodyOf(fields.encryptField('x'));
    const id = fields.currentKeyId;
    for (const bad of [
      `v3:${id}:${body}`,
      `v2:${id}:AAAA`,
      `v2:${body}`,
      '123-45-6789',
      `v2:${id}:${body}:x`,
    ]) {
      expect(() => fields.decryptField(bad)).toThrow(FieldDecryptionError);
    }
    expect(isFieldToken('123-45-6789')).toBe(false);
    expect(tokenKeyId('123-45-6789')).toBeNull();
  });

  it('need a key', () => {
    expect(() => createFieldEncryption('')).toThrow('An encryption key is required');
  });
});

describe('key ids', () => {
  it('are 8 hex digits derived from the key: stable, different per key, never the key', () => {
    expect(fields.currentKeyId).toMatch(/^[0-9a-f]{8}$/);
    expect(createFieldEncryption('test-key-for-field-encryption').currentKeyId).toBe(fields.currentKeyId);
    expect(createFieldEncryption('another-key').currentKeyId).not.toBe(fields.currentKeyId);
    expect(fields.keyIds).toEqual([fields.currentKeyId]);
  });

  it('list the current key first, then the previous ones, each once', () => {
    const a = createFieldEncryption('key-a');
    const b = createFieldEncryption('key-b');
    const both = createFieldEncryption('key-b', ['key-a', 'key-b', 'key-a', '']);
    expect(both.keyIds).toEqual([b.currentKeyId, a.currentKeyId]);
  });
});

describe('tokens written before key ids (v1)', () => {
  it('stay readable with the key that wrote them, current or previous', () => {
    expect(isFieldToken(V1_SSN)).toBe(true);
    expect(fields.decryptField(V1_SSN)).toBe('123456789');
    expect(fields.readerOf(V1_CARD)).toBe(fields.currentKeyId);
    const rotated = createFieldEncryption('a-new-key', ['test-key-for-field-encryption']);
    expect(rotated.decryptField(V1_CARD)).toBe('4111111111111111');
    expect(rotated.readerOf(V1_CARD)).toBe(fields.currentKeyId);
    expect(rotated.isCurrent(V1_CARD)).toBe(false);
  });

  it('are what the tests write as old data (legacy-tokens.ts)', () => {
    const token = legacyEncrypt('test-key-for-field-encryption', '000123456789');
    expect(token).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(fields.decryptField(token)).toBe('000123456789');
  });

  it('are refused by other keys', () => {
    const other = createFieldEncryption('another-key');
    expect(() => other.decryptField(V1_SSN)).toThrow(FieldDecryptionError);
    expect(other.readerOf(V1_SSN)).toBeNull();
  });
});

describe('rotation: a new key writes, the previous ones read', () => {
  const old = createFieldEncryption('key-a');
  const rotated = createFieldEncryption('key-b', ['key-a']);

  it('reads the tokens of the previous key and writes under the new one', () => {
    const stored = old.encryptField('000123456789');
    expect(rotated.decryptField(stored)).toBe('000123456789');
    expect(rotated.readerOf(stored)).toBe(old.currentKeyId);
    expect(rotated.isCurrent(stored)).toBe(false);
    const written = rotated.encryptField('000123456789');
    expect(tokenKeyId(written)).toBe(rotated.currentKeyId);
    expect(rotated.isCurrent(written)).toBe(true);
    expect(() => old.decryptField(written)).toThrow(FieldDecryptionError);
  });

  it('gives the fingerprints under every configured key, the stored one (current) first', () => {
    expect(rotated.fieldFingerprints('4111111111111111')).toEqual([
      rotated.fieldFingerprint('4111111111111111'),
      old.fieldFingerprint('4111111111111111'),
    ]);
    expect(rotated.fieldFingerprint('4111111111111111')).toBe(
      createFieldEncryption('key-b').fieldFingerprint('4111111111111111'),
    );
  });
});

describe('fieldFingerprint (blind index)', () => {
  it('is the same for the same value and key, so uniqueness can be checked without decrypting', () => {
    expect(fields.fieldFingerprint('4111111111111111')).toBe(fields.fieldFingerprint('4111111111111111'));
    expect(fields.fieldFingerprint('4111111111111111')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is unchanged from the first version, so stored fingerprints keep matching', () => {
    expect(fields.fieldFingerprint('4111111111111111')).toBe(V1_CARD_FINGERPRINT);
  });

  it('differs between values and between keys', () => {
    expect(fields.fieldFingerprint('4111111111111111')).not.toBe(fields.fieldFingerprint('5555555555554444'));
    const other = createFieldEncryption('another-key');
    expect(other.fieldFingerprint('4111111111111111')).not.toBe(fields.fieldFingerprint('4111111111111111'));
  });
});
