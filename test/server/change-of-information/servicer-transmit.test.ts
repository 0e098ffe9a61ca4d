// The servicer's nightly batch (spec §3, §4): the servicer.transmit job sends every QUEUED request,
// and each confirmation changes the contract in one transaction, writes a note and sets RECONCILED.
// A job run twice applies each change once; a servicer that cannot be reached leaves them for a retry.
import { formatDisplayDate } from '../../../src/shared/dates';
import type { JobHandler } from '../../../src/server/jobs';
import { SERVICER_TRANSMIT, servicerTransmit } from '../../../src/server/jobs/handlers/servicer-transmit';
import { SandboxServicer, type ServicerProvider } from '../../../src/server/providers/servicer';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { manualClock, runOneJob } from '../jobs/job-fixtures';
import { SETUP_TIMEOUT } from '../resources/resource-fixtures';
import {
  billingDateChange,
  cancellation,
  changesOf,
  COI,
  contractOf,
  liveContract,
  notesOf,
  pendingUrl,
  personalChange,
  transmitJobs,
} from './coi-fixtures';

let t: TestApp;
let editor: Browser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await loggedInBrowser(t.app, 'edit@example.com');
}, SETUP_TIMEOUT);
afterAll(() => t.close(), SETUP_TIMEOUT);

// The batch runs at the next 01:00 New York: a clock a day and an hour ahead finds it due.
const clock = manualClock(new Date(Date.now() + 25 * 60 * 60_000));
const runBatch = (servicer: ServicerProvider) =>
  runOneJob(t.db, { [SERVICER_TRANSMIT]: servicerTransmit(servicer) }, clock.now);

const history = (id: number) =>
  t.db
    .selectFrom('contract_status_history')
    .select(['action', 'from_status', 'to_status', 'user_id'])
    .where('contract_id', '=', id)
    .execute();

async function request(body: Record<string, unknown>) {
  const response = await editor.post(COI, body);
  expect(response.statusCode).toBe(200);
  return response.json().row as { id: number };
}

/** Finishes whatever transmit job an earlier test left, so each test starts with an empty queue. */
beforeEach(async () => {
  await t.db
    .updateTable('change_of_information')
    .set({ ne_ebcs_transmission_status: 'RECONCILED' })
    .execute();
  await t.db.deleteFrom('jobs').where('kind', '=', SERVICER_TRANSMIT).execute();
});

