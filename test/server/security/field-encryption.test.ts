import {
  createFieldEncryption,
  FieldDecryptionError,
  isFieldToken,
} from '../../../src/server/security/field-encryption';

const fields = createFieldEncryption('test-key-for-field-encryption');

describe('encryptField and decryptField', () => {
  it('round-trip an SSN, a card number and text with accents', () => {
    for (const plain of ['123-45-6789', '4111111111111111', 'José Ñúñez', '']) {
      expect(fields.decryptField(fields.encryptField(plain))).toBe(plain);
    }
  });

  it('write a versioned token that never holds the plain text', () => {
    const token = fields.encryptField('123456789');
    expect(token).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(isFieldToken(token)).toBe(true);
    expect(token).not.toContain('123456789');
    expect(Buffer.from(token.slice(3), 'base64').toString('latin1')).not.toContain('123456789');
  });

  it('use a fresh IV each time, so equal values do not look equal', () => {
    const a = fields.encryptField('4111111111111111');
    const b = fields.encryptField('4111111111111111');
    expect(a).not.toBe(b);
    expect(Buffer.from(a.slice(3), 'base64').subarray(0, 12)).not.toEqual(
      Buffer.from(b.slice(3), 'base64').subarray(0, 12),
    );
  });

  it('detect tampering with the ciphertext, the tag or the IV', () => {
    const token = fields.encryptField('123-45-6789');
    const bytes = Buffer.from(token.slice(3), 'base64');
    for (const position of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[position] ^= 0x01;
      expect(() => fields.decryptField(`v1:${altered.toString('base64')}`)).toThrow(FieldDecryptionError);
    }
  });

  it('refuse a token made with another key', () => {
    const other = createFieldEncryption('another-key');
    expect(() => fields.decryptField(other.encryptField('123-45-6789'))).toThrow(FieldDecryptionError);
  });

  it('refuse what is not a token: unknown version, truncated, plain text', () => {
    const body = fields.encryptField('x').slice(3);
    for (const bad of [`v2:${body}`, 'v1:AAAA', '123-45-6789', `v1:${body}:extra`]) {
      expect(() => fields.decryptField(bad)).toThrow(FieldDecryptionError);
    }
    expect(isFieldToken('123-45-6789')).toBe(false);
  });

  it('need a key', () => {
    expect(() => createFieldEncryption('')).toThrow('An encryption key is required');
  });
});

describe('fieldFingerprint (blind index)', () => {
  it('is the same for the same value and key, so uniqueness can be checked without decrypting', () => {
    expect(fields.fieldFingerprint('4111111111111111')).toBe(fields.fieldFingerprint('4111111111111111'));
    expect(fields.fieldFingerprint('4111111111111111')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs between values and between keys', () => {
    expect(fields.fieldFingerprint('4111111111111111')).not.toBe(fields.fieldFingerprint('5555555555554444'));
    const other = createFieldEncryption('another-key');
    expect(other.fieldFingerprint('4111111111111111')).not.toBe(fields.fieldFingerprint('4111111111111111'));
  });
});
