// GET /api/crud/outbox (issue 12: the outbox is a resource of the generic API like the contract list):
// internal admins only; paged and counted by the server, sorted, searched by recipient, subject or
// text and by column, and downloaded as CSV or Excel with the on-screen headers.
import { insertOutboxMessage } from '../../../src/server/repositories/outbox';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { parseCsv, readXlsx, SETUP_TIMEOUT } from './resource-fixtures';

let t: TestApp;
let admin: Browser;
/** The ids of this test's messages, oldest first. */
const ids: number[] = [];

interface Answer {
  count: number;
  rows: {
    id: number;
    time: string;
    channel: string;
    to_address: string;
    subject: string | null;
    status: string;
  }[];
}

const TAG = 'outboxres';

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInBrowser(t.app, 'admin@example.com');
  for (let i = 0; i < 5; i++) {
    ids.push(
      await insertOutboxMessage(t.db, {
        channel: i === 4 ? 'sms' : 'email',
        to: i === 4 ? '5550001234' : `pat${i}@${TAG}.example`,
        subject: i === 4 ? null : `Statement ${i}`,
        body: i === 2 ? 'Your verification code is 733911' : `Hello ${i}`,
        status: i === 3 ? 'queued' : 'sent',
        // One a day from November 20th, 2026, 3 PM UTC (10 AM in New York).
        createdOn: `2026-11-2${i}T15:00:00.000Z`,
        sentOn: i === 3 ? null : `2026-11-2${i}T15:01:00.000Z`,
      }),
    );
  }
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await admin.get(`/api/crud/outbox?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
};

describe('the outbox resource', () => {
  test('is for internal admins only', async () => {
    for (const email of ['client-admin@example.com', 'facility-admin@example.com']) {
      const other = await loggedInBrowser(t.app, email);
      expect((await other.get('/api/crud/outbox')).statusCode).toBe(403);
      expect((await other.get('/api/crud/outbox?output_format=csv')).statusCode).toBe(403);
    }
  });

  test('pages newest first with the count of every matching message', async () => {
    const first = await list(`search_to_address=${TAG}&limit=2&offset=0`);
    expect(first.count).toBe(4);
    expect(first.rows.map((r) => r.id)).toEqual([ids[3], ids[2]]);
    const next = await list(`search_to_address=${TAG}&limit=2&offset=2`);
    expect(next.rows.map((r) => r.id)).toEqual([ids[1], ids[0]]);
  });

  test('the recipient (?to=), the search box and each column narrow it', async () => {
    expect((await list(`to=PAT1@${TAG}`)).rows.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list('search=733911')).rows.map((r) => r.id)).toEqual([ids[2]]);
    const sms = await list('search_channel=sms&search_to_address=5550001234');
    expect(sms.rows.map((r) => r.id)).toEqual([ids[4]]);
    expect((await list(`search_status=queued&search_to_address=${TAG}`)).rows.map((r) => r.id)).toEqual([
      ids[3],
    ]);
    // The day a message was sent (or queued), in New York.
    expect((await list(`search_time=2026-11-21&search_to_address=${TAG}`)).rows.map((r) => r.id)).toEqual([
      ids[1],
    ]);
  });

  test('sorts by a column; the time is when it was sent, or queued when not sent', async () => {
    const rows = (await list(`search_to_address=${TAG}&orderby=subject`)).rows;
    expect(rows.map((r) => r.subject)).toEqual(['Statement 0', 'Statement 1', 'Statement 2', 'Statement 3']);
    expect(rows[3].time).toBe('2026-11-23T15:00:00.000Z');
    expect(rows[0].time).toBe('2026-11-20T15:01:00.000Z');
  });

  test('a bad column value is a clear 400, not a database error', async () => {
    const response = await admin.get('/api/crud/outbox?search_channel=fax');
    expect(response.statusCode).toBe(400);
    const unknown = await admin.get('/api/crud/outbox?orderby=attachment_key');
    expect(unknown.statusCode).toBe(400);
  });

  test('downloads the view as CSV and Excel with the on-screen headers', async () => {
    const csv = await admin.get(
      `/api/crud/outbox?search_to_address=${TAG}&orderby=subject&output_format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="outbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      'Message #',
      'Sent or queued',
      'Channel',
      'To',
      'Subject',
      'Message',
      'Status',
      'Attachment',
    ]);
    expect(rows.map((r) => r[4])).toEqual(['Statement 0', 'Statement 1', 'Statement 2', 'Statement 3']);
    expect(rows[2][5]).toBe('Your verification code is 733911');
    expect(rows[0][1]).toBe('11/20/2026');

    const excel = await admin.get(`/api/crud/outbox?search_to_address=${TAG}&output_format=excel`);
    expect(excel.statusCode).toBe(200);
    const sheet = await readXlsx(excel);
    expect(sheet[0]).toEqual(header);
    expect(sheet).toHaveLength(5);
  });
});
