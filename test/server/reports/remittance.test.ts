// Remittance (issue 12): the facility's statement for a month and its lines, which add up to it; the
// PDF served only within the user's scope; the lines' CSV with the on-screen headers; another
// facility's or client's statement never listed, counted or served.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  BRIGHT_SMILES,
  facilityIdOf,
  parseCsv,
  readXlsx,
  RIVERSIDE,
  SETUP_TIMEOUT,
} from '../resources/resource-fixtures';
import { addFacility, insertContract, liveContract } from './practice-numbers-fixtures';

let t: TestApp;
let clientAdmin: Browser;
let facilityAdmin: Browser;
let admin: Browser;
let create: Browser;
let known: number;
let brightSmiles: number;
let statementId: number;
let theirStatement: number;
const JUNE = 'month=2025-06';

async function addStatement(facilityId: number, month: string, figures: Record<string, number>, pdf: string) {
  const row = await t.db
    .insertInto('remittance_statements')
    .values({
      facility_id: facilityId,
      month,
      gross_cents: figures.gross,
      servicing_fee_cents: figures.fees,
      returns_cents: figures.returns,
      net_cents: figures.gross - figures.fees - figures.returns,
      payment_count: figures.count,
      pdf_path: pdf,
      file_id: null,
      trace_number: '021000020000042',
      paid_on: '2025-07-02',
      created_on: '2025-07-01T23:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  known = (await addFacility(t.db, RIVERSIDE)).id;
  brightSmiles = await facilityIdOf(t.db, BRIGHT_SMILES);
  const ada = await insertContract(
    t.db,
    liveContract(known, {
      financed_amount_cents: 100_000,
      signed_on: '2025-05-01T15:00:00.000Z',
      customer_first_name: 'Ada',
      customer_last_name: 'Remit',
      ebcs_account_number: 'RM-0001',
    }),
  );
  statementId = await addStatement(
    known,
    '2025-06',
    { gross: 30_000, fees: 950, returns: 4_000, count: 2 },
    `remittance/${known}/2025-06.pdf`,
  );
  const line = (kind: string, date: string, cents: number, description: string) => ({
    statement_id: statementId,
    kind: kind as 'payment',
    payment_id: null,
    contract_id: ada,
    date,
    description,
    amount_cents: cents,
  });
  await t.db
    .insertInto('remittance_lines')
    .values([
      line('payment', '2025-06-05', 10_000, 'ACH payment'),
      line('servicing_fee', '2025-06-05', 350, 'Servicing fee on $100.00'),
      line('payment', '2025-06-20', 20_000, 'CARD payment'),
      line('servicing_fee', '2025-06-20', 600, 'Servicing fee on $200.00'),
      line('return', '2025-06-22', 4_000, 'Return of a payment remitted earlier'),
    ])
    .execute();
  const pdfDir = join(t.app.config.documentsDir, 'ach', 'remittance', String(known));
  mkdirSync(pdfDir, { recursive: true });
  writeFileSync(join(pdfDir, '2025-06.pdf'), '%PDF-1.4 known answers\n');
  // Another client's statement of the same month.
  theirStatement = await addStatement(
    brightSmiles,
    '2025-06',
    { gross: 99_900, fees: 0, returns: 0, count: 1 },
    `remittance/${known}/2025-06.pdf`,
  );
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  facilityAdmin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  admin = await loggedInBrowser(t.app, 'admin@example.com');
  create = await loggedInBrowser(t.app, 'create@example.com');
}, SETUP_TIMEOUT);
afterAll(() => t.close());

describe('Remittance: the statement and its lines', () => {
  it("lists the facility's statement of the month with its figures, paid-on date and trace", async () => {
    const response = await clientAdmin.get(`/api/remittance_statements?month=2025-06&facility_id=${known}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: statementId,
        facility_id: known,
        facility: expect.stringMatching(/^Known Answers/),
        month: '2025-06',
        gross: 300,
        servicing_fees: 9.5,
        returns: 40,
        net: 250.5,
        payment_count: 2,
        paid_on: '2025-07-02',
        trace_number: '021000020000042',
        has_pdf: true,
      },
    ]);
  });

  it('shows the lines, signed toward the net, adding up to the statement', async () => {
    const response = await clientAdmin.get(`/api/reports/remittance?facility_id=${known}&${JUNE}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.count).toBe(5);
    expect(answer.rows.map((r: { amount: number }) => r.amount)).toEqual([100, -3.5, 200, -6, -40]);
    expect(answer.rows[0]).toMatchObject({
      account_number: 'RM-0001',
      customer: 'Ada Remit',
      kind: 'Payment',
    });
    expect(answer.totals).toMatchObject({
      amount: 250.5,
      gross: 300,
      servicing_fees: 9.5,
      returns: 40,
      net: 250.5,
    });
  });

  it("names each line in the practice's words, and filters by them", async () => {
    const answer = (
      await clientAdmin.get(
        `/api/reports/remittance?facility_id=${known}&${JUNE}&search_kind=${encodeURIComponent('Servicing fee')}`,
      )
    ).json();
    expect(answer.rows.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['Servicing fee', -3.5],
      ['Servicing fee', -6],
    ]);
  });

  it('another month has no lines', async () => {
    const answer = (
      await clientAdmin.get(`/api/reports/remittance?facility_id=${known}&month=2025-05`)
    ).json();
    expect(answer.count).toBe(0);
    expect(answer.totals.net).toBe(0);
  });

  it('downloads the lines as CSV with the on-screen headers, and as Excel', async () => {
    const csv = await clientAdmin.get(
      `/api/reports/remittance?facility_id=${known}&${JUNE}&output_format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(csv.body);
    expect(header).toEqual(['Date', 'Facility', 'Line', 'Account #', 'Customer', 'Description', 'Amount']);
    expect(lines.map((l) => l[6])).toEqual(['100.00', '-3.50', '200.00', '-6.00', '-40.00']);
    expect(lines[0][0]).toBe('06/05/2025');
    const xlsx = await clientAdmin.get(
      `/api/reports/remittance?facility_id=${known}&${JUNE}&output_format=xlsx`,
    );
    expect((await readXlsx(xlsx)).slice(1).map((r) => r[6])).toEqual([100, -3.5, 200, -6, -40]);
  });

  it('serves the PDF statement', async () => {
    const response = await clientAdmin.get(`/api/remittance_statements/${statementId}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/pdf/);
    expect(response.body.startsWith('%PDF')).toBe(true);
  });
});