describe('servicer.transmit', () => {
  test('sends the night’s requests in one batch and applies each kind to its contract', async () => {
    const ava = await liveContract(t.db);
    const noah = await liveContract(t.db, { status: 'COLLECT', customer_first_name: 'Noah' });
    const mia = await liveContract(t.db, { customer_first_name: 'Mia' });
    const personal = await request(personalChange(ava));
    const cancel = await request(cancellation(noah));
    const billing = await request(billingDateChange(mia));
    const servicer = new SandboxServicer();

    expect(await runBatch(servicer)).toBe(true);

    expect(servicer.received).toHaveLength(1);
    expect(servicer.received[0].requests.map((r) => r.request_id)).toEqual([
      personal.id,
      cancel.id,
      billing.id,
    ]);
    expect(servicer.received[0].requests[0]).toMatchObject({
      ebcs_account_number: 'EB00012345',
      is_personal_info_change: true,
      customer: expect.objectContaining({ customer_last_name: 'Smith', customer_city: 'Kettering' }),
    });
    for (const id of [ava, noah, mia]) {
      expect((await changesOf(t.db, id)).map((c) => c.ne_ebcs_transmission_status)).toEqual(['RECONCILED']);
    }
    expect(await contractOf(t.db, ava)).toMatchObject({
      customer_last_name: 'Smith',
      customer_address1: '77 Lake Drive',
      customer_city: 'Kettering',
      customer_zip: '45429',
      customer_email: 'ava.smith@example.com',
      status: 'ACTIVE',
    });
    const [avaNote] = await notesOf(t.db, ava);
    expect(avaNote.user_id).toBeNull();
    expect(avaNote.text).toContain('Change of information applied by the servicer (confirmation COI');
    expect(avaNote.text).toContain('last name: Garcia → Smith');
    expect(avaNote.text).toContain('city: Dayton → Kettering');
    expect(avaNote.text).not.toContain('first name');

    const cancelDate = cancellation(noah).date_of_cancel;
    expect(await contractOf(t.db, noah)).toMatchObject({ reason_for_cancel: '1', status: 'COLLECT' });
    expect((await notesOf(t.db, noah))[0].text).toContain(
      `cancellation effective ${formatDisplayDate(cancelDate)} (Customer Request)`,
    );
    expect(await history(noah)).toEqual([
      { action: 'servicer.cancellation', from_status: 'COLLECT', to_status: 'COLLECT', user_id: null },
    ]);

    const newDate = billingDateChange(mia).next_payment_due_date;
    const before = (await changesOf(t.db, mia))[0];
    expect(before.next_payment_due_date).toBe(newDate);
    expect((await contractOf(t.db, mia)).next_payment_due_date).toBe(newDate);
    expect((await notesOf(t.db, mia))[0].text).toContain(`→ ${formatDisplayDate(newDate)}`);

    expect((await editor.get(pendingUrl(ava))).json().rows).toEqual([]);
    expect((await transmitJobs(t.db))[0].done_on).not.toBeNull();
  });

  test('run twice, a change is applied once (one note, one change of the contract)', async () => {
    const id = await liveContract(t.db);
    await request(personalChange(id));
    const servicer = new SandboxServicer();
    const handler: JobHandler = servicerTransmit(servicer);
    expect(await runOneJob(t.db, { [SERVICER_TRANSMIT]: handler }, clock.now)).toBe(true);
    // The worker stopped before done_on was written: the same job is claimed and run again.
    await t.db.updateTable('jobs').set({ done_on: null }).where('kind', '=', SERVICER_TRANSMIT).execute();
    await t.db
      .updateTable('contracts')
      .set({ customer_last_name: 'Edited-after' })
      .where('id', '=', id)
      .execute();
    expect(await runOneJob(t.db, { [SERVICER_TRANSMIT]: handler }, clock.now)).toBe(true);
    expect(await notesOf(t.db, id)).toHaveLength(1);
    expect((await contractOf(t.db, id)).customer_last_name).toBe('Edited-after');
    expect((await changesOf(t.db, id))[0].ne_ebcs_transmission_status).toBe('RECONCILED');
  });

  test('a request sent but not confirmed stays TRANSMITTED and is applied once on the next try', async () => {
    const id = await liveContract(t.db);
    const change = await request(billingDateChange(id));
    const sandbox = new SandboxServicer();
    let confirm = false;
    // The servicer takes the batch but its answer is lost (no confirmations) the first time.
    const lossy: ServicerProvider = {
      transmitChanges: async (batch) => {
        const receipt = await sandbox.transmitChanges(batch);
        return confirm ? receipt : { ...receipt, confirmations: [] };
      },
    };
    expect(await runBatch(lossy)).toBe(true);
    expect((await changesOf(t.db, id))[0].ne_ebcs_transmission_status).toBe('TRANSMITTED');
    expect((await editor.get(pendingUrl(id))).json().rows).toEqual([
      expect.objectContaining({ id: change.id }),
    ]);
    // It goes with the next night's batch.
    const jobs = await transmitJobs(t.db);
    expect(jobs).toHaveLength(2);
    expect(jobs[1].done_on).toBeNull();
    confirm = true;
    clock.set(2 * 24 * 60 * 60_000);
    expect(await runBatch(lossy)).toBe(true);
    expect((await changesOf(t.db, id))[0].ne_ebcs_transmission_status).toBe('RECONCILED');
    expect(await notesOf(t.db, id)).toHaveLength(1);
    clock.set(0);
  });

  test('a servicer that cannot be reached: the job is retried, the requests stay QUEUED and unapplied', async () => {
    const id = await liveContract(t.db);
    await request(cancellation(id));
    const down: ServicerProvider = {
      transmitChanges: () => Promise.reject(new Error('servicer unreachable')),
    };
    expect(await runBatch(down)).toBe(true);
    const [job] = await transmitJobs(t.db);
    expect(job).toMatchObject({ done_on: null, failed_on: null, last_error: 'servicer unreachable' });
    expect((await changesOf(t.db, id))[0].ne_ebcs_transmission_status).toBe('QUEUED');
    expect((await contractOf(t.db, id)).reason_for_cancel).toBeNull();
    expect(await notesOf(t.db, id)).toHaveLength(0);
  });
});
