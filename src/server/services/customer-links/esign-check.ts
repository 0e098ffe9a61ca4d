// The ESIGN consent must reasonably show that the customer can open the records in the form they will
// get (15 U.S.C. 7001(c)(1)(C)(ii)): a one-page test PDF carries a code the customer types back.
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PRODUCT } from '../../../shared/product';
import type { CustomerLink } from './link-access';

/** Four digits, the same for every request through one link. */
export function esignCheckCode(link: Pick<CustomerLink, 'token_hash'>): string {
  const hex = createHash('sha256').update(`${link.token_hash}:esign-check`).digest('hex');
  return String(1000 + (parseInt(hex.slice(0, 8), 16) % 9000));
}

export async function renderEsignCheckPdf(code: string, practice: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Electronic records check');
  doc.setSubject(`Confirmation code ${code}`);
  doc.setProducer(PRODUCT.name);
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Electronic records check', { x: 72, y: 700, size: 20, font: bold });
  page.drawText(`${practice} will send your payment plan records as PDF files like this one.`, {
    x: 72,
    y: 670,
    size: 11,
    font,
  });
  page.drawText('You can read this page, so your device can open them. Your confirmation code is:', {
    x: 72,
    y: 652,
    size: 11,
    font,
  });
  page.drawText(code, { x: 72, y: 590, size: 48, font: bold });
  page.drawText('Type this code on the signing page to continue.', { x: 72, y: 560, size: 11, font });
  return doc.save({ useObjectStreams: false });
}
