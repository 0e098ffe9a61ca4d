// Gzipped JavaScript each route loads in the production build (reads dist/stats.json): the entry
// chunks, the app's chunk group (router, MUI, store: every page but a fresh /login), the main layout's
// chunk for logged-in routes, and the route's own chunk group. A fresh /login paints from the entry
// alone (features/auth/login-page.tsx); the app's chunks are prefetched while the user types.
// `--check` fails when the login page exceeds its budget (80 KB gzipped, issue 17), the customer
// pages' entry (authorize the CSR, complete the application, e-sign; opened on phones) exceeds 80 KB,
// or the main layout's first paint (every logged-in page's) exceeds 25 KB: its dialogs, menus and
// fields are chunks of their own. The contract list's chunk group (asked for once /contracts has
// painted) is held at 55 KB: its first page is drawn plain and MUI X's grid (server-data-grid, ~150 KB)
// comes on first use (plain-first-grid.tsx); its row menu and delete dialog (the lifecycle charts,
// xstate) are chunks of their own, and its money and day columns need neither decimal.js nor luxon.
// The contract screen's own chunks (the editor) are held at 155 KB: the business calendar it shares with the server
// (shared/calendar.ts) takes a moment's New York day from one Intl format, and luxon (21 KB gzipped)
// stays on the server.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, type RouteName } from '../../src/client/app/routes';

const LOGIN_BUDGET_BYTES = 80 * 1024;
const CUSTOMER_BUDGET_BYTES = 80 * 1024;
const LAYOUT_BUDGET_BYTES = 25 * 1024;
const CONTRACT_LIST_BUDGET_BYTES = 55 * 1024;
const CONTRACT_SCREEN_BUDGET_BYTES = 155 * 1024;
const root = resolve(__dirname, '../..');
const clientDir = join(root, 'dist/client');

interface ChunkGroup {
  assets: { name: string }[];
}
interface Stats {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
}

const statsPath = join(root, 'dist/stats.json');
if (!existsSync(statsPath)) {
  console.error('dist/stats.json is missing: run `npm run build` first.');
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsPath, 'utf8')) as Stats;

const gzipCache = new Map<string, number>();
function gzippedSize(asset: string): number {
  if (!gzipCache.has(asset)) {
    const file = join(clientDir, asset);
    // The build writes .gz beside each asset; compress here only if it chose not to.
    const size = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(readFileSync(file)).length;
    gzipCache.set(asset, size);
  }
  return gzipCache.get(asset) as number;
}

const jsOf = (group: ChunkGroup | undefined) =>
  (group?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'));

const entry = jsOf(stats.entrypoints.main);
const app = jsOf(stats.namedChunkGroups.app).filter((a) => !entry.includes(a));
const mainLayout = jsOf(stats.namedChunkGroups['layout-main']);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = (Object.keys(ROUTES) as RouteName[])
  .filter((name) => stats.namedChunkGroups[name])
  .map((name) => {
    const own = jsOf(stats.namedChunkGroups[name]);
    const layout = ROUTES[name].layout === 'main' ? mainLayout : [];
    const assets = [...new Set([...entry, ...app, ...layout, ...own])];
    const total = assets.reduce((sum, a) => sum + gzippedSize(a), 0);
    const routeOnly = own
      .filter((a) => !entry.includes(a) && !app.includes(a))
      .reduce((sum, a) => sum + gzippedSize(a), 0);
    return { name, path: ROUTES[name].path, total, routeOnly };
  });

const sizeOf = (assets: string[]) => assets.reduce((sum, a) => sum + gzippedSize(a), 0);
const entrySize = sizeOf(entry);
console.log(`Entry chunks: ${kb(entrySize)} gzipped (${entry.length} files)`);
console.log(`Login page (a fresh /login paints from the entry alone): ${kb(entrySize)} gzipped`);
console.log(`App chunk group (every other page; prefetched on /login): ${kb(sizeOf(app))} gzipped`);
const customerSize = jsOf(stats.entrypoints.customer).reduce((sum, a) => sum + gzippedSize(a), 0);
console.log(`Customer pages entry (/c/…): ${kb(customerSize)} gzipped`);
const layoutSize = mainLayout.reduce((s, a) => s + gzippedSize(a), 0);
console.log(`Main layout chunk group: ${kb(layoutSize)} gzipped\n`);
console.log(
  `${'route'.padEnd(20)} ${'path'.padEnd(40)} ${'route chunks'.padStart(12)} ${'total'.padStart(10)}`,
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(20)} ${r.path.padEnd(40)} ${kb(r.routeOnly).padStart(12)} ${kb(r.total).padStart(10)}`,
  );
}

// Chunks loaded on demand, not with a route: the terms dialog, the notifications host.
const onDemand = Object.keys(stats.namedChunkGroups).filter(
  (name) => !['main', 'customer', 'app', 'layout-main'].includes(name) && !(name in ROUTES),
);
const onDemandSize = (name: string) =>
  sizeOf(jsOf(stats.namedChunkGroups[name]).filter((a) => !entry.includes(a) && !app.includes(a)));
for (const name of onDemand) {
  console.log(`${`(on demand) ${name}`.padEnd(61)} ${kb(onDemandSize(name)).padStart(12)}`);
}

if (process.argv.includes('--check')) {
  const login = rows.find((r) => r.name === 'login');
  if (!login) {
    console.error('\nNo login chunk group in dist/stats.json.');
    process.exit(1);
  }
  // Every route but the /reports/sales redirect has its own lazy chunk, named after the route.
  const missing = (Object.keys(ROUTES) as RouteName[]).filter(
    (name) => name !== 'sales' && !stats.namedChunkGroups[name],
  );
  if (missing.length) {
    console.error(`\nRoutes without their own chunk: ${missing.join(', ')}`);
    process.exit(1);
  }
  if (!stats.namedChunkGroups.app) {
    console.error('\nNo app chunk group in dist/stats.json: the entry carries the whole app.');
    process.exit(1);
  }
  const listSize = stats.namedChunkGroups['contract-list'] ? onDemandSize('contract-list') : Infinity;
  const editorSize = rows.find((r) => r.name === 'contract')?.routeOnly ?? Infinity;
  // What each budget holds, its size and its limit; each is printed, and the first over stops the check.
  const budgets: [string, number, number][] = [
    ['Login page', entrySize, LOGIN_BUDGET_BYTES],
    ['Customer pages', customerSize, CUSTOMER_BUDGET_BYTES],
    ['Main layout', layoutSize, LAYOUT_BUDGET_BYTES],
    ['Contract list', listSize, CONTRACT_LIST_BUDGET_BYTES],
    ["Contract screen's own chunks", editorSize, CONTRACT_SCREEN_BUDGET_BYTES],
  ];
  console.log('');
  for (const [what, size, budget] of budgets) {
    if (size > budget) {
      console.error(`${what}: ${kb(size)} gzipped, over the ${kb(budget)} budget.`);
      process.exit(1);
    }
    console.log(`${what}: ${kb(size)} gzipped, within the ${kb(budget)} budget.`);
  }
}
