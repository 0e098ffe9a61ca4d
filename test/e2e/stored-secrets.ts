// After a run that took an SSN, a card and a bank account, none of them may stand in clear text in
// any column of the e2e database or in the server's log (ARCHITECTURE.md security model).
import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');

/** Every place a secret was found: "table.column" in the database, or "server.log". */
export function whereSecretsStand(secrets: string[]): string[] {
  const found: string[] = [];
  const db = new Database(join(dir, 'payplan.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    for (const { name } of tables) {
      for (const row of db.prepare(`SELECT * FROM "${name}"`).iterate() as Iterable<
        Record<string, unknown>
      >) {
        for (const [column, value] of Object.entries(row)) {
          const text =
            typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('latin1') : '';
          if (secrets.some((s) => text.includes(s))) found.push(`${name}.${column}`);
        }
      }
    }
  } finally {
    db.close();
  }
  const log = join(dir, 'server.log');
  if (!existsSync(log)) return [...found, 'server.log is missing'];
  const text = readFileSync(log, 'utf8');
  if (secrets.some((s) => text.includes(s))) found.push('server.log');
  return [...new Set(found)];
}
