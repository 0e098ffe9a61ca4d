// npm run bench:load [-- --db sqlite|postgres|both] [--sessions 200] [--minutes 10]: many staff at
// once (issue 17 "200 concurrent staff sessions"). For each database it starts the real server on the
// bench database as a child process (bench-server.ts), logs in N sessions of the bench user (create
// rights at Bench Practice 01), gives each session a draft contract of its own, then runs every
// session as a person would for the given time: think 0.1–1 s, then 40 % a list page (the list
// bench's cases), 25 % a contract read, 15 % a save of the session's draft, 20 % a note on a contract.
// It prints, each minute and at the end, requests per second, the median, p99 and worst round trip,
// and the errors (any answer but 200, or no answer within 30 s), with the load average.
// It writes (drafts, saves, notes): run it on a copy of the bench databases (BENCH_SQLITE_FILE,
// BENCH_PG_DATABASE: bench-db.ts), not on the generated ones others read.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { BENCH_USER, benchFacilityId, kindsOf, openBenchDb, type BenchDbKind } from './bench-db';
import { load, percentile, processCpuSeconds, Server } from './bench-http';
import { LAST_NAMES } from './bench-rows';
import { DEMO_PASSWORD } from '../../../src/server/db/seed';

const argValue = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const SESSIONS = Number(argValue('--sessions', '200'));
const MINUTES = Number(argValue('--minutes', '10'));
const TIMEOUT_MS = 30_000;

type Kind = 'list' | 'read' | 'save' | 'note';
const MIX: [Kind, number][] = [
  ['list', 0.4],
  ['read', 0.25],
  ['save', 0.15],
  ['note', 0.2],
];

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** One HTTP request over a kept-alive connection; status 0 when it failed or took over 30 s. */
function call(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve) => {
    const req = httpRequest(
      {
        agent,
        method,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: {
          ...headers,
          'accept-encoding': 'gzip',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          // Asked for gzip as a browser does: the server's compression is part of its work.
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, body: body.toString(), headers: res.headers });
        });
        res.on('error', () => resolve({ status: 0, body: 'response error', headers: {} }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, body: error.message, headers: {} }));
    req.end(payload);
  });
}

interface Session {
  headers: Record<string, string>;
  csrf: string;
  draft: { id: number; modified_on: string };
}

const sidOf = (answer: Answer) => {
  const cookies = answer.headers['set-cookie'];
  return /sid=([^;]+)/.exec(Array.isArray(cookies) ? cookies.join(';') : (cookies ?? ''))?.[1];
};

