// GET /api/health (liveness) and GET /api/ready (readiness) for a load balancer: no session needed.
import { sql } from 'kysely';
import { migrations } from '../../src/server/db/migrations';
import { createTestApp, type TestApp } from './helpers/test-app';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
const newest = Object.keys(migrations).at(-1) as string;

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('503 naming the migrations the database lacks, ready once they are applied', async () => {
    const applied = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name`.execute(t.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    const restore = async (names: string[]) => {
      for (const { name, timestamp } of applied.rows.filter((row) => names.includes(row.name)))
        await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(
          t.db,
        );
    };
    await sql`delete from kysely_migration`.execute(t.db);

    const none = await get(t, '/api/ready');
    expect(none.statusCode).toBe(503);
    expect(none.json().pending).toEqual(Object.keys(migrations));

    await restore(Object.keys(migrations).filter((name) => name !== newest));
    const missing = await get(t, '/api/ready');
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      migrations: 'pending',
      pending: [newest],
    });
    // Liveness does not care: the process is up and reaches its database.
    expect((await get(t, '/api/health')).statusCode).toBe(200);

    await restore([newest]);
    const current = await get(t, '/api/ready');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
    expect(current.headers['cache-control']).toBe('no-store');
  });

  test('503 while shutting down, so the balancer drains the process (liveness still 200)', async () => {
    t.app.shuttingDown = true;
    try {
      const draining = await get(t, '/api/ready');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'shutting down' });
      expect(draining.headers.connection).toBe('close');
      expect((await get(t, '/api/health')).statusCode).toBe(200);
    } finally {
      t.app.shuttingDown = false;
    }
  });
});

describe('a database that cannot be reached', () => {
  test('/api/health and /api/ready answer 503', async () => {
    const t = await createTestApp();
    try {
      await t.app.ready();
      await t.db.destroy(); // every query now fails, as with a database gone away
      const health = await get(t, '/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      const ready = await get(t, '/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await t.close();
    }
  });
});
