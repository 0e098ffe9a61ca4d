// Demo data for `npm start` and the tests: lookups, practices, users, the current terms, an announcement
// and demo contracts (their SSNs and numbers encrypted with the server's key).
import type { Db } from '../database';
import { loadConfig } from '../../config';
import { hashPassword } from '../../services/password-hashing';
import { seedBroadcasts } from './broadcasts';
import { seedContracts } from './contracts';
import { seedContractVolume } from './contract-volume';
import { seedPaymentHistories } from './payment-histories';
import { lookupRows } from './lookups';
import { seedPractices } from './practices';
import { TERMS_BODY, TERMS_TITLE } from './terms-text';
import { DEMO_PASSWORD, seedUsers } from './users';

export { DEMO_PASSWORD, DEMO_USERS } from './users';

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function seedDemo(
  db: Db,
  now = new Date().toISOString(),
  encryptionKey = loadConfig().encryptionKey,
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('lookups').values(lookupRows(now)).execute();
    const ids = await seedPractices(trx, now);
    const terms = await trx
      .insertInto('terms_versions')
      .values({ version: 1, title: TERMS_TITLE, body: TERMS_BODY, effective_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedUsers(trx, ids, passwordHash, terms.id, now);
    await seedContracts(trx, ids.facilityIds, encryptionKey, now);
    await seedContractVolume(trx, ids.facilityIds, encryptionKey, now);
    // After every contract exists: the live ones get their payments, returns and fees.
    await seedPaymentHistories(trx, now);
    await trx
      .insertInto('announcements')
      .values({
        title: 'Weekly payment schedules now available',
        body:
          'Payment plans can now be billed weekly or twice per month in addition to monthly and biweekly. ' +
          'Choose the billing cycle on the agreement step of a new contract. Call support with any questions.',
        is_active: 1,
        created_on: now,
        starts_on: now,
      })
      .execute();
    await seedBroadcasts(trx, now);
  });
}
