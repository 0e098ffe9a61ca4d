// Between a contracts row and the contract as the API speaks of it (spec §3 field names): money in
// dollars for `<name>_cents`, flags as booleans, blanks as null. Secrets stay out of both directions:
// the contract service encrypts and masks them.
import { fromCents, toCents } from '../../../shared/money';
import {
  DATE_COLUMNS,
  FLAG_COLUMNS,
  INTEGER_COLUMNS,
  MONEY_COLUMNS,
  NUMERIC_COLUMNS,
  TEXT_COLUMNS,
  TIMESTAMP_COLUMNS,
} from '../../../shared/contract-columns';
import type { ContractRow, ContractUpdate } from '../../db/schema-contracts';

export type FieldValue = string | number | boolean | null;
/** A contract's fields by their spec names. */
export type ContractData = Record<string, FieldValue>;

const STRING_COLUMNS: readonly string[] = [...TEXT_COLUMNS, ...DATE_COLUMNS, ...TIMESTAMP_COLUMNS];
const NUMBER_COLUMNS: readonly string[] = [...INTEGER_COLUMNS, ...NUMERIC_COLUMNS];
const FLAGS: readonly string[] = FLAG_COLUMNS;
const MONEY: readonly string[] = MONEY_COLUMNS;

/** Every field name a payload may set (the view's names). */
export const CONTRACT_FIELDS: readonly string[] = [...STRING_COLUMNS, ...NUMBER_COLUMNS, ...FLAGS, ...MONEY];

export function contractDataOf(row: ContractRow): ContractData {
  const r = row as unknown as Record<string, unknown>;
  const data: ContractData = {
    id: row.id,
    facility_id: row.facility_id,
    created_on: row.created_on,
    modified_on: row.modified_on,
  };
  for (const f of STRING_COLUMNS) data[f] = (r[f] as string | null) ?? null;
  for (const f of NUMBER_COLUMNS) data[f] = r[f] === null || r[f] === undefined ? null : Number(r[f]);
  for (const f of FLAGS) data[f] = r[f] === null || r[f] === undefined ? null : Number(r[f]) === 1;
  for (const f of MONEY) {
    const cents = r[`${f}_cents`];
    data[f] = cents === null || cents === undefined ? null : fromCents(Number(cents)).toNumber();
  }
  return data;
}

function blankToNull(value: unknown): unknown {
  return value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
}

/** The columns for the given fields; fields not named here (and unknown names) are left out. */
export function contractColumnsOf(data: Record<string, unknown>): ContractUpdate {
  const columns: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(data)) {
    const value = blankToNull(raw);
    if (STRING_COLUMNS.includes(field)) columns[field] = value === null ? null : String(value);
    else if (NUMBER_COLUMNS.includes(field)) columns[field] = value === null ? null : Number(value);
    else if (FLAGS.includes(field))
      columns[field] = value === null ? null : value === true || value === 1 ? 1 : 0;
    else if (MONEY.includes(field))
      columns[`${field}_cents`] = value === null ? null : toCents(value as number);
  }
  return columns as ContractUpdate;
}
