// A term sheet's version 1 is in effect from the business day it was made (New York), not its UTC day:
// a practice set up at 9 PM in New York (02:00 UTC the next day) has its sheets in effect that evening,
// so a version saved the same evening for "today" replaces them rather than preceding them.
import type { Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { lookupRows } from '../../../src/server/db/seed/lookups';
import { seedPractices } from '../../../src/server/db/seed/practices';
import { freshDatabase } from '../helpers/test-app';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrateToLatest(db);
}, 60_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

test('the demo practices set up at 9 PM in New York: their sheets take effect that New York day', async () => {
  const now = '2026-11-27T02:00:00.000Z'; // November 26th, 9 PM in New York
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('lookups').values(lookupRows(now)).execute();
    await seedPractices(trx, now);
  });
  const days = await db.selectFrom('term_sheets').select('effective_on').distinct().execute();
  expect(days.map((d) => d.effective_on)).toEqual(['2026-11-26']);
});
