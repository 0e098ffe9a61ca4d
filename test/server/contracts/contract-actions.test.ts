// Lifecycle actions on PUT contract/{id} (spec §4 Contract actions; machines/LIFECYCLE.md): each goes
// through the machine, a refused one is 409 naming the status and the action, and each status or CSR
// status change writes a history row.
import type { Browser } from '../helpers/browser';
import { loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { card, DECLINED, put, riversideAdmin } from './contract-fixtures';
import { act, readyContract, savedContract, withCvc, type View } from './contract-flows';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

const history = (id: number) =>
  t.db
    .selectFrom('contract_status_history')
    .selectAll()
    .where('contract_id', '=', id)
    .orderBy('id')
    .execute();

describe('CSR', () => {
  test('REQUEST-CSR sends the authorization link and records the CSR status change', async () => {
    const c = await act(admin, await savedContract(admin, riverside), 'REQUEST-CSR', { method: 'email' });
    expect(c.csr_status).toBe('WAITING AUTHORIZATION');
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'jordan@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body).toMatch(/http:\/\/payplan\.test\/c\/csr\/[\w-]+/);
    const [row] = await history(c.id);
    expect(row).toMatchObject({
      action: 'REQUEST-CSR',
      from_csr_status: null,
      to_csr_status: 'WAITING AUTHORIZATION',
    });
    expect(row.from_status).toBe('INCOMPLETE');
    const links = await t.db
      .selectFrom('customer_links')
      .selectAll()
      .where('contract_id', '=', c.id)
      .execute();
    expect(links).toHaveLength(1);
    expect(mail.body).not.toContain(links[0].token_hash);
  });

  test('OVERRIDE-CSR then ACCEPT-CSR runs the soft pull and completes the CSR', async () => {
    let c = await act(admin, await savedContract(admin, riverside), 'OVERRIDE-CSR');
    expect(c.csr_status).toBe('RECEIVED AUTHORIZATION');
    c = await act(admin, c, 'ACCEPT-CSR');
    expect(c).toMatchObject({ csr_status: 'COMPLETED', credit_grade: 'A', credit_recommendation: 'APPROVE' });
    expect((await history(c.id)).map((h) => h.to_csr_status)).toEqual([
      'RECEIVED AUTHORIZATION',
      'COMPLETED',
    ]);
  });

  test('a bureau failure keeps the CSR waiting with csr_error', async () => {
    let c = await act(
      admin,
      await savedContract(admin, riverside, 'Bureaudown', '666-66-6666'),
      'OVERRIDE-CSR',
    );
    const response = await put(admin, c, { action: 'ACCEPT-CSR' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      saved: false,
      alert: 'Credit bureau unavailable. Please try again later.',
    });
    c = response.json().contract;
    expect(c).toMatchObject({ csr_status: 'RECEIVED AUTHORIZATION', csr_error: expect.any(String) });
  });

  test('SKIP-CSR sets csr_skipped; skipping again is refused', async () => {
    const c = await act(admin, await savedContract(admin, riverside), 'SKIP-CSR');
    expect(c.csr_skipped).toBe(true);
    const again = await put(admin, c, { action: 'SKIP-CSR' });
    expect(again.statusCode).toBe(409);
  });
});

describe('CHARGE', () => {
  test('charges the processing fee once for one idempotency key', async () => {
    let c = await act(admin, await savedContract(admin, riverside), 'SKIP-CSR');
    const headers = { 'idempotency-key': `fee-${c.id}` };
    const first = await put(admin, c, { action: 'CHARGE', ...withCvc(c) }, headers);
    const retry = await put(admin, c, { action: 'CHARGE', ...withCvc(c) }, headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const stranger = await loggedInBrowser(t.app, 'dental@example.com');
    expect((await put(stranger, c, { action: 'CHARGE' }, headers)).statusCode).toBe(403);
    c = first.json().contract;
    expect(c.charged_on).toEqual(expect.any(String));
    const charges = await t.db
      .selectFrom('card_charges')
      .selectAll()
      .where('idempotency_key', 'like', `contract-${c.id}-%`)
      .execute();
    expect(charges).toHaveLength(1);
    expect(charges[0].amount_cents).toBe(2500);
    const again = await put(admin, c, { action: 'CHARGE', ...withCvc(c) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A contract in status INCOMPLETE cannot take the action CHARGE.');
  });

  test('a decline answers errors.card_charge and changes nothing; DECLINE then moves it', async () => {
    let c = await act(admin, await savedContract(admin, riverside), 'SKIP-CSR');
    const typed = { cards: [{ ...card(DECLINED), id: c.cards[0].id }], banks: c.banks };
    const response = await put(admin, c, { action: 'CHARGE', ...typed });
    expect(response.json()).toMatchObject({ saved: false, errors: { card_charge: ['Card declined.'] } });
    c = response.json().contract;
    expect(c).toMatchObject({ status: 'INCOMPLETE', charged_on: null, cc_is_chargeable: false });
    c = await act(admin, c, 'DECLINE');
    expect(c.status).toBe('PROCESS FEE DECLINED');
    const rows = await history(c.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'DECLINE',
      from_status: 'INCOMPLETE',
      to_status: 'PROCESS FEE DECLINED',
    });
    c = await act(admin, c, 'CHARGE', { cards: [{ ...card(), id: c.cards[0].id }], banks: c.banks });
    expect(c.status).toBe('INCOMPLETE');
  });

  test('a CHARGE sending only the cards keeps the stored bank accounts', async () => {
    let c = await act(admin, await savedContract(admin, riverside), 'SKIP-CSR');
    expect(c.banks).toHaveLength(1);
    c = await act(admin, c, 'CHARGE', { cards: c.cards.map((x) => ({ ...x, cvc: '123' })) });
    expect(c.charged_on).toEqual(expect.any(String));
    expect(c.banks).toHaveLength(1);
  });
});

describe('submitting', () => {
  test('PRINT renders the contract, then the signed upload makes it SIGNED', async () => {
    let c: View = await act(admin, await readyContract(admin, riverside), 'PRINT');
    expect(c).toMatchObject({
      status: 'WAITING CONTRACT UPLOAD',
      has_pdf: true,
      submitted_on: expect.any(String),
    });
    const upload = await admin.post('/api/upload_contract', {
      contract_id: c.id,
      filename: 'signed.pdf',
      b64: Buffer.from('%PDF-1.4 signed').toString('base64'),
    });
    expect(upload.statusCode).toBe(200);
    c = upload.json().contract;
    expect(c).toMatchObject({ status: 'SIGNED', has_photo: true, editable: false, updatable: true });
    expect((await history(c.id)).map((h) => h.to_status)).toEqual(['WAITING CONTRACT UPLOAD', 'SIGNED']);
  });

  test('an upload over 2MB is 413 with the catalogue message', async () => {
    const c = await act(admin, await readyContract(admin, riverside), 'PRINT');
    const b64 = Buffer.alloc(2 * 1024 * 1024 + 10).toString('base64');
    const response = await admin.post('/api/upload_contract', {
      contract_id: c.id,
      filename: 'big.pdf',
      b64,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Sorry, the maximum size for an uploaded file is 2MB. Please try again with a smaller file.',
    );
  });

  test('a contract not ready to submit is refused, naming the status and the action', async () => {
    const c = await savedContract(admin, riverside);
    const response = await put(admin, c, { action: 'PRINT' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A contract in status INCOMPLETE cannot take the action PRINT.');
  });

  test('UNDO-SUBMIT brings it back to INCOMPLETE and disables the links sent', async () => {
    const ready = await readyContract(admin, riverside);
    const sent = await admin.post('/api/request_signature', { contract_id: ready.id, method: 'email' });
    expect(sent.json().contract.status).toBe('WAITING E-SIGNATURE');
    const refused = await put(admin, sent.json().contract, { action: 'CHARGE' });
    expect(refused.json().message).toBe(
      'A contract in status WAITING E-SIGNATURE cannot take the action CHARGE.',
    );
    const c = await act(admin, sent.json().contract, 'UNDO-SUBMIT');
    expect(c.status).toBe('INCOMPLETE');
    const links = await t.db
      .selectFrom('customer_links')
      .selectAll()
      .where('contract_id', '=', c.id)
      .execute();
    expect(links.every((l) => l.disabled_on !== null)).toBe(true);
  });
});

describe('rejecting', () => {
  test('REJECT after a credit check stores the adverse letter; UNDO-REJECT reopens', async () => {
    let c = await act(admin, await savedContract(admin, riverside), 'OVERRIDE-CSR');
    c = await act(admin, c, 'ACCEPT-CSR');
    c = await act(admin, c, 'REJECT');
    expect(c).toMatchObject({ status: 'REJECTED', rejected_by: 'Fiona Fairchild', rejectable: false });
    expect(c.adverseletter_url).toEqual(expect.any(String));
    const docs = await t.db
      .selectFrom('contract_documents')
      .selectAll()
      .where('contract_id', '=', c.id)
      .execute();
    expect(docs.map((d) => d.kind)).toEqual(['adverse']);
    const letter = await admin.get(String(c.adverseletter_url));
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dental = await loggedInBrowser(t.app, 'dental@example.com');
    expect((await dental.get(String(c.adverseletter_url))).statusCode).toBe(403);
    c = await act(admin, c, 'UNDO-REJECT');
    expect(c.status).toBe('INCOMPLETE');
    expect((await history(c.id)).slice(-2).map((h) => h.action)).toEqual(['REJECT', 'UNDO-REJECT']);
  });

  test('REJECT needs canCreate: an editor gets 403', async () => {
    let c = await act(admin, await savedContract(admin, riverside), 'OVERRIDE-CSR');
    c = await act(admin, c, 'ACCEPT-CSR');
    const editor = await loggedInBrowser(t.app, 'edit@example.com');
    expect((await put(editor, c, { action: 'REJECT' })).statusCode).toBe(403);
  });
});
