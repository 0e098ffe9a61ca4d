// Spec §3: only the contract types a facility lists in remittance_contract_types are remitted, the
// same rule the Remittance report and the other reports apply; a facility listing none has no statement.
import { remitMonth } from '../../../src/server/services/servicing/remittance';
import { paymentValues } from '../../../src/server/services/payments/payment-values';
import { boardAccount, servicingWorld, type ServicingWorld } from './engine-helpers';

let world: ServicingWorld;
let facilityId: number;
let procedure: number;
let wellness: number;

beforeAll(async () => {
  world = await servicingWorld();
  facilityId = world.facilities['riverside-main'];
  procedure = await boardAccount(world.db, {
    facilityId,
    last: 'Procedure',
    agreementDate: '2025-12-01',
    firstDue: '2026-01-05',
    bankAccount: '123456789',
  });
  wellness = await boardAccount(world.db, {
    facilityId,
    last: 'Wellness',
    agreementDate: '2025-12-01',
    firstDue: '2026-01-05',
    bankAccount: '223456789',
  });
  await world.db.updateTable('contracts').set({ contract_type: 3 }).where('id', '=', wellness).execute();
  for (const [contractId, cents] of [
    [procedure, 10_000],
    [wellness, 7_500],
  ]) {
    await world.db
      .insertInto('payments')
      .values(
        paymentValues({
          contract_id: contractId,
          date: '2026-01-06',
          type: 'ACH',
          amount_cents: cents,
          description: 'Scheduled ACH debit (payment 1)',
          created_on: '2026-01-06T23:00:00.000Z',
        }),
      )
      .execute();
  }
}, 120_000);
afterAll(() => world.close());

const statements = () =>
  world.db
    .selectFrom('remittance_statements')
    .select(['id', 'gross_cents', 'payment_count'])
    .where('facility_id', '=', facilityId)
    .where('month', '=', '2026-01')
    .execute();
const setTypes = (types: number[]) =>
  world.db
    .updateTable('facilities')
    .set({ remittance_contract_types: JSON.stringify(types) })
    .where('id', '=', facilityId)
    .execute();

test('a facility listing no contract type for remittance has no statement', async () => {
  await setTypes([]);
  await remitMonth(world.engine(), '2026-01', '2026-02-03');
  expect(await statements()).toEqual([]);
});

test('only the listed contract types are on the statement', async () => {
  await setTypes([1, 2]);
  await remitMonth(world.engine(), '2026-01', '2026-02-03');
  const [statement] = await statements();
  expect(Number(statement.gross_cents)).toBe(10_000);
  const lines = await world.db
    .selectFrom('remittance_lines')
    .select(['kind', 'contract_id', 'amount_cents'])
    .where('statement_id', '=', statement.id)
    .where('kind', '=', 'payment')
    .execute();
  expect(lines.map((l) => [l.contract_id, Number(l.amount_cents)])).toEqual([[procedure, 10_000]]);
});
