// Fields of the generic API: how a declared field is read from SQL and shown in JSON.
import { sql, type RawBuilder } from 'kysely';
import { MESSAGES } from '../../shared/messages';
import { centsToDollars } from '../../shared/money';
import { VALIDATION_MESSAGES } from '../../shared/validation';
import { HttpError } from '../services/http-error';
import type { FieldType, ResourceField } from './resource';

export const exprOf = (f: ResourceField): RawBuilder<unknown> =>
  typeof f.expr === 'string' ? sql.ref(f.expr) : f.expr;

export function field(
  name: string,
  header: string,
  type: FieldType,
  expr: ResourceField['expr'] = name,
  extra: Partial<ResourceField> = {},
): ResourceField {
  return { name, header, type, expr, ...extra };
}

/** First and last name as one text, blank parts left out; null when both are. */
export const fullName = (first: string, last: string) =>
  sql<string>`nullif(trim(coalesce(${sql.ref(first)}, '') || ' ' || coalesce(${sql.ref(last)}, '')), '')`;

/** A stored value as the JSON answer shows it: money in dollars, flags as booleans. */
export function jsonValue(f: ResourceField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (f.type) {
    case 'money-cents':
      return centsToDollars(Number(value));
    case 'boolean':
      return value === true || Number(value) === 1;
    case 'number':
    case 'percent':
      return Number(value);
    default:
      return value;
  }
}

export function jsonRow(fields: ResourceField[], row: Record<string, unknown>) {
  const json: Record<string, unknown> = {};
  for (const f of fields) json[f.name] = jsonValue(f, row[f.name]);
  return json;
}

/** jsonRow of a row read as an array of values in the order of `fields` (db/database.ts arrayRows). */
export function jsonRowOf(fields: ResourceField[], row: unknown[]) {
  const json: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i++) json[fields[i].name] = jsonValue(fields[i], row[i]);
  return json;
}

/** What each field's value is preceded by in a row's JSON text: `{"name":` or `,"name":`. */
const KEY_TEXTS = new WeakMap<ResourceField[], string[]>();

function keyTextsOf(fields: ResourceField[]): string[] {
  let texts = KEY_TEXTS.get(fields);
  if (!texts) {
    texts = fields.map((f, i) => `${i === 0 ? '{' : ','}${JSON.stringify(f.name)}:`);
    KEY_TEXTS.set(fields, texts);
  }
  return texts;
}

/**
 * The rows (arrays, as jsonRowOf reads them) as the JSON text JSON.stringify writes for their jsonRowOf
 * objects, joined by commas: one string built as it goes instead of an object per row (issue 17).
 */
export function jsonRowsText(fields: ResourceField[], rows: unknown[][]): string {
  if (fields.length === 0) return rows.map(() => '{}').join(',');
  const keys = keyTextsOf(fields);
  let json = '';
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (r > 0) json += ',';
    for (let i = 0; i < fields.length; i++) {
      const value = jsonValue(fields[i], row[i]);
      json += keys[i];
      if (value === null) json += 'null';
      else if (typeof value === 'string') json += JSON.stringify(value);
      else if (typeof value === 'number') json += Number.isFinite(value) ? String(value) : 'null';
      else if (typeof value === 'boolean') json += value ? 'true' : 'false';
      else json += JSON.stringify(value) ?? 'null';
    }
    json += '}';
  }
  return json;
}

export function enumsOf(fields: ResourceField[]): Record<string, readonly string[]> {
  return Object.fromEntries(fields.filter((f) => f.values).map((f) => [f.name, f.values ?? []]));
}

/** The largest id both databases store (a 32-bit integer column); routes/schemas.ts `id`. */
export const MAX_ID = 2147483647;

/**
 * A 400 about a query parameter: the message quotes the value and names the field (`label`, the
 * parameter by default), errors[parameter] says what is expected.
 */
export function badParam(name: string, raw: string, expected: string, label = name): HttpError {
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  return new HttpError(400, `'${shown}' is not a valid value for '${label}'.`, {
    errors: { [name]: expected },
  });
}

/** A whole number from `min` to MAX_ID typed in a query parameter, or null. */
function wholeNumber(raw: string, min: number): number | null {
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return n >= min && n <= MAX_ID ? n : null;
}

/** An id in a query parameter: a positive 32-bit integer (400 otherwise, never a database error). */
export function idParam(name: string, raw: string): number {
  const n = wholeNumber(raw, 1);
  if (n === null) throw badParam(name, raw, VALIDATION_MESSAGES.idRange);
  return n;
}

/** A count in a query parameter (offset): 0 to MAX_ID. */
export function countParam(name: string, raw: string): number {
  const n = wholeNumber(raw, 0);
  if (n === null) throw badParam(name, raw, `Must be a whole number from 0 to ${MAX_ID}.`);
  return n;
}

/** An id in a body (a number or its digits): 400 MESSAGES.validationErrors with errors[name]. */
export function idField(name: string, value: unknown): number {
  const missing = value === undefined || value === null || value === '';
  const n = typeof value === 'number' || typeof value === 'string' ? wholeNumber(String(value), 1) : null;
  if (n !== null) return n;
  throw new HttpError(400, MESSAGES.validationErrors, {
    errors: { [name]: missing ? 'This field is required.' : VALIDATION_MESSAGES.idRange },
  });
}

/** The fields a CSV or Excel download holds, in order. */
export const exportedFields = (fields: ResourceField[]) => fields.filter((f) => f.exported !== false);
