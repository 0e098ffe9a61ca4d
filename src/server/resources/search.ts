// search_{field} and orderby of the generic API (spec §7): text contains (any case), dates and numbers
// exact or as ranges `from..to` (either end may be open), enums and flags exact. An unknown field is
// a 400 naming it, never a database error.
import { sql, type Expression, type SqlBool } from 'kysely';
import { businessToday } from '../../shared/calendar';
import { BUSINESS_TIME_ZONE } from '../../shared/constants';
import { addDays, parseTypedDate } from '../../shared/dates';
import { toCents } from '../../shared/money';
import { VALIDATION_MESSAGES } from '../../shared/validation';
import { HttpError } from '../services/http-error';
import { badParam, exprOf } from './fields';
import type { AnyQuery, ResourceField } from './resource';

/** 400 naming the field; what is expected in errors[search_{field}]. */
const badValue = (f: ResourceField, raw: string, expected: string = VALIDATION_MESSAGES.validValue) =>
  badParam(`search_${f.name}`, raw, expected, f.name);

/** The columns behind `number` fields are 32-bit integers (ids, counts, codes). */
const INT32 = { min: -2147483648, max: 2147483647 };
/** Money is stored in bigint cents, percentages in numeric(9,4): JavaScript's exact integers bound both. */
const MAX_EXACT = Number.MAX_SAFE_INTEGER;

/** `%`, `_` and `\` typed by the user are matched as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `expr` holds `text`, in any case. SQLite's LIKE already ignores the case of ASCII letters, as its
 * lower() folds only those, and a null matches nothing either way: there the value is matched as it
 * is, without a lowered copy of each value of each row scanned (a search box over a practice's
 * contracts: 1.55 → 0.97 ms a scan). PostgreSQL's LIKE heeds case: the value is lowered.
 */
export function containsText(expr: Expression<unknown>, text: string, pg = true): Expression<SqlBool> {
  return pg
    ? sql<SqlBool>`lower(coalesce(${expr}, '')) like ${likePattern(text)} escape '\\'`
    : sql<SqlBool>`${expr} like ${likePattern(text)} escape '\\'`;
}

/**
 * One of `exprs` holds `text`, in any case. On PostgreSQL the values are joined with a unit separator
 * (`chr(31)`) and lowered once, which is what the trigram index of the contract search box holds
 * (migration 2026_11_27_1810_contract_search_trigrams): a search for a name there reads the few
 * contracts the index points to instead of lowering five values of each of the practice's contracts.
 * No request can carry the separator (plugins/text-input.ts), so a match in the joined value is a
 * match within one of the values; a text that does hold it is matched value by value. SQLite matches
 * each value as it is (`containsText`).
 */
export function containsAnyText(exprs: Expression<unknown>[], text: string, pg = true): Expression<SqlBool> {
  if (!pg || text.includes('\u001f') || exprs.length < 2) {
    return sql<SqlBool>`(${sql.join(
      exprs.map((e) => containsText(e, text, pg)),
      sql` or `,
    )})`;
  }
  const joined = sql.join(
    exprs.map((e) => sql`coalesce(${e}, '')`),
    sql` || chr(31) || `,
  );
  return sql<SqlBool>`lower(${joined}) like ${likePattern(text)} escape '\\'`;
}

/** The UTC moment a business day starts (timestamps are stored in UTC, days are New York days). */
export function businessDayStart(date: string): string {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(noonUtc)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(offset ?? '');
  const suffix = match ? `${match[1]}:${match[2] ?? '00'}` : 'Z';
  return new Date(`${date}T00:00:00${suffix}`).toISOString();
}

/** A date typed or ISO, in the years a date field takes (a far one would overflow the day's start). */
function dateOf(f: ResourceField, raw: string): string {
  const date = parseTypedDate(raw);
  if (!date) throw badValue(f, raw, VALIDATION_MESSAGES.date);
  return date;
}

/** A number the column can hold: PostgreSQL refuses (500) what SQLite would only compare. */
function numberOf(f: ResourceField, raw: string): number {
  const n = Number(raw.replace(/[$,]/g, ''));
  if (raw.trim() === '' || !Number.isFinite(n)) throw badValue(f, raw);
  if (f.type === 'number') {
    if (!Number.isInteger(n) || n < INT32.min || n > INT32.max) {
      throw badValue(f, raw, `Must be a whole number from ${INT32.min} to ${INT32.max}.`);
    }
    return n;
  }
  const value = f.type === 'money-cents' ? toCents(n) : n;
  if (!(Math.abs(value) <= MAX_EXACT)) throw badValue(f, raw);
  return value;
}

/** Bounds as stored: [lower inclusive, upper inclusive | exclusive]. */
function bound(f: ResourceField, raw: string, end: 'from' | 'to'): unknown {
  if (f.type === 'date') return dateOf(f, raw);
  if (f.type === 'timestamp') {
    const day = dateOf(f, raw);
    return businessDayStart(end === 'from' ? day : addDays(day, 1));
  }
  return numberOf(f, raw);
}

function rangeCondition(f: ResourceField, raw: string): Expression<SqlBool> {
  const e = exprOf(f);
  const [from, to] = raw.includes('..') ? raw.split('..', 2) : [raw, raw];
  if (from === '' && to === '') throw badValue(f, raw);
  const parts: Expression<SqlBool>[] = [];
  if (from !== '') parts.push(sql<SqlBool>`${e} >= ${bound(f, from, 'from')}`);
  if (to !== '') {
    const upper = bound(f, to, 'to');
    parts.push(f.type === 'timestamp' ? sql<SqlBool>`${e} < ${upper}` : sql<SqlBool>`${e} <= ${upper}`);
  }
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

export function searchCondition(f: ResourceField, raw: string, pg = true): Expression<SqlBool> {
  const e = exprOf(f);
  switch (f.type) {
    case 'text':
      return containsText(e, raw, pg);
    case 'enum':
      if (!f.values?.includes(raw)) throw badValue(f, raw);
      return sql<SqlBool>`${e} = ${raw}`;
    case 'boolean': {
      const on = ['true', '1'].includes(raw) ? 1 : ['false', '0'].includes(raw) ? 0 : null;
      if (on === null) throw badValue(f, raw);
      return sql<SqlBool>`coalesce(${e}, 0) = ${on}`;
    }
    default:
      return rangeCondition(f, raw);
  }
}

export function applySearch(
  q: AnyQuery,
  fields: ResourceField[],
  searches: [string, string][],
  pg = true,
): AnyQuery {
  for (const [name, raw] of searches) {
    const f = fields.find((x) => x.name === name && x.searchable !== false);
    if (!f) throw new HttpError(400, `Cannot search by '${name}'.`);
    q = q.where(searchCondition(f, raw, pg));
  }
  return q;
}

/** `orderby=-created_on,name`: each field must be orderable; the key breaks ties so pages are stable. */
export function applyOrder(q: AnyQuery, fields: ResourceField[], orderby: string, key: string): AnyQuery {
  for (const part of orderby.split(',').filter(Boolean)) {
    const desc = part.startsWith('-');
    const name = part.replace(/^[-+]/, '');
    const f = fields.find((x) => x.name === name && x.orderable !== false);
    if (!f) throw new HttpError(400, `Cannot order by '${name}'.`);
    // Nulls last both ways: SQLite and PostgreSQL otherwise disagree.
    q = q.orderBy(exprOf(f), (ob) => (desc ? ob.desc() : ob.asc()).nullsLast());
  }
  return q.orderBy(sql.ref(key), 'desc');
}

export const businessTodayStart = (now = new Date()) => businessDayStart(businessToday(now));
