// What a report declares (issue 12): like a resource of the generic API (resources/resource.ts) — its
// FROM with joins, its fields (name, on-screen header, type), the column that scopes it to the user's
// facilities, its own filters and totals — plus the figures and the chart drawn beside the grid.
import type { RawBuilder } from 'kysely';
import type { ReportChart, ReportFilter, ReportName, ReportTotals } from '../../shared/reports';
import type { Db } from '../db/database';
import type { AnyQuery, ResourceField } from '../resources/resource';
import type { Reach } from '../resources/reach';

/** A report's own query parameter: checked by its type (a bad value is a 400 naming it), then applied. */
export interface ReportFilterDeclaration {
  label: string;
  type: ReportFilter['type'];
  /** The values an enum filter takes. */
  values?: readonly string[];
  /** The choices offered for a text filter, read in the user's scope (e.g. the agreement types). */
  options?(ctx: ReportContext): Promise<{ value: string; label: string }[]>;
  /** The value used when the request names none (today, the month's first day …), given today. */
  default?: (today: string) => string;
  /**
   * May be left open (a date range's end): the parameter given empty (`date_from=`) asks for no bound,
   * while a request that does not name it still gets the default.
   */
  open?: true;
  /** Narrows the rows; a filter that only shapes `from` (an "as of" date) returns q unchanged. */
  apply(q: AnyQuery, value: string, today: string): AnyQuery;
}

export interface ReportContext {
  db: Db;
  reach: Reach;
  /** The New York business day of the request. */
  today: string;
  /** The filter values of the request, defaults included. */
  applied: Record<string, string>;
}

export interface ReportFigure {
  name: string;
  label: string;
  type: 'money' | 'number' | 'percent';
}

export interface Report {
  name: ReportName;
  title: string;
  /** The file name of downloads, before the date. */
  exportName: string;
  /** Rows per page on screen (Payments Made: 1000, spec §9). */
  pageSize: number;
  /**
   * A table computed once per request, before anything is read (the Summary's month figures): given
   * to `from`, so the count, the page, the totals, the figures, the chart and a download read it
   * instead of computing it again each time.
   */
  prepare?(ctx: ReportContext): Promise<RawBuilder<unknown>>;
  /**
   * The FROM clause with its joins; `applied` holds the filter values (an "as of" date joins by it);
   * `prepared` is what `prepare` gave.
   */
  from(db: Db, applied: Record<string, string>, today: string, prepared?: RawBuilder<unknown>): AnyQuery;
  /** A column unique per row: the tie-breaker of every order, the key of a page. */
  key: string;
  /**
   * The columns; a function when a column depends on the day (a payment still pending) or on a
   * filter's value (paid to date as of a date).
   */
  fields: ResourceField[] | ((today: string, applied: Record<string, string>) => ResourceField[]);
  /** The facility each row belongs to: the scope of every query, count, total, chart and export. */
  facilityColumn: string;
  defaultOrderby: string;
  filters?: Record<string, ReportFilterDeclaration>;
  /** Money fields summed over every matching row into `totals` (the totals row). */
  totals?: string[];
  /** The report's own figures (counts by method, PAR30 …), labelled, computed by `summary`. */
  figures?: ReportFigure[];
  /** Reads the figures over the matching rows (`rows`: scoped and filtered, nothing selected yet). */
  summary?(rows: AnyQuery, ctx: ReportContext): Promise<ReportTotals>;
  /** Reads the chart over the same rows. */
  chart?(rows: AnyQuery, ctx: ReportContext): Promise<ReportChart>;
}
