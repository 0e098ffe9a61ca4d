// Reading and e-signing through the request_signature link (spec §4 WAITING E-SIGNATURE → SIGNED,
// UNDO-SUBMIT; reference/README.md "Consent", ESIGN 15 U.S.C. 7001(c)).
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { CONSENT_FIRST, CODE_MISMATCH } from '../../../src/server/services/customer-links/signing';
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { customer, RIVERSIDE, riversideAdmin } from '../contracts/contract-fixtures';
import { act, readyContract, type View } from '../contracts/contract-flows';
import { asCustomer, expectGone, historyOf, linkTokenTo } from './customer-fixtures';

let t: TestApp;
let admin: Browser;
let riverside: number;
const email = customer().customer_email;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

async function sentForSignature(): Promise<{ c: View; token: string }> {
  const c = await readyContract(admin, riverside);
  const response = await admin.post('/api/request_signature', { contract_id: c.id, method: 'email' });
  expect(response.statusCode).toBe(200);
  return { c: response.json().contract, token: await linkTokenTo(t.db, email, 'sign') };
}

const url = (token: string, rest = '') => `/api/customer/links/${token}${rest}`;
const view = async (token: string) => (await asCustomer(t.app, 'GET', url(token))).json();

/** The code printed in the test PDF (also in its subject line). */
async function checkCode(token: string): Promise<string> {
  const response = await asCustomer(t.app, 'GET', url(token, '/esign-check.pdf'));
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = await PDFDocument.load(response.rawPayload);
  return /(\d{4})/.exec(pdf.getSubject() ?? '')?.[1] ?? '';
}

const consent = (token: string, code: string) =>
  asCustomer(t.app, 'POST', url(token, '/esign-consent'), { code });
const sign = (token: string, signature_name: string, document_sha256: string) =>
  asCustomer(t.app, 'POST', url(token, '/signature'), { signature_name, document_sha256 });

describe('the ESIGN consent', () => {
  test('tells the five things of 7001(c) and how to reach the practice and is given with the test PDF code', async () => {
    const { c, token } = await sentForSignature();
    const before = await view(token);
    expect(before.signature.disclosure.map((s: { heading: string }) => s.heading)).toEqual([
      'What this consent covers',
      'Your right to paper copies',
      'How to withdraw your consent',
      'Keeping your contact details up to date',
      'What you need',
      'How to reach us',
    ]);
    expect(before.signature).toMatchObject({ consented: false, signer_name: 'Jordan Approve' });
    const wrong = await consent(token, '0000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: CODE_MISMATCH });
    expect((await consent(token, await checkCode(token))).json()).toEqual({ consented: true });
    expect((await view(token)).signature.consented).toBe(true);
    const row = await t.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.ecomm_agreement_signed_on).toEqual(expect.any(String));
    const kept = await t.db
      .selectFrom('customer_consents')
      .selectAll()
      .where('contract_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ kind: 'esign-consent', agreed: 1 });
    expect(kept.words).toContain('Your right to paper copies');
  });

  test('comes before signing', async () => {
    const { token } = await sentForSignature();
    const response = await sign(token, 'Jordan Approve', (await view(token)).signature.document_sha256);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONSENT_FIRST);
  });
});

describe('signing', () => {
  test('the PDF shown is the one signed; a wrong name is refused; the right one signs', async () => {
    const { c, token } = await sentForSignature();
    await consent(token, await checkCode(token));
    const pdf = await asCustomer(t.app, 'GET', url(token, '/agreement.pdf'));
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sha = createHash('sha256').update(pdf.rawPayload).digest('hex');
    expect((await view(token)).signature.document_sha256).toBe(sha);

    const wrong = await sign(token, 'Someone Else', sha);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.signature_name).toMatch(/Jordan Approve/);
    expect((await sign(token, 'Jordan Approve', '0'.repeat(64))).statusCode).toBe(409);

    const response = await sign(token, '  jordan   APPROVE ', sha);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'SIGNED' });
    const row = await t.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SIGNED');
    expect(row.signed_on).toBe(response.json().signed_on);
    expect((await historyOf(t.db, c.id)).at(-1)).toMatchObject({
      action: 'customer.signed',
      user_id: null,
      from_status: 'WAITING E-SIGNATURE',
      to_status: 'SIGNED',
    });
    const poll = await admin.get(`/api/check_status?contract_id=${c.id}&status_field=status`);
    expect(poll.json()).toEqual({ status: 'SIGNED' });
    const boarding = await t.db
      .selectFrom('jobs')
      .select('kind')
      .where('dedupe_key', '=', `contracts.board:${c.id}`)
      .execute();
    expect(boarding).toEqual([{ kind: 'contracts.board' }]);

    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`${RIVERSIDE}: your signed agreement`);
    expect(mail.body).toContain(`http://payplan.test/api/customer/links/${token}/signed.pdf`);
    const copy = await asCustomer(t.app, 'GET', url(token, '/signed.pdf'));
    expect(copy.statusCode).toBe(200);
    const signed = await PDFDocument.load(copy.rawPayload);
    const original = await PDFDocument.load(pdf.rawPayload);
    expect(signed.getPageCount()).toBe(original.getPageCount() + 1);
    const docs = await t.db
      .selectFrom('contract_documents')
      .select(['kind', 'sha256'])
      .where('contract_id', '=', c.id)
      .execute();
    expect(docs.map((d) => d.kind)).toEqual(['contract', 'signed']);
    expect(docs[0].sha256).toBe(sha);

    expectGone(await asCustomer(t.app, 'GET', url(token)));
    expectGone(await sign(token, 'Jordan Approve', sha));
  });
});

describe('UNDO-SUBMIT', () => {
  test('disables the link sent (410) until re-submission sends a new one', async () => {
    const { c, token } = await sentForSignature();
    const undone = await act(admin, c, 'UNDO-SUBMIT');
    expect(undone.status).toBe('INCOMPLETE');
    expectGone(await asCustomer(t.app, 'GET', url(token)));
    expectGone(await asCustomer(t.app, 'GET', url(token, '/agreement.pdf')));
    const again = await admin.post('/api/request_signature', { contract_id: c.id, method: 'email' });
    expect(again.json().contract.status).toBe('WAITING E-SIGNATURE');
    const fresh = await linkTokenTo(t.db, email, 'sign');
    expect(fresh).not.toBe(token);
    expectGone(await asCustomer(t.app, 'GET', url(token)));
    expect((await asCustomer(t.app, 'GET', url(fresh))).statusCode).toBe(200);
  });
});
