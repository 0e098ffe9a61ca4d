// npm run bench:cpu [-- --db sqlite|postgres|both] [--seconds 10] [--connections 4] [--gzip]: the
// server's CPU per authenticated list request and its throughput against a bare Fastify route sending
// the same body (issue 17 "Server CPU per authenticated list request"). For each database it starts
// the real server on the bench database as a child process (bench-server.ts), logs in as the bench
// user, and for a fixed time keeps C keep-alive connections busy with the first page of Bench
// Practice 01's list (100 rows); then the same child serves that very body from a bare Fastify route
// (no hooks, no schema, no database) and is driven the same way. It prints requests per second and
// the server process's CPU time per request (from /proc) for both, and their ratio.
// Without --gzip the requests ask for no compression, so both routes send the same bytes; with it
// they ask as a browser does (the real server compresses, the bare route does not).
import { Agent, request as httpRequest } from 'node:http';
import { BENCH_USER, benchFacility, kindsOf, type BenchDbKind } from './bench-db';
import { load, loginAs, Server } from './bench-http';

const argValue = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const SECONDS = Number(argValue('--seconds', '10'));
const CONNECTIONS = Number(argValue('--connections', '4'));
const GZIP = process.argv.includes('--gzip');

interface Drive {
  requests: number;
  seconds: number;
  cpuPerRequestMs: number;
  bytes: number;
}

/** C connections, each sending the next request when the last answer has been read, for `seconds`. */
async function drive(server: Server, url: string, headers: Record<string, string>, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(url);
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () =>
            res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  for (let i = 0; i < 50; i++) await once(); // warm-up: JIT, plans, statement caches
  let requests = 0;
  let bytes = 0;
  const cpuBefore = server.cpuSeconds();
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        bytes = await once();
        requests++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const cpu = server.cpuSeconds() - cpuBefore;
  agent.destroy();
  return { requests, seconds: elapsed, cpuPerRequestMs: (cpu * 1000) / requests, bytes } satisfies Drive;
}

const line = (name: string, d: Drive) =>
  `${name.padEnd(34)} ${(d.requests / d.seconds).toFixed(0).padStart(6)} requests/s   server CPU ${d.cpuPerRequestMs.toFixed(2)} ms/request   ${(d.bytes / 1024).toFixed(1)} KB/answer`;

async function benchDatabase(kind: BenchDbKind) {
  const facility = await benchFacility(kind);
  const server = await Server.start(kind);
  try {
    const session = await loginAs(server.base, BENCH_USER);
    const headers = { ...session, 'accept-encoding': GZIP ? 'gzip, deflate, br' : 'identity' };
    const path = `/api/crud/contract?facility_id=${facility}`;
    const body = (await (await fetch(`${server.base}${path}`, { headers: session })).json()) as {
      rows: unknown[];
    };
    const { port } = await server.ask<{ port: number }>('bare', { body });
    const list = await drive(server, `${server.base}${path}`, headers, SECONDS);
    const bare = await drive(server, `http://127.0.0.1:${port}/bare`, headers, SECONDS);
    console.log(
      `\n== ${kind}: ${CONNECTIONS} connections, ${SECONDS} s each, ${body.rows.length} rows a page${GZIP ? ', gzip asked' : ''}`,
    );
    console.log(line('list (bench-staff@, first page)', list));
    console.log(line('bare Fastify route, same body', bare));
    console.log(
      `throughput ratio list / bare: ${(list.requests / list.seconds / (bare.requests / bare.seconds)).toFixed(3)}   load ${load()}`,
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`load average at start (1, 5, 15 min): ${load()}`);
  for (const kind of kindsOf(process.argv)) await benchDatabase(kind);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
