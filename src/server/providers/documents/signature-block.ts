// Where the agreement's signature lines are, kept in the PDF's document information (a private key,
// invisible to readers), so the signed copy can write the signature and its date on them (issue 15:
// the signature date was left blank on the signed copy).
import { PDFDict, PDFName, PDFString, type PDFDocument } from 'pdf-lib';

export interface SignatureBlock {
  /** Page index (0-based) of the signature lines. */
  page: number;
  signatureX: number;
  dateX: number;
  /** The lines' height on the page, in PDF points from the bottom. */
  lineY: number;
}

const KEY = PDFName.of('PayPlanSignatureBlock');

function infoDict(doc: PDFDocument): PDFDict {
  return doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
}

export function recordSignatureBlock(doc: PDFDocument, block: SignatureBlock): void {
  const { page, signatureX, dateX, lineY } = block;
  infoDict(doc).set(KEY, PDFString.of([page, signatureX, dateX, lineY].join(' ')));
}

/** The recorded signature lines, or null for a PDF without them (e.g. an uploaded paper contract). */
export function signatureBlockOf(doc: PDFDocument): SignatureBlock | null {
  const info = doc.context.trailerInfo.Info ? infoDict(doc) : null;
  const value = info?.lookupMaybe(KEY, PDFString)?.decodeText();
  const numbers = value?.split(' ').map(Number) ?? [];
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return null;
  const [page, signatureX, dateX, lineY] = numbers;
  return { page, signatureX, dateX, lineY };
}
