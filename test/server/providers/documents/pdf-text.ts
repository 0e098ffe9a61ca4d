// Reads back the text drawn on each page: pdf-lib writes each line as a hex string shown with Tj in a
// Flate-compressed content stream. Lines are joined with spaces, so a phrase wrapped over two lines
// still matches after whitespace is normalized.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
}

/** The standard fonts' encoding (cp1252): Latin-1, with 0x80–0x9F holding quotes, dashes, the bullet… */
const CP1252_80_9F = '€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ';

function winAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80] : String.fromCharCode(b)))
    .join('');
}

export interface TextRun {
  text: string;
  /** The font resource name, e.g. 'Helvetica-Bold-1234'. */
  font: string;
  size: number;
}

/** Each BT…ET block pdf-lib writes sets one font and shows one line. */
function textRuns(operators: string): TextRun[] {
  return [...operators.matchAll(/BT[\s\S]*?\/(\S+) ([\d.]+) Tf[\s\S]*?<([0-9A-Fa-f]*)>\s*Tj[\s\S]*?ET/g)].map(
    (m) => ({
      font: m[1],
      size: Number(m[2]),
      text: winAnsi(Buffer.from(m[3], 'hex')),
    }),
  );
}

export async function pdfPageRuns(bytes: Uint8Array): Promise<TextRun[][]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc
    .getPages()
    .map((page) =>
      contentStreams(page).flatMap((stream) =>
        textRuns(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')),
      ),
    );
}

export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pages = await pdfPageRuns(bytes);
  return pages.map((runs) =>
    runs
      .map((run) => run.text)
      .join(' ')
      .replace(/\s+/g, ' '),
  );
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join(' ');
}
