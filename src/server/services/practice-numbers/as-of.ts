// Month-end and "as of" figures read account_history as the servicing engine writes it
// (services/servicing/README.md "Account history"): a row holds from valid_from (inclusive) to
// valid_to (exclusive, null while it still holds). The account's figures on day d are its one row
// with valid_from <= d and (valid_to is null or valid_to > d).
import { sql, type SqlBool, type Expression } from 'kysely';
import { addDays, addMonths, type IsoDate } from '../../../shared/dates';
import { LIVE } from '../../../../machines/contract-lifecycle.types';

export function heldOn(day: IsoDate, alias = 'h'): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.valid_from`)} <= ${day} and (${sql.ref(`${alias}.valid_to`)} is null or ${sql.ref(`${alias}.valid_to`)} > ${day}))`;
}

export const liveHistory = (alias = 'h'): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${alias}.status`)} in (${sql.join([...LIVE])})`;

/** 'YYYY-MM' of a date. */
export const monthOf = (day: IsoDate): string => day.slice(0, 7);
export const firstOfMonth = (month: string): IsoDate => `${month}-01`;
/** The last day of a month. */
export const monthEnd = (month: string): IsoDate => addDays(addMonths(firstOfMonth(month), 1), -1);
export const addMonthsTo = (month: string, n: number): string => monthOf(addMonths(firstOfMonth(month), n));

/** The months from `from` to `to` ('YYYY-MM', both included), oldest first; at most `limit`. */
export function monthsBetween(from: string, to: string, limit = 120): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length < limit; m = addMonthsTo(m, 1)) out.push(m);
  return out;
}
