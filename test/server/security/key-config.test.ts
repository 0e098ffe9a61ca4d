// ENCRYPTION_KEY and ENCRYPTION_KEY_PREVIOUS from the environment, and the card processor's callback
// secret during a rotation (config.ts; security/README.md "Rotating the key").
import { createHmac } from 'node:crypto';
import { loadConfig } from '../../../src/server/config';

describe('ENCRYPTION_KEY_PREVIOUS', () => {
  it('is a comma-separated list of older keys, trimmed, without blanks or the current key', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ENCRYPTION_KEY: 'key-c',
      ENCRYPTION_KEY_PREVIOUS: ' key-b, key-a ,,key-c',
      PAYMENTS_WEBHOOK_SECRET: 'processor-secret',
    });
    expect(config.encryptionKey).toBe('key-c');
    expect(config.encryptionKeysPrevious).toEqual(['key-b', 'key-a']);
  });

  it('is empty when unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', ENCRYPTION_KEY: 'key-c' }).encryptionKeysPrevious).toEqual([]);
  });
});

describe('PAYMENTS_WEBHOOK_SECRET', () => {
  const derived = (key: string) => createHmac('sha256', key).update('payments-webhook').digest('hex');

  it('is derived from ENCRYPTION_KEY when unset and no rotation is under way', () => {
    const config = loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: 'key-a' });
    expect(config.paymentsWebhookSecret).toBe(derived('key-a'));
  });

  it('must be set in production while ENCRYPTION_KEY_PREVIOUS is: the derived value would change', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: 'key-b', ENCRYPTION_KEY_PREVIOUS: 'key-a' }),
    ).toThrow('PAYMENTS_WEBHOOK_SECRET is not set while ENCRYPTION_KEY_PREVIOUS is');
    const config = loadConfig({
      NODE_ENV: 'production',
      ENCRYPTION_KEY: 'key-b',
      ENCRYPTION_KEY_PREVIOUS: 'key-a',
      PAYMENTS_WEBHOOK_SECRET: derived('key-a'),
    });
    expect(config.paymentsWebhookSecret).toBe(derived('key-a'));
  });

  it('is a warning elsewhere', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      ENCRYPTION_KEY: 'key-b',
      ENCRYPTION_KEY_PREVIOUS: 'key-a',
    });
    expect(config.warnings.join('\n')).toContain(
      'PAYMENTS_WEBHOOK_SECRET is not set while ENCRYPTION_KEY_PREVIOUS is',
    );
  });
});
