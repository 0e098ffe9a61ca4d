// What a resource of the generic API declares (spec §7 Generic resource access): its table, the fields
// that may be read, searched and ordered, the right each verb needs and how it is scoped to the user.
import type { Expression, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { RightName } from '../../shared/permissions';
import type { Db } from '../db/database';
import type { Access } from '../services/access';
import type { Reach } from './reach';

/** Any table's select: the registry is dynamic by design, its fields are checked against it instead. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = SelectQueryBuilder<any, any, any>;

/** How a field is stored, searched and shown; `timestamp` is an ISO moment shown as its business date. */
export type FieldType =
  'text' | 'number' | 'date' | 'timestamp' | 'money-cents' | 'percent' | 'boolean' | 'enum';

export interface ResourceField {
  name: string;
  /** The column header users see on screen and in exports. */
  header: string;
  type: FieldType;
  /** A column reference ('c.status') or an SQL expression. */
  expr: string | RawBuilder<unknown>;
  /** Allowed values of an enum field, sent back in `enums`. */
  values?: readonly string[];
  searchable?: boolean;
  /** false: what the screen's row actions need, not a column of the spreadsheet a user downloads. */
  exported?: boolean;
  orderable?: boolean;
}

export interface ResourceContext {
  db: Db;
  access: Access;
  reach: Reach;
}

/** A named filter of `belongs_queries` (the contract list's status query). */
export interface NamedQuery {
  where(q: AnyQuery): AnyQuery;
  /** The order when the request names none. */
  orderby?: string;
  /** The right a user needs to ask for this query (403 otherwise). */
  right?: RightName;
  /** The query in terms of the resource's maintained counts (`counts`): its deleted flag and statuses. */
  counted?: CountedQuery;
}

/** A named query that only selects by deleted flag and status (`statuses` absent: any status). */
export interface CountedQuery {
  isDeleted: 0 | 1;
  statuses?: readonly string[];
}

/**
 * Rows counted per facility, deleted flag and status in a table kept by triggers (exact), with the
 * sums of the totals: a list that no search or filter narrows reads its count, totals and deleted
 * count there. The table has `facility_id`, `is_deleted`, `status` and `rows`' column, and is read
 * under the alias of the resource's scope column (`c` for `c.facility_id`).
 */
export interface MaintainedCounts {
  table: string;
  alias: string;
  rows: string;
  /** Each field of `totals` and the column of its sum. */
  sums: Record<string, string>;
}

export type Verb = 'list' | 'one' | 'create';

export interface Resource {
  name: string;
  /** The FROM clause with its joins; rows are keyed by `key`. */
  from(db: Db): AnyQuery;
  key: string;
  fields: ResourceField[];
  /** The right each verb needs, judged at the session's facility; a verb not listed is 405. */
  rights: Partial<Record<Verb, RightName>>;
  /** Applied to every query: only rows of the facilities and clients the user reaches. */
  scope(q: AnyQuery, reach: Reach): AnyQuery;
  defaultOrderby: string;
  /** The column `facility_id=` narrows to (403 when that facility is not reached). */
  facilityColumn?: string;
  namedQueries?: Record<string, NamedQuery>;
  /** Plain query parameters of this resource (besides search_*), each a filter. */
  filters?: Record<string, (q: AnyQuery, value: string) => AnyQuery>;
  /** The named query used when the request names none. */
  defaultQuery?: string;
  /** The named query whose count is sent as `deleted` (rows matching the same search, deleted). */
  deletedQuery?: string;
  /** `search=`: one box that looks in several fields at once. */
  anySearch?(text: string, pg: boolean): Expression<SqlBool>;
  /** Money fields summed over the whole list in `totals`. */
  totals?: string[];
  counts?: MaintainedCounts;
  /** The file name of exports, before the date. */
  exportName: string;
  create?(ctx: ResourceContext, body: Record<string, unknown>): Promise<Record<string, unknown>>;
}
