// The database connection's settings (src/server/db/database.ts): on PostgreSQL each connection of the
// app's pool sorts and hashes with 16 MB, so a report's group-by over a client's year of account
// history stays in memory (PostgreSQL's default, 4 MB, spills it to disk).
import { sql } from 'kysely';
import { freshDatabase, TEST_DB } from './helpers/test-app';
import type { Db } from '../../src/server/db/database';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
});

afterAll(async () => {
  await db.destroy();
  await drop();
});

(TEST_DB === 'postgres' ? test : test.skip)('every connection of the pool has work_mem 16MB', async () => {
  // Several at once, so that more than one connection of the pool answers.
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => sql<{ work_mem: string }>`show work_mem`.execute(db)),
  );
  expect(answers.map((a) => a.rows[0].work_mem)).toEqual(['16MB', '16MB', '16MB', '16MB']);
});