/** Logged in as the client does (get_user for the CSRF token, then login), with a draft of its own. */
async function startSession(base: string, facility: number, n: number): Promise<Session> {
  const first = await call(base, 'POST', '/auth/get_user', {}, {});
  const sid = sidOf(first);
  const { csrfToken } = JSON.parse(first.body) as { csrfToken: string };
  const login = await call(
    base,
    'POST',
    '/auth/login',
    { 'csrf-token': csrfToken, ...(sid ? { cookie: `sid=${sid}` } : {}) },
    { email: BENCH_USER, password: DEMO_PASSWORD },
  );
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body}`);
  const headers = { cookie: `sid=${sidOf(login) ?? sid}` };
  const csrf = (JSON.parse(login.body) as { csrfToken: string }).csrfToken;
  const created = await call(
    base,
    'POST',
    '/api/crud/contract',
    { ...headers, 'csrf-token': csrf },
    { facility_id: facility, action: 'SAVE', contract: draftFields(n, 0) },
  );
  if (created.status !== 200) throw new Error(`draft: ${created.status} ${created.body.slice(0, 300)}`);
  const { contract } = JSON.parse(created.body) as { contract: { id: number; modified_on: string } };
  return { headers, csrf, draft: { id: contract.id, modified_on: contract.modified_on } };
}

const draftFields = (n: number, edit: number) => ({
  customer_first_name: 'Load',
  customer_last_name: `${LAST_NAMES[n % LAST_NAMES.length]}`,
  customer_address1: `${100 + edit} Elm Street`,
  customer_city: 'Dayton',
  customer_st: 'OH',
  customer_zip: '45402',
  customer_email: `load${n}@example.com`,
  customer_phone2: '(937)555-0101',
  customer_date_of_birth: '1980-04-02',
  customer_type_of_pet: 'Dog',
  customer_name_of_pet: 'Biscuit',
  is_new_customer: true,
});

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

function kindAt(r: number): Kind {
  let sum = 0;
  for (const [kind, share] of MIX) {
    sum += share;
    if (r < sum) return kind;
  }
  return 'note';
}

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
  at: number;
}

async function runDatabase(kind: BenchDbKind) {
  const db = openBenchDb(kind);
  const facility = await benchFacilityId(db);
  const contractIds = (
    await db
      .selectFrom('contracts')
      .select('id')
      .where('facility_id', '=', facility)
      .where('is_deleted', '=', 0)
      .execute()
  ).map((r) => r.id);
  await db.destroy();
  const server = await Server.start(kind);
  const base = server.base;
  const list = `/api/crud/contract?facility_id=${facility}`;
  const names = LAST_NAMES.map((n) => n.toLowerCase());
  const listPages = [
    () => list,
    () => `${list}&status=completed&orderby=-created_on`,
    () => `${list}&status=completed&orderby=customer_last_name`,
    () => `${list}&status=completed&orderby=-created_on&offset=100`,
    () => `${list}&search_customer_last_name=${pick(names)}`,
    () => `${list}&search=${pick(names)}`,
  ];
  try {
    const started = performance.now();
    const sessions: Session[] = [];
    // Four logins at a time: each checks a password (scrypt), as the morning's logins would.
    for (let i = 0; i < SESSIONS; i += 4) {
      const batch = Array.from({ length: Math.min(4, SESSIONS - i) }, (_, j) =>
        startSession(base, facility, i + j),
      );
      sessions.push(...(await Promise.all(batch)));
    }
    console.log(
      `\n== ${kind}: ${SESSIONS} sessions logged in with a draft each in ${((performance.now() - started) / 1000).toFixed(1)} s; running ${MINUTES} min   load ${load()}`,
    );

    const samples: Sample[] = [];
    const errors: string[] = [];
    const t0 = performance.now();
    const until = t0 + MINUTES * 60_000;
    let window = 0;
    const minuteCpu = cpuMeter(server);
    const wholeCpu = cpuMeter(server);
    const report = setInterval(() => {
      const now = performance.now();
      const recent = samples.slice(window);
      window = samples.length;
      summary(`minute ${Math.round((now - t0) / 60_000)}`, recent, 60);
      console.log(`               ${minuteCpu()}`);
    }, 60_000);

    const act = async (s: Session, n: number) => {
      const what = kindAt(Math.random());
      const start = performance.now();
      let answer: Answer;
      if (what === 'list') answer = await call(base, 'GET', pick(listPages)(), s.headers);
      else if (what === 'read')
        answer = await call(base, 'GET', `/api/crud/contract/${pick(contractIds)}`, s.headers);
      else if (what === 'note') {
        answer = await call(
          base,
          'POST',
          `/api/note/${pick(contractIds)}`,
          { ...s.headers, 'csrf-token': s.csrf },
          { text: `Called the customer (load bench ${n}).` },
        );
      } else {
        answer = await call(
          base,
          'PUT',
          `/api/crud/contract/${s.draft.id}`,
          { ...s.headers, 'csrf-token': s.csrf },
          {
            action: 'SAVE',
            contract: { ...draftFields(n, samples.length % 900), modified_on: s.draft.modified_on },
          },
        );
        if (answer.status === 200) {
          const saved = JSON.parse(answer.body) as { contract?: { modified_on: string } };
          if (saved.contract) s.draft.modified_on = saved.contract.modified_on;
        }
      }
      const ok = answer.status === 200;
      if (!ok && errors.length < 20) errors.push(`${what} ${answer.status} ${answer.body.slice(0, 200)}`);
      samples.push({ kind: what, ms: performance.now() - start, ok, at: start - t0 });
    };

    await Promise.all(
      sessions.map(async (s, n) => {
        // Sessions start spread over the first second, as people do not all click at once.
        await sleep(Math.random() * 1000);
        while (performance.now() < until) {
          await act(s, n);
          await sleep(100 + Math.random() * 900);
        }
      }),
    );
    clearInterval(report);
    const seconds = (performance.now() - t0) / 1000;
    console.log(`-- ${kind}, the whole run (${seconds.toFixed(0)} s):`);
    summary('all requests', samples, seconds);
    console.log(`               ${wholeCpu()}`);
    for (const [what] of MIX)
      summary(
        `  ${what}`,
        samples.filter((s) => s.kind === what),
        seconds,
      );
    for (const e of errors) console.log(`error: ${e}`);
  } finally {
    await server.stop();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds (user + system) of every process whose command is `postgres` (its backends and workers). */
function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes('(postgres)')) seconds += processCpuSeconds(stat);
    } catch {
      // The process ended while it was being read.
    }
  }
  return seconds;
}

/** Who used the two cores: the server, PostgreSQL's processes and this script, as % of one core. */
function cpuMeter(server: Server) {
  const reading = () => {
    const self = process.cpuUsage();
    return {
      at: performance.now(),
      server: server.cpuSeconds(),
      pg: postgresCpuSeconds(),
      self: (self.user + self.system) / 1e6,
    };
  };
  let last = reading();
  return () => {
    const now = reading();
    const pct = (used: number) => `${((used / ((now.at - last.at) / 1000)) * 100).toFixed(0)} %`;
    const text = `cpu: server ${pct(now.server - last.server)}, postgres ${pct(now.pg - last.pg)}, load script ${pct(now.self - last.self)}`;
    last = now;
    return text;
  };
}

function summary(name: string, samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = samples.filter((s) => !s.ok).length;
  if (ms.length === 0) return console.log(`${name}: no requests`);
  console.log(
    `${name.padEnd(14)} ${String(ms.length).padStart(7)} requests ${(ms.length / seconds).toFixed(0).padStart(4)}/s` +
      `   p50 ${percentile(ms, 50).toFixed(0).padStart(4)} ms   p99 ${percentile(ms, 99).toFixed(0).padStart(5)} ms` +
      `   worst ${ms[ms.length - 1].toFixed(0).padStart(5)} ms   errors ${failed}   load ${load()}`,
  );
}

async function main() {
  console.log(`load average at start (1, 5, 15 min): ${load()}`);
  for (const kind of kindsOf(process.argv)) await runDatabase(kind);
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
