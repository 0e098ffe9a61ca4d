// `npm run servicing:run -- --through YYYY-MM-DD [--from YYYY-MM-DD]`: runs every business day not yet
// run up to that date (default: today) on the server's own configuration (DATABASE_URL or SQLITE_FILE,
// DOCUMENTS_DIR), printing one line per day: the date, debits sent, returns applied, fees assessed,
// accounts moved. Safe to run twice, beside a server, or after a run that was killed.
import { businessToday } from '../../../shared/calendar';
import { isIsoDate } from '../../../shared/dates';
import { loadConfig } from '../../config';
import { createDb } from '../../db/database';
import { createServicingEngine, runThrough } from '.';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const through = option('through') ?? businessToday();
  const from = option('from');
  for (const [name, value] of [
    ['through', through],
    ['from', from],
  ] as const) {
    if (value !== undefined && !isIsoDate(value)) {
      console.error(`--${name} must be a date YYYY-MM-DD (got ${value})`);
      process.exitCode = 2;
      return;
    }
  }
  const config = loadConfig();
  const db = createDb(config);
  try {
    const engine = createServicingEngine(db, config, { log: (line) => console.log(line) });
    const reports = await runThrough(engine, through, from);
    if (reports.length === 0) console.log(`Nothing to run: every business day through ${through} has run.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
