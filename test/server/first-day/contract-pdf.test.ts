// The contract PDF (issue 15): the creditor block gives the practice's street address; a signed copy
// numbers its pages as one document ('Page 1 of 3' … with the certificate) and dates the signature on
// the agreement's signature line.
import { documentHash, renderContractPdf, renderSignedCopy } from '../../../src/server/providers/documents';
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import {
  agreement,
  card,
  createContract,
  customer,
  put,
  riversideAdmin,
} from '../contracts/contract-fixtures';
import { CREATED_AT, dentalContract, dentalFigures, signature } from '../providers/documents/fixtures';
import { pdfPageTexts } from '../providers/documents/pdf-text';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('the contract PDF', () => {
  test("the creditor block gives the practice's street address, city, state, zip and phone", async () => {
    let c = await createContract(admin, riverside, customer());
    c = (await put(admin, c, { action: 'SKIP-CSR' })).json().contract;
    c = (await put(admin, c, { contract: agreement(), section: 'agreement' })).json().contract;
    c = (await put(admin, c, { cards: [card()], action: 'SAVE' })).json().contract;
    const cards = (c.cards as object[]).map((saved) => ({ ...saved, cvc: '123' }));
    c = (await put(admin, c, { action: 'CHARGE', cards })).json().contract;
    const printed = await put(admin, c, { action: 'PRINT' });
    expect(printed.statusCode).toBe(200);
    const pdf = await admin.request('GET', `/api/contract_document/${c.id}/contract`);
    expect(pdf.statusCode).toBe(200);
    const [first] = await pdfPageTexts(pdf.rawPayload);
    expect(squeeze(first)).toContain(
      'CREDITOR AND SELLER (PRACTICE) Riverside Animal Hospital 1450 Riverside Drive Columbus, OH 43212 (614) 555-0142',
    );
  });

  test('a signed copy numbers its pages as one document and dates the signature', async () => {
    const original = await renderContractPdf(dentalContract, dentalFigures, { createdAt: CREATED_AT });
    const originalPages = await pdfPageTexts(original);
    expect(originalPages).toHaveLength(2);
    expect(originalPages[0]).toContain('Page 1 of 2');

    const signed = await renderSignedCopy(original, { ...signature, documentHash: documentHash(original) });
    const pages = (await pdfPageTexts(signed)).map(squeeze);
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of 3`);
      expect(text).not.toContain('of 2');
    });
    // CREATED_AT is 10:04 on 11/22/2026 in New York: the date line says so, under the signature.
    expect(pages[1]).toContain('/s/ Dana M. Rivera (signed electronically) 11/22/2026');
    // The agreement the customer read is otherwise unchanged.
    expect(pages[0]).toContain(squeeze(originalPages[0]).replace(' Page 1 of 2', ''));
  });
});
