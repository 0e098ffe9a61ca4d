// The return-rate monitor (issue 11): over the rolling 60 days of ACH debits, a practice group's
// unauthorized, administrative and overall return rates against half of NACHA's thresholds; an alert
// row per day, scope and category, and the first alert of an episode emailed to every active internal
// admin once, however often the day runs.
import { LEVEL } from '../../../src/shared/permissions';
import { monitorReturnRates, returnRateAlertEmail } from '../../../src/server/services/servicing/monitor';
import { boardAccount, servicingWorld, type ServicingWorld } from './engine-helpers';

let world: ServicingWorld;
let contractId: number;
let clientId: number;
const DAY = '2026-03-02';

async function addUser(email: string, level: number, active = true) {
  const { id } = await world.db
    .insertInto('users')
    .values({
      email,
      first_name: 'Test',
      last_name: 'Admin',
      password_hash: 'x',
      multifactor_required: 0,
      is_active: active ? 1 : 0,
      created_on: '2026-01-01T00:00:00.000Z',
      invited_on: null,
      last_login_on: null,
      deactivated_on: active ? null : '2026-02-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await world.db
    .insertInto('permissions')
    .values({ user_id: id, client_id: null, facility_id: null, level })
    .execute();
}

/** n ACH debits of the facility's practice group on a day, the first `returned` of them returned with `code`. */
async function debits(day: string, n: number, returned: number, code: string) {
  for (let i = 0; i < n; i += 1) {
    await world.db
      .insertInto('servicing_entries')
      .values({
        contract_id: contractId,
        entry_key: `test:${day}:${code}:${i}`,
        kind: 'installment',
        installment_number: i + 1,
        method: 'ACH',
        business_day: day,
        effective_date: day,
        client_id: clientId,
        status: i < returned ? 'returned' : 'sent',
        return_code: i < returned ? code : null,
        amount_cents: 10_000,
        created_on: `${day}T23:00:00.000Z`,
      })
      .execute();
  }
}

const alerts = () =>
  world.db
    .selectFrom('servicing_alerts')
    .select(['business_day', 'scope', 'category', 'rate_percent', 'returns', 'entries'])
    .orderBy('business_day')
    .orderBy('scope')
    .orderBy('category')
    .execute();
const warnings = () =>
  world.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'body'])
    .where('subject', 'like', 'Return-rate warning%')
    .orderBy('to_address')
    .execute();

beforeAll(async () => {
  world = await servicingWorld();
  const facilityId = Object.values(world.facilities)[0];
  const facility = await world.db
    .selectFrom('facilities')
    .select('client_id')
    .where('id', '=', facilityId)
    .executeTakeFirstOrThrow();
  clientId = facility.client_id;
  contractId = await boardAccount(world.db, {
    facilityId,
    last: 'Monitor',
    agreementDate: '2025-12-01',
    firstDue: '2026-01-01',
    bankAccount: '123456789',
  });
  await addUser('ops1@example.com', LEVEL.admin);
  await addUser('ops2@example.com', LEVEL.developer);
  await addUser('gone@example.com', LEVEL.admin, false);
}, 120_000);
afterAll(() => world.close());

test('below half of every threshold: no alert, no email', async () => {
  // 1 unauthorized return in 400 debits: 0.25 % is exactly half of 0.5 %, so 1 in 401 stays below.
  await debits('2026-02-20', 401, 1, 'R07');
  await monitorReturnRates(world.db, DAY);
  expect(await alerts()).toEqual([]);
  expect(await warnings()).toEqual([]);
});

test('at half of the unauthorized threshold: an alert per scope, emailed to each active internal admin once', async () => {
  // One more R10 in the window: 2 unauthorized returns of 402 debits = 0.4975 %, above 0.25 %.
  await debits('2026-02-27', 1, 1, 'R10');
  await monitorReturnRates(world.db, DAY);
  await monitorReturnRates(world.db, DAY);
  const rows = await alerts();
  expect(rows.map((r) => [r.scope, r.category, r.returns, r.entries])).toEqual([
    ['all', 'unauthorized', 2, 402],
    [`client:${clientId}`, 'unauthorized', 2, 402],
  ]);
  expect(Number(rows[0].rate_percent)).toBeCloseTo((100 * 2) / 402, 4);
  const mail = await warnings();
  // Two scopes (all practices and the practice group) x two active internal admins; not the deactivated one.
  expect(mail.map((m) => m.to_address)).toEqual([
    'ops1@example.com',
    'ops1@example.com',
    'ops2@example.com',
    'ops2@example.com',
  ]);
  const client = await world.db
    .selectFrom('clients')
    .select('name')
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const expected = returnRateAlertEmail({
    day: DAY,
    scopeName: client.name,
    category: 'unauthorized',
    ratePercent: (100 * 2) / 402,
    returns: 2,
    entries: 402,
  });
  expect(mail.map((m) => m.subject)).toContain(expected.subject);
  expect(expected.subject).toBe(`Return-rate warning: ${client.name}, unauthorized returns at 0.498 %`);
  expect(expected.text).toContain('On 03/02/2026 the unauthorized return rate (R05, R07, R10, R11, R29)');
  expect(expected.text).toContain('2 returns of 402 ACH debits. The NACHA threshold is 0.5 %');
});

test('the next day still above: a new alert row, no second email in the same episode', async () => {
  await monitorReturnRates(world.db, '2026-03-03');
  expect((await alerts()).filter((r) => r.business_day === '2026-03-03')).toHaveLength(2);
  expect(await warnings()).toHaveLength(4);
});
