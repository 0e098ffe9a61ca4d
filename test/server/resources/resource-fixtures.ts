// Shared setup of the generic resource API tests: the demo data plus contracts written straight to
// the database with the fields a list shows, and readers for the exported files.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import type { NewContract } from '../../../src/server/db/schema-contracts';

export async function facilityIdOf(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('facilities')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const RIVERSIDE = 'Riverside Animal Hospital';
export const RIVERSIDE_EAST = 'Riverside Pet Clinic East';
export const BRIGHT_SMILES = 'Bright Smiles Dental - Maple Street';

/** Inserts a contract with the given list fields; returns its id. */
export async function insertContract(db: Db, values: Partial<NewContract> & { facility_id: number }) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('contracts')
    .values({ status: 'INCOMPLETE', created_on: now, modified_on: now, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** RFC 4180 parsing, enough for the exports: quoted cells, doubled quotes, CRLF lines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted && ch === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The first sheet of an exported workbook as rows of cell values. */
export async function readXlsx(response: LightMyRequestResponse): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A fresh migrated and seeded database per file takes more than jest's 5 s on a busy machine. */
export const SETUP_TIMEOUT = 30_000;
