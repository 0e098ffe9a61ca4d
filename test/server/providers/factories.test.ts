// The factories the app wiring calls: sandboxes by default, settings from the server Config.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../src/server/config';
import { createAbaDirectory } from '../../../src/server/providers/aba';
import { createCreditProvider } from '../../../src/server/providers/credit';
import { createPaymentsProvider } from '../../../src/server/providers/payments';
import { createDocumentStorage } from '../../../src/server/providers/storage';
import { createFieldEncryption } from '../../../src/server/security';

const config = loadConfig({ NODE_ENV: 'test' });

describe('the provider factories', () => {
  it('build the sandboxes, the sample ABA directory and the field encryption', async () => {
    expect(createCreditProvider().name).toBe('sandbox');
    expect(createPaymentsProvider().name).toBe('sandbox');
    expect(await createAbaDirectory().lookup('021000021')).toEqual({
      name: 'JPMORGAN CHASE BANK, NA',
      new_aba: null,
    });
    const fields = createFieldEncryption(config.encryptionKey);
    expect(fields.decryptField(fields.encryptField('123-45-6789'))).toBe('123-45-6789');
  });

  it('keep documents under the configured folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'payplan-factories-'));
    try {
      const storage = createDocumentStorage({ documentsDir: dir });
      await storage.put('contracts/1/agreement.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
      expect(await storage.get('contracts/1/agreement.pdf')).toEqual(new Uint8Array([37, 80, 68, 70]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
