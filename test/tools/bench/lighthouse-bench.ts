// Lighthouse on the built client (issue 17 "Lighthouse mobile performance"): a benchmark, not a
// timed test. It starts the real server (test/e2e/serve.ts: a fresh SQLite database, migrated and
// seeded) on the port it is given, drives the system Chromium headless with Lighthouse's default
// mobile settings (simulated slow 4G, 4× CPU, Moto G Power screen), audits /login logged out, then
// logs in through the login form and audits the logged-in pages on that browser (Lighthouse clears
// the HTTP cache before each run but keeps cookies), each page --runs times, and prints the median
// performance score, LCP, TBT and CLS.
//
//   npm run build && npm run bench:lighthouse -- --port 3312 [--runs 3] [--user create@example.com]
//     [--client-dir <a dist/client kept from another build>] [--save <dir for the Lighthouse reports>]
//     [--pages /,/contracts (only these logged-in pages)]
// --client-dir compares two builds in one session on the same machine (the figures move with its load).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const DEMO_PASSWORD = 'Demo-pass-2026';
const LOGGED_OUT_PAGES = ['/login'];
const LOGGED_IN_PAGES = ['/', '/contracts'];

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const port = Number(option('port', ''));
const runs = Number(option('runs', '3'));
const user = option('user', 'create@example.com');
const clientDir = resolve(option('client-dir', join(root, 'dist/client')));
const saveDir = option('save', '');
// --pages /contracts audits only those logged-in pages (and no /login), e.g. with more --runs.
const pages = option('pages', '');
const loggedOutPages = pages ? [] : LOGGED_OUT_PAGES;
const loggedInPages = pages ? pages.split(',') : LOGGED_IN_PAGES;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;

interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the server did not answer /api/health within 120 s');
}

function startServer(): ChildProcess {
  const dataDir = join(root, `data/lighthouse-${port}`);
  mkdirSync(dataDir, { recursive: true });
  return spawn(process.execPath, ['--import', 'tsx', join(root, 'test/e2e/serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      E2E_DATA_DIR: dataDir,
      DOCUMENTS_DIR: join(dataDir, 'documents'),
      CLIENT_DIR: clientDir,
      NODE_ENV: 'test',
      JOB_RUNNER: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  if (!port) throw new Error('Give the port: npm run bench:lighthouse -- --port 3312');
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');

  const server = startServer();
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  try {
    await waitForHealth(server);
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
    });
    const debugPort = chrome.port;

    const audit = async (path: string, run: number): Promise<RunFigures> => {
      const result = await lighthouse(`${origin}${path}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      if (saveDir) {
        const name = `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${run + 1}.json`;
        writeFileSync(join(saveDir, name), JSON.stringify(lhr));
      }
      const final = new URL(lhr.finalDisplayedUrl).pathname;
      if (final !== path) throw new Error(`${path} ended on ${final}: the audit did not measure the page`);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        fcpMs: value('first-contentful-paint'),
      };
    };

    const report = async (path: string) => {
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i++) {
        // A trace Lighthouse could not read (NO_NAVSTART on a busy machine) is run again, twice at most.
        for (let attempt = 1; ; attempt++) {
          try {
            figures.push(await audit(path, i));
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            console.error(`${path}: ${(error as Error).message}; running it again`);
          }
        }
      }
      const m = (key: keyof RunFigures) => median(figures.map((f) => f[key]));
      console.log(
        `${path.padEnd(12)} score ${String(m('score')).padStart(3)}  ` +
          `FCP ${(m('fcpMs') / 1000).toFixed(2)} s  LCP ${(m('lcpMs') / 1000).toFixed(2)} s  ` +
          `TBT ${Math.round(m('tbtMs'))} ms  CLS ${m('cls').toFixed(3)}  ` +
          `(scores ${figures.map((f) => f.score).join(', ')}; load ${load()})`,
      );
    };

    console.log(`Lighthouse ${runs} runs a page, median; mobile preset; client ${clientDir}`);
    console.log(`load average at the start ${load()}`);
    for (const path of loggedOutPages) await report(path);

    // Log in like a user: the form on /login, then wait until the app has left it.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}` });
    const page = await browser.newPage();
    await page.goto(`${origin}/login`);
    await page.locator('input[name="email"]').fill(user);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.close();
    await browser.disconnect();

    for (const path of loggedInPages) await report(path);
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
