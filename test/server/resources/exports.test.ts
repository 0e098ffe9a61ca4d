// output_format=csv|excel (spec §7): a file download with the on-screen headers, dates MM/DD/YYYY,
// money as plain decimals, every matching row (not one page), and no cell a spreadsheet would run.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { csvLines } from '../../../src/server/resources/export/csv';
import { excelStream } from '../../../src/server/resources/export/excel';
import { field } from '../../../src/server/resources/fields';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { facilityIdOf, insertContract, parseCsv, readXlsx, SETUP_TIMEOUT } from './resource-fixtures';

let t: TestApp;
let clientAdmin: Browser;
let grooming: number;

const HEADERS = ['Contract #', 'Customer', 'First Name', 'Last Name', 'Status'];

beforeAll(async () => {
  t = await createTestApp();
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  grooming = await facilityIdOf(t.db, 'Riverside Grooming & Boarding');
  await insertContract(t.db, {
    facility_id: grooming,
    customer_first_name: 'Grace',
    customer_last_name: 'O"Brien, Jr',
    financed_amount_cents: 123_400,
    payment_amount_cents: 5,
    created_on: '2026-01-05T15:00:00.000Z',
    next_payment_due_date: '2026-12-01',
    status: 'ACTIVE',
  });
  await insertContract(t.db, {
    facility_id: grooming,
    customer_first_name: '=HYPERLINK("http://evil.example","x")',
    customer_last_name: '+SUM(1,2)',
    agreement_description: '@cmd',
    created_on: '2026-01-04T15:00:00.000Z',
  });
  await insertContract(t.db, {
    facility_id: grooming,
    customer_first_name: '-2+3',
    customer_last_name: '\tTabbed',
    created_on: '2026-01-03T15:00:00.000Z',
  });
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const exportOf = (format: string, query = '') =>
  clientAdmin.get(
    `/api/crud/contract?facility_id=${grooming}&output_format=${format}&orderby=-created_on${query}`,
  );

describe('CSV', () => {
  test('a download named after the list and the day, with the on-screen headers', async () => {
    const response = await exportOf('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contracts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header.slice(0, 5)).toEqual(HEADERS);
    expect(header).toContain('Financed Amount');
    // What only the screen's row actions need is not a spreadsheet column.
    for (const internal of ['Delete Allowed', 'Rewrite Allowed', 'Rewrite Contract #', 'Has Payments']) {
      expect(header).not.toContain(internal);
    }
    expect(rows).toHaveLength(3);
  });

  test('quotes and commas survive; dates MM/DD/YYYY (timestamps as New York days); money plain', async () => {
    const [header, first] = parseCsv((await exportOf('csv')).body);
    const cell = (name: string) => first[header.indexOf(name)];
    expect(cell('Last Name')).toBe('O"Brien, Jr');
    expect(cell('Customer')).toBe('Grace O"Brien, Jr');
    expect(cell('Created')).toBe('01/05/2026');
    expect(cell('Next Payment Due')).toBe('12/01/2026');
    expect(cell('Financed Amount')).toBe('1234.00');
    expect(cell('Payment Amount')).toBe('0.05');
    expect(cell('Deleted')).toBe('No');
    expect(cell('Days Late')).toBe('');
  });

  test('cells starting with = + - @ or a tab are prefixed with a quote', async () => {
    const [header, , second, third] = parseCsv((await exportOf('csv')).body);
    const at = (row: string[], name: string) => row[header.indexOf(name)];
    expect(at(second, 'First Name')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(at(second, 'Last Name')).toBe("'+SUM(1,2)");
    expect(at(second, 'Agreement')).toBe("'@cmd");
    expect(at(third, 'First Name')).toBe("'-2+3");
    expect(at(third, 'Last Name')).toBe("'\tTabbed");
  });

  test('every matching row, beyond one page, and the search applies', async () => {
    for (let i = 0; i < 120; i++)
      await insertContract(t.db, { facility_id: grooming, customer_last_name: 'Many' });
    const rows = parseCsv((await exportOf('csv', '&search_customer_last_name=many')).body);
    expect(rows).toHaveLength(121);
    await t.db.deleteFrom('contracts').where('customer_last_name', '=', 'Many').execute();
  });

  test('lines are written as rows are read, never the whole list held', async () => {
    let read = 0;
    async function* rows() {
      for (let id = 1; id <= 3; id++) {
        read++;
        yield { id };
      }
    }
    const lines = csvLines([field('id', 'Contract #', 'number')], rows());
    expect((await lines.next()).value).toBe('\uFEFFContract #\r\n');
    expect(read).toBe(0);
    expect((await lines.next()).value).toBe('1\r\n');
    expect(read).toBe(1);
  });

  test('an unknown field is refused before the file starts', async () => {
    const response = await exportOf('csv', '&search_foo=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Cannot search by 'foo'.");
  });
});

describe('Excel', () => {
  test('an xlsx download exceljs opens: headers, real dates, numeric money, inert text', async () => {
    const response = await exportOf('excel');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="contracts-.*\.xlsx"$/);
    const [header, first, second] = await readXlsx(response);
    expect(header.slice(0, 5)).toEqual(HEADERS);
    const cell = (row: unknown[], name: string) => row[header.indexOf(name)];
    expect(cell(first, 'Last Name')).toBe('O"Brien, Jr');
    expect(cell(first, 'Financed Amount')).toBe(1234);
    expect(cell(first, 'Created')).toEqual(new Date(Date.UTC(2026, 0, 5)));
    expect(cell(first, 'Next Payment Due')).toEqual(new Date(Date.UTC(2026, 11, 1)));
    expect(cell(second, 'First Name')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(cell(second, 'Agreement')).toBe("'@cmd");
  });

  test('an unknown output format is 400', async () => {
    expect((await exportOf('pdf')).statusCode).toBe(400);
  });
});

describe('a browser that goes away', () => {
  /** Endless rows that tell when the reader let go of them (the database connection is freed). */
  function endlessRows() {
    const state = { read: 0, released: false };
    async function* rows() {
      try {
        // Text that does not compress, so the workbook grows as a real one does.
        for (;;) yield { id: ++state.read, note: randomBytes(60).toString('base64') };
      } finally {
        state.released = true;
      }
    }
    return { state, rows: rows() };
  }
  const fields = [field('id', 'Contract #', 'number'), field('note', 'Note', 'text')];

  test('CSV: the rows are let go when the download is dropped', async () => {
    const { state, rows } = endlessRows();
    let lines = 0;
    // Leaving the loop destroys the stream, as Fastify does when the socket closes.
    for await (const _line of Readable.from(csvLines(fields, rows))) if (++lines > 3) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.read).toBeGreaterThan(0);
    expect(state.released).toBe(true);
  });

  test('Excel: reading waits for the browser and stops when it is gone', async () => {
    const { state, rows } = endlessRows();
    const stream = excelStream('contracts', fields, rows, () => undefined);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    // Nobody reads the download: the rows read must come to a stop (within a few seconds on a busy box).
    let before = -1;
    for (let tries = 0; tries < 40 && before !== state.read; tries++) {
      before = state.read;
      await pause();
    }
    expect(state.read).toBe(before);
    expect(state.read).toBeLessThan(20_000);
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.released).toBe(true);
  }, 10_000);
});
