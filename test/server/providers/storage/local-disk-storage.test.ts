import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDocumentStorage,
  InvalidDocumentKeyError,
  LocalDiskStorage,
} from '../../../../src/server/providers/storage';

let root: string;
let storage: LocalDiskStorage;
const pdf = new TextEncoder().encode('%PDF-1.7 pretend');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'payplan-documents-'));
  storage = new LocalDiskStorage(join(root, 'documents'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('put, get and delete', () => {
  it('store bytes under a nested key and read them back', async () => {
    await storage.put('contracts/42/signed.pdf', pdf, 'application/pdf');
    expect(await storage.get('contracts/42/signed.pdf')).toEqual(pdf);
    expect(existsSync(join(root, 'documents', 'contracts', '42', 'signed.pdf'))).toBe(true);
  });

  it('replace a document put again under the same key, leaving no partial file', async () => {
    await storage.put('contracts/42/agreement.pdf', pdf, 'application/pdf');
    await storage.put('contracts/42/agreement.pdf', new Uint8Array([1, 2, 3]), 'application/pdf');
    expect(await storage.get('contracts/42/agreement.pdf')).toEqual(new Uint8Array([1, 2, 3]));
    expect(readdirSync(join(root, 'documents', 'contracts', '42'))).toEqual(['agreement.pdf']);
  });

  it('give null for a missing key', async () => {
    expect(await storage.get('contracts/7/none.pdf')).toBeNull();
  });

  it('delete a document, and a missing one without complaint', async () => {
    await storage.put('letters/9.pdf', pdf, 'application/pdf');
    await storage.delete('letters/9.pdf');
    expect(await storage.get('letters/9.pdf')).toBeNull();
    await expect(storage.delete('letters/9.pdf')).resolves.toBeUndefined();
  });
});

describe('safe keys', () => {
  const unsafe = [
    '../outside.pdf',
    'contracts/../../outside.pdf',
    '/etc/passwd',
    'contracts//42.pdf',
    'contracts\\..\\outside.pdf',
    '.hidden',
    'contracts/.',
    '',
    'a/b\0.pdf',
    'x'.repeat(600),
  ];

  const shown = (key: string) => (key.length > 40 ? `${key.length} characters` : JSON.stringify(key));

  it.each(unsafe.map((key) => [shown(key), key]))('refuse %s for every operation', async (_shown, key) => {
    await expect(storage.put(key, pdf, 'application/pdf')).rejects.toThrow(InvalidDocumentKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidDocumentKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidDocumentKeyError);
  });

  it('never read a file beside the base folder', async () => {
    writeFileSync(join(root, 'secret.txt'), 'secret');
    await expect(storage.get('../secret.txt')).rejects.toThrow(InvalidDocumentKeyError);
    expect(readdirSync(root)).toEqual(['secret.txt']);
  });
});

describe('createDocumentStorage', () => {
  it('defaults to ./data/documents', () => {
    const made = createDocumentStorage() as LocalDiskStorage;
    expect(made.baseDir).toBe(join(process.cwd(), 'data', 'documents'));
  });

  it('takes the folder from the config', () => {
    const made = createDocumentStorage({ documentsDir: root }) as LocalDiskStorage;
    expect(made.baseDir).toBe(root);
  });
});
