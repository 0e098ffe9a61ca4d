import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import {
  documentHash,
  formatSignedAt,
  renderContractPdf,
  renderSignedCopy,
  SignedDocumentMismatchError,
} from '../../../../src/server/providers/documents';
import { CREATED_AT, dentalContract, dentalFigures, signature } from './fixtures';
import { pdfPageTexts } from './pdf-text';

let original: Uint8Array;
let hash: string;

beforeAll(async () => {
  original = await renderContractPdf(dentalContract, dentalFigures, { createdAt: CREATED_AT });
  hash = documentHash(original);
});

describe('renderSignedCopy', () => {
  it('adds one signature certificate page after the agreement', async () => {
    const signed = await renderSignedCopy(original, { ...signature, documentHash: hash });
    const doc = await PDFDocument.load(signed, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe('Payment Plan Agreement 100482');
    expect(doc.getModificationDate()).toEqual(signature.signedAt);
    const pages = await pdfPageTexts(signed);
    expect(pages[0]).toContain('ANNUAL PERCENTAGE RATE');
    expect(pages[2]).toContain('Electronic Signature Certificate');
  });

  it('records who, when, from where, and the SHA-256 of the original', async () => {
    const certificate = (
      await pdfPageTexts(await renderSignedCopy(original, { ...signature, documentHash: hash }))
    )[2];
    expect(hash).toBe(createHash('sha256').update(original).digest('hex'));
    for (const expected of [
      `Document SHA-256 ${hash}`,
      'Signed by Dana M. Rivera',
      'Signed at 11/22/2026 10:04:05 AM EST (2026-11-22T15:04:05.000Z)',
      'IP address 203.0.113.24',
      'Browser Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
      'Signing link sent to dana.rivera@example.com',
      'Pages signed 2 (this certificate is page 3)',
    ]) {
      expect(certificate).toContain(expected);
    }
  });

  it('accepts the digest in capitals', async () => {
    await expect(
      renderSignedCopy(original, { ...signature, documentHash: hash.toUpperCase() }),
    ).resolves.toBeInstanceOf(Uint8Array);
  });

  it('refuses a signature made on a different document', async () => {
    const other = await renderContractPdf({ ...dentalContract, cashPrice: 3300 }, dentalFigures, {
      createdAt: CREATED_AT,
    });
    await expect(renderSignedCopy(other, { ...signature, documentHash: hash })).rejects.toThrow(
      SignedDocumentMismatchError,
    );
  });
});

describe('formatSignedAt', () => {
  it('shows the time in the business time zone, daylight saving included', () => {
    expect(formatSignedAt(new Date('2026-11-22T15:04:05Z'))).toBe('11/22/2026 10:04:05 AM EST');
    expect(formatSignedAt(new Date('2026-07-04T16:00:00Z'))).toBe('07/04/2026 12:00:00 PM EDT');
  });
});