describe('Remittance: scope', () => {
  it("never lists, counts or serves another client's statement", async () => {
    const all = (await clientAdmin.get('/api/remittance_statements?month=2025-06')).json();
    expect(all.map((s: { facility_id: number }) => s.facility_id)).not.toContain(brightSmiles);
    const lines = (await clientAdmin.get(`/api/reports/remittance?${JUNE}`)).json();
    // Every line of the client's statements, and theirs only: the lines add up to the statements.
    const sum = (key: 'gross' | 'net') =>
      Math.round(all.reduce((t: number, s: Record<string, number>) => t + s[key] * 100, 0)) / 100;
    expect(lines.totals.gross).toBe(sum('gross'));
    expect(lines.totals.net).toBe(sum('net'));
    expect(lines.totals.amount).toBe(sum('net'));
    expect((await clientAdmin.get(`/api/remittance_statements/${theirStatement}/pdf`)).statusCode).toBe(404);
    expect((await admin.get(`/api/remittance_statements/${theirStatement}/pdf`)).statusCode).toBe(200);
    expect(
      (await clientAdmin.get(`/api/remittance_statements?month=2025-06&facility_id=${brightSmiles}`))
        .statusCode,
    ).toBe(403);
  });

  it("a facility admin never sees another facility's statement; staff cannot view reports", async () => {
    expect((await facilityAdmin.get(`/api/reports/remittance?facility_id=${known}&${JUNE}`)).statusCode).toBe(
      403,
    );
    const own = (await facilityAdmin.get('/api/remittance_statements?month=2025-06')).json();
    expect(own.map((s: { facility_id: number }) => s.facility_id)).not.toContain(known);
    expect((await facilityAdmin.get(`/api/remittance_statements/${statementId}/pdf`)).statusCode).toBe(404);
    expect((await create.get('/api/remittance_statements?month=2025-06')).statusCode).toBe(403);
  });

  it('refuses a month that is not one with a 400', async () => {
    expect((await clientAdmin.get('/api/remittance_statements?month=2026-13')).statusCode).toBe(400);
    expect((await clientAdmin.get('/api/reports/remittance?month=soon')).statusCode).toBe(400);
  });

  it('the demo seed left last month statements with their PDFs', async () => {
    const demo = await t.db
      .selectFrom('remittance_statements')
      .select(['id', 'pdf_path'])
      .where('id', '<', statementId)
      .execute();
    expect(demo.length).toBeGreaterThan(0);
    expect(existsSync(join(t.app.config.documentsDir, 'ach', String(demo[0].pdf_path)))).toBe(true);
  });
});
