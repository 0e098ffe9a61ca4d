// Requesting a change of information (spec §3, §5 Change of information rules, §7): live accounts
// only, canEdit at the contract's facility, one pending request at a time, the shared schema's
// messages by field; stored QUEUED with tonight's servicer batch enqueued.
import { addBusinessDays } from '../../../src/shared/calendar';
import { addDays, formatDisplayDate } from '../../../src/shared/dates';
import { MESSAGES } from '../../../src/shared/messages';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation/messages';
import { nextNightlyBatch } from '../../../src/server/services/change-of-information/nightly-batch';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT } from '../resources/resource-fixtures';
import {
  billingDateChange,
  cancellation,
  changesOf,
  COI,
  liveContract,
  pendingUrl,
  personalChange,
  today,
  transmitJobs,
} from './coi-fixtures';

let t: TestApp;
let editor: Browser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await loggedInBrowser(t.app, 'edit@example.com');
}, SETUP_TIMEOUT);
afterAll(() => t.close(), SETUP_TIMEOUT);

describe('a request on a live account', () => {
  test('is stored QUEUED with the account numbers, and tonight’s servicer batch is enqueued', async () => {
    const id = await liveContract(t.db);
    const before = Date.now();
    const response = await editor.post(COI, personalChange(id));
    expect(response.statusCode).toBe(200);
    expect(response.json().row).toMatchObject({
      contract_id: id,
      ebcs_account_number: 'EB00012345',
      client_internal_acct_number: 'RAH-7781',
      customer_last_name: 'Smith',
      is_personal_info_change: true,
      is_cancellation: false,
      is_billing_date_change: false,
      reason_for_cancel: null,
      ne_ebcs_transmission_status: 'QUEUED',
    });
    const jobs = await transmitJobs(t.db);
    const batch = nextNightlyBatch(new Date(before));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      dedupe_key: `servicer.transmit:${batch.date}`,
      run_at: batch.runAt.toISOString(),
      done_on: null,
    });
    expect(JSON.parse(jobs[0].payload)).toEqual({ batch_date: batch.date });
  });

  test('every request of the day joins the same nightly batch (one job)', async () => {
    const other = await liveContract(t.db, { status: 'COLLECT' });
    expect((await editor.post(COI, cancellation(other))).statusCode).toBe(200);
    expect(await transmitJobs(t.db)).toHaveLength(1);
  });

  test('only the fields of the kinds asked for are kept', async () => {
    const id = await liveContract(t.db);
    const response = await editor.post(COI, {
      ...billingDateChange(id),
      customer_last_name: 'Ignored',
      reason_for_cancel: '1',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await changesOf(t.db, id);
    expect(row).toMatchObject({
      customer_last_name: null,
      reason_for_cancel: null,
      is_billing_date_change: 1,
    });
  });

  test('a retry with the same idempotency key is answered once, with the first answer', async () => {
    const id = await liveContract(t.db);
    const body = { ...cancellation(id), idempotency_key: 'coi-retry-1' };
    const first = await editor.post(COI, body);
    const again = await editor.post(COI, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().row.id).toBe(first.json().row.id);
    expect(await changesOf(t.db, id)).toHaveLength(1);
  });
});

