// The signed copy: the agreement the customer read, with a signature certificate page added that
// records who signed, when, from where, and the SHA-256 digest of the exact document they were shown
// (reference/README.md "Consent", ESIGN Act 15 U.S.C. 7001). The original bytes are kept beside it, so
// the digest can be checked again at any time.
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';
import { BUSINESS_TIME_ZONE } from '../../../shared/constants';
import { PRODUCT } from '../../../shared/product';
import { COLORS, drawPageNumber, PAGE, pageNumberText, PageWriter } from './pdf-layout';
import { signatureBlockOf } from './signature-block';

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

/** The operators pdf-lib writes for one drawText of `text`: q BT … <hex> Tj T* ET Q. */
function drawTextBlock(text: string): RegExp {
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  return new RegExp(`q\\nBT\\n(?:(?!ET\\n)[\\s\\S])*?<${hex}> Tj\\nT\\*\\nET\\nQ\\n?`);
}

/**
 * The agreement's page number, 'Page n of N', taken out of the page and written again as 'Page n of
 * N+1': the copy's pages count as one document (issue 15: 'Page 1 of 2' in a three-page signed copy).
 * Everything else on the page stays as the signer saw it.
 */
function renumberPage(
  doc: PDFDocument,
  page: PDFPage,
  writer: PageWriter,
  index: number,
  before: number,
  after: number,
): void {
  const old = drawTextBlock(pageNumberText(index, before));
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream) || !(ref instanceof PDFRef)) continue;
    const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    if (!old.test(text)) continue;
    doc.context.assign(ref, doc.context.flateStream(Buffer.from(text.replace(old, ''), 'latin1')));
  }
  drawPageNumber(page, writer.regular, index, after);
}

/** 'Signed electronically by …' on the signature line and the signing date on the date line. */
function signOnTheLines(doc: PDFDocument, writer: PageWriter, signature: ElectronicSignature): void {
  const block = signatureBlockOf(doc);
  const page = block ? doc.getPages()[block.page] : undefined;
  if (!block || !page) return;
  const style = { size: 10, font: writer.regular, color: COLORS.ink };
  const y = block.lineY + 5;
  page.drawText(`/s/ ${signature.name} (signed electronically)`, { ...style, x: block.signatureX + 2, y });
  page.drawText(formatSignedDate(signature.signedAt), { ...style, x: block.dateX + 2, y });
}

/** '11/22/2026': the signing day in the business time zone (spec §9). */
export function formatSignedDate(at: Date): string {
  return DateTime.fromJSDate(at, { zone: BUSINESS_TIME_ZONE }).toFormat('MM/dd/yyyy');
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
  signOnTheLines(doc, writer, signature);
  // The copy's pages are numbered as one document: the agreement's and the certificate.
  const pages = doc.getPages();
  pages.forEach((page, index) =>
    index < originalPages
      ? renumberPage(doc, page, writer, index, originalPages, pages.length)
      : drawPageNumber(page, writer.regular, index, pages.length),
  );
  return doc.save({ useObjectStreams: false });
}
