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

/**
 * A row's JSON object text (`{"name":value,…}`, fields in order) written by the database: the same
 * characters JSON.stringify writes for jsonRow of the stored values (list-json.test.ts compares them on
 * both databases). Money is the exact decimal of the cents, as cents / 100 prints in JavaScript, with no
 * ".0" when whole; a flag's expression (it may be a subquery) is evaluated once. SQLite builds the
 * object with json_object, of values typed as JSON shows them; PostgreSQL joins each value's JSON text
 * (its json_build_object puts spaces after colons and commas).
 */
export function jsonRowSql(fields: ResourceField[], postgres: boolean): RawBuilder<string> {
  const made = ROW_SQL[postgres ? 'postgres' : 'sqlite'];
  let expression = made.get(fields);
  if (!expression) {
    if (postgres) {
      const keys = fields.map((f, i) => `${i === 0 ? '{' : ','}${JSON.stringify(f.name)}:`);
      const parts = fields.map((f, i) => sql`${sql.lit(keys[i])} || ${pgJsonText(f)}`);
      expression =
        fields.length === 0 ? sql<string>`'{}'` : sql<string>`${sql.join(parts, sql` || `)} || '}'`;
    } else {
      const pairs = fields.map((f) => sql`${sql.lit(f.name)}, ${sqliteJsonValue(f)}`);
      expression = sql<string>`json_object(${sql.join(pairs)})`;
    }
    made.set(fields, expression);
  }
  return expression;
}

const ROW_SQL = { postgres: new WeakMap<ResourceField[], RawBuilder<string>>(), sqlite: new WeakMap() };

/** In parentheses: an expression such as `a + b` must not meet `%` or `::` first. */
const operand = (f: ResourceField) => sql`(${exprOf(f)})`;

/** PostgreSQL: the JSON text of jsonValue of the field's value (never null). */
function pgJsonText(f: ResourceField): RawBuilder<string> {
  const e = operand(f);
  switch (f.type) {
    case 'money-cents':
      return sql<string>`coalesce(trim_scale(${e}::numeric / 100)::text, 'null')`;
    case 'number':
    case 'percent':
      return sql<string>`coalesce(trim_scale(${e}::numeric)::text, 'null')`;
    case 'boolean':
      return sql<string>`case coalesce(${e}::text, '') when '1' then 'true' when 'true' then 'true' when '' then 'null' else 'false' end`;
    default:
      return sql<string>`coalesce(to_json(${e})::text, 'null')`;
  }
}

/**
 * SQLite: jsonValue of the field's value, as json_object writes it: money as an integer when whole;
 * numbers as stored (an INTEGER or NUMERIC column keeps a whole value as an integer); flags as JSON.
 */
function sqliteJsonValue(f: ResourceField): RawBuilder<unknown> {
  const e = operand(f);
  switch (f.type) {
    case 'money-cents':
      return sql`case when ${e} % 100 = 0 then ${e} / 100 else ${e} / 100.0 end`;
    case 'boolean':
      return sql`case coalesce(${e}, '') when 1 then json('true') when '' then null else json('false') end`;
    default:
      return e;
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
