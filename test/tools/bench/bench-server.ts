// The real server on a bench database, as a child of list-bench.ts (so its memory is its own):
// `tsx bench-server.ts sqlite|postgres` listens on a free loopback port, tells the parent the port,
// and answers {memory} messages with process.memoryUsage(). Each answer carries a Server-Timing
// header `app;dur=<ms>` from the request's arrival to the start of its reply. On a {bare, body} message
// it also serves GET /bare on a second port: a bare Fastify route answering that body (cpu-bench.ts).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { build } from '../../../src/server/app';
import { connectionOf, type BenchDbKind } from './bench-db';

const REQUEST_START = Symbol('requestStart');

async function main() {
  const kind = process.argv[2] as BenchDbKind;
  const app = await build({
    logger: process.env.BENCH_LOG ? { level: process.env.BENCH_LOG } : false,
    config: {
      ...connectionOf(kind),
      environment: 'development',
      jobRunner: false,
      clientDir: join(tmpdir(), 'payplan-no-client-build'),
    },
  });
  app.addHook('onRequest', async (request) => {
    (request as unknown as Record<symbol, bigint>)[REQUEST_START] = process.hrtime.bigint();
  });
  app.addHook('onSend', async (request, reply) => {
    const start = (request as unknown as Record<symbol, bigint>)[REQUEST_START];
    if (start) reply.header('server-timing', `app;dur=${Number(process.hrtime.bigint() - start) / 1e6}`);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.on('message', (message: { type: string }) => {
    if (message.type === 'memory') process.send?.({ type: 'memory', usage: process.memoryUsage() });
    if (message.type === 'gc') {
      (globalThis as { gc?: () => void }).gc?.();
      process.send?.({ type: 'gc' });
    }
    if (message.type === 'stop') void app.close().then(() => process.exit(0));
  });
  // cpu-bench.ts: a bare Fastify route in this same process sending a given body (the yardstick).
  process.on('message', (message: { type: string; body?: unknown }) => {
    if (message.type !== 'bare') return;
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => message.body);
    void bare.listen({ host: '127.0.0.1', port: 0 }).then(() => {
      const bareAddress = bare.server.address();
      const port = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;
      process.send?.({ type: 'bare', port });
    });
  });
  process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
