// Fields of the generic API: how a declared field is read from SQL and shown in JSON.
import { sql, type RawBuilder } from 'kysely';
import { fromCents } from '../../shared/money';
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
      return fromCents(Number(value)).toNumber();
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
  return Object.fromEntries(fields.map((f) => [f.name, jsonValue(f, row[f.name])]));
}

export function enumsOf(fields: ResourceField[]): Record<string, readonly string[]> {
  return Object.fromEntries(fields.filter((f) => f.values).map((f) => [f.name, f.values ?? []]));
}

/** A whole-number query parameter (400 otherwise, never a database error). */
export function idParam(name: string, raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(400, `'${raw}' is not a valid value for '${name}'.`);
  return Number(raw);
}

/** The fields a CSV or Excel download holds, in order. */
export const exportedFields = (fields: ResourceField[]) => fields.filter((f) => f.exported !== false);