describe('refusals change nothing', () => {
  test.each([
    ['INCOMPLETE', {}],
    ['SIGNED', {}],
    ['REJECTED', {}],
    ['deleted ACTIVE', { is_deleted: 1 as const }],
  ])('a %s contract is not a live account: 409', async (label, extra) => {
    const status = label.replace('deleted ', '');
    const id = await liveContract(t.db, { status, ...extra });
    const response = await editor.post(COI, cancellation(id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/only for a live account \(ACTIVE or COLLECT\)/);
    expect(await changesOf(t.db, id)).toHaveLength(0);
  });

  test('a read-only user: 403', async () => {
    const reader = await loggedInBrowser(t.app, 'read@example.com');
    const id = await liveContract(t.db);
    expect((await reader.post(COI, cancellation(id))).statusCode).toBe(403);
    expect(await changesOf(t.db, id)).toHaveLength(0);
  });

  test('another client’s contract: 403, and its requests are not listed', async () => {
    const dental = await loggedInBrowser(t.app, 'dental@example.com');
    const id = await liveContract(t.db);
    expect((await editor.post(COI, cancellation(id))).statusCode).toBe(200);
    expect((await dental.post(COI, billingDateChange(id))).statusCode).toBe(403);
    const listed = await dental.get(pendingUrl(id));
    expect(listed.json()).toMatchObject({ count: 0, rows: [] });
    expect(await changesOf(t.db, id)).toHaveLength(1);
  });

  test('while a request is pending: 409, whatever the kind', async () => {
    const id = await liveContract(t.db);
    expect((await editor.post(COI, cancellation(id))).statusCode).toBe(200);
    const second = await editor.post(COI, billingDateChange(id));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A change of information is already pending for this contract.');
    expect(await changesOf(t.db, id)).toHaveLength(1);
  });

  test('without the CSRF token: 403', async () => {
    const id = await liveContract(t.db);
    expect((await editor.post(COI, cancellation(id), { csrf: false })).statusCode).toBe(403);
  });
});

describe('validation (spec §5 Change of information): 400 with the message on its field', () => {
  const errorsOf = async (body: Record<string, unknown>) => {
    const response = await editor.post(COI, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.validationErrors);
    return response.json().errors as Record<string, string>;
  };
  let id: number;
  beforeAll(async () => {
    id = await liveContract(t.db);
  });
  afterAll(async () => expect(await changesOf(t.db, id)).toHaveLength(0));

  test('no change asked for', async () => {
    expect(await errorsOf({ contract_id: id })).toEqual({ changes: VALIDATION_MESSAGES.changeRequired });
  });

  test('personal information: names, address, city, state, zip, date of birth and email are required', async () => {
    const errors = await errorsOf({ contract_id: id, is_personal_info_change: true });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'customer_address1',
        'customer_city',
        'customer_date_of_birth',
        'customer_email',
        'customer_first_name',
        'customer_last_name',
        'customer_st',
        'customer_zip',
      ].sort(),
    );
    expect(errors.customer_first_name).toBe('Enter a first name.');
    const bad = await errorsOf({ ...personalChange(id), customer_email: 'nope', customer_zip: '123' });
    expect(bad).toEqual({
      customer_email: 'Enter a valid email address.',
      customer_zip: 'Enter a valid zip code.',
    });
  });

  test('cancellation: reason and date required; the date at least three business days ahead', async () => {
    const missing = await errorsOf({ contract_id: id, is_cancellation: true });
    expect(Object.keys(missing).sort()).toEqual(['date_of_cancel', 'reason_for_cancel']);
    const earliest = addBusinessDays(today, 3);
    const tooSoon = await errorsOf(cancellation(id, addBusinessDays(today, 2)));
    expect(tooSoon).toEqual({
      date_of_cancel: `Must be at least 3 business days from today (${formatDisplayDate(earliest)} or later).`,
    });
    const unknown = await errorsOf({ ...cancellation(id), reason_for_cancel: '99' });
    expect(unknown).toEqual({ reason_for_cancel: 'Select a reason for cancellation from the list.' });
    // CSR Reject ends an application, not a live account.
    const originationOnly = await errorsOf({ ...cancellation(id), reason_for_cancel: '3' });
    expect(originationOnly).toEqual({ reason_for_cancel: 'Select a reason for cancellation from the list.' });
  });

  test('billing date change: the date is required and must be an allowed billing date', async () => {
    const missing = await errorsOf({ contract_id: id, is_billing_date_change: true });
    expect(Object.keys(missing)).toEqual(['next_payment_due_date']);
    // The day after an allowed billing day (1st → 2nd, 5th → 6th…) is never one for a monthly account.
    const day = billingDateChange(id).next_payment_due_date;
    const notAllowed = await errorsOf(billingDateChange(id, addDays(day, 1)));
    expect(notAllowed).toEqual({ next_payment_due_date: VALIDATION_MESSAGES.firstPaymentNotAvailable });
  });
});

describe('the pending request (spec §4 Change of information load)', () => {
  test('GET …&ne_ebcs_transmission_status=RECONCILED shows the request until it is reconciled', async () => {
    const id = await liveContract(t.db);
    expect((await editor.get(pendingUrl(id))).json()).toMatchObject({ count: 0, rows: [] });
    const created = (await editor.post(COI, cancellation(id))).json().row;
    const pending = (await editor.get(pendingUrl(id))).json();
    expect(pending.rows).toEqual([
      expect.objectContaining({
        id: created.id,
        is_cancellation: true,
        ne_ebcs_transmission_status: 'QUEUED',
      }),
    ]);
    await t.db
      .updateTable('change_of_information')
      .set({ ne_ebcs_transmission_status: 'RECONCILED' })
      .where('id', '=', created.id)
      .execute();
    expect((await editor.get(pendingUrl(id))).json()).toMatchObject({ count: 0, rows: [] });
    expect((await editor.post(COI, billingDateChange(id))).statusCode).toBe(200);
  });
});
