// The signed copy: the agreement the customer read, with a signature certificate page added that
// records who signed, when, from where, and the SHA-256 digest of the exact document they were shown
// (reference/README.md "Consent", ESIGN Act 15 U.S.C. 7001). The original bytes are kept beside it, so
// the digest can be checked again at any time.
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { PDFDocument } from 'pdf-lib';
import { BUSINESS_TIME_ZONE } from '../../../shared/constants';
import { PRODUCT } from '../../../shared/product';
import { COLORS, PAGE, PageWriter } from './pdf-layout';

export interface ElectronicSignature {
  /** The signer's name as typed or adopted. */
  name: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** SHA-256 (hex) of the document shown to the signer. */
  documentHash: string;
  /** Where the signing link was sent (email address or mobile number), when known. */
  deliveredTo?: string | null;
}

export class SignedDocumentMismatchError extends Error {
  constructor() {
    super('The signature is for a different document: its SHA-256 does not match the original.');
    this.name = 'SignedDocumentMismatchError';
  }
}

export function documentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** '11/22/2026 10:04:05 AM EST' in the business time zone (spec §9). */
export function formatSignedAt(at: Date): string {
  return DateTime.fromJSDate(at, { zone: BUSINESS_TIME_ZONE }).toFormat('MM/dd/yyyy h:mm:ss a ZZZZ');
}

export async function renderSignedCopy(
  originalPdf: Uint8Array,
  signature: ElectronicSignature,
): Promise<Uint8Array> {
  const hash = documentHash(originalPdf);
  if (signature.documentHash.toLowerCase() !== hash) throw new SignedDocumentMismatchError();
  const doc = await PDFDocument.load(originalPdf, { updateMetadata: false });
  const originalPages = doc.getPageCount();
  const title = doc.getTitle() ?? 'Agreement';
  doc.setModificationDate(signature.signedAt);
  doc.setKeywords([...(doc.getKeywords()?.split(' ') ?? []), 'signed']);

  // The writer starts on a new page after the original ones: the certificate.
  const writer = await PageWriter.create({ title, subject: '', keywords: [] }, doc);
  writer.line(PRODUCT.name, { size: 8, color: COLORS.muted });
  writer.line('Electronic Signature Certificate', { size: 16, bold: true });
  writer.space(4);
  writer.rule(1);
  writer.paragraph(
    `${signature.name} signed the document "${title}" electronically. This page records the signature; ` +
      'the SHA-256 digest identifies the exact document the signer was shown, and any change to that ' +
      'document would give a different digest.',
    { size: 9.5, after: 10 },
  );
  const rows: [string, string][] = [
    ['Document', title],
    ['Pages signed', `${originalPages} (this certificate is page ${originalPages + 1})`],
    ['Document SHA-256', hash],
    ['Signed by', signature.name],
    ['Signed at', `${formatSignedAt(signature.signedAt)}  (${signature.signedAt.toISOString()})`],
    ['IP address', signature.ip],
    ['Browser', signature.userAgent],
  ];
  if (signature.deliveredTo) rows.push(['Signing link sent to', signature.deliveredTo]);
  const valueX = writer.left + 120;
  for (const [label, value] of rows) {
    const lines = writer.wrap(value, writer.right - valueX, { size: 9.5 });
    writer.ensureRoom(lines.length * 13 + 6);
    writer.drawText(label, writer.left, writer.y - 9.5, { size: 9, bold: true, color: COLORS.muted });
    for (const line of lines) writer.line(line, { size: 9.5, x: valueX });
    writer.space(5);
  }
  writer.space(6);
  writer.rule(0.5);
  writer.paragraph(
    'The signer agreed to use an electronic signature and to receive records electronically before ' +
      'signing, and was able to open and read this document.',
    { size: 8.5, color: COLORS.muted },
  );
  writer.drawText(`Signature certificate  |  ${title}`, PAGE.margin, PAGE.margin - 18, {
    size: 7.5,
    color: COLORS.muted,
  });
  return doc.save({ useObjectStreams: false });
}
