// Reading a resource (spec §7 Generic resource access): the request's parameters become one scoped
// query; the JSON list counts and totals it, the exports stream it, GET one looks a row up in it.
import { sql } from 'kysely';
import { HttpError, NOT_AUTHORIZED, NOT_FOUND } from '../services/http-error';
import { arrayRows, isPostgres, shapedRows } from '../db/database';
import {
  countParam,
  enumsOf,
  exportedFields,
  exprOf,
  idParam,
  jsonRow,
  jsonRowOf,
  jsonRowSql,
} from './fields';
import { narrowedToFacility, type Reach } from './reach';
import type { AnyQuery, CountedQuery, MaintainedCounts, Resource, ResourceContext } from './resource';
import { applyOrder, applySearch } from './search';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

export interface ListParams {
  searches: [string, string][];
  search?: string;
  queries: string[];
  filters: [string, string][];
  facilityId?: number;
  orderby?: string;
  /** Undefined: every row (exports); JSON lists default to DEFAULT_LIMIT. */
  limit?: number;
  offset: number;
}

const COMMON = new Set(['output_format', 'limit', 'offset', 'orderby', 'belongs_queries', 'facility_id']);

/** The list parameters of a request; an unknown one is a 400 naming it. */
export function listParamsOf(resource: Resource, query: Record<string, unknown>): ListParams {
  const params: ListParams = { searches: [], queries: [], filters: [], offset: 0 };
  const text = (name: string) => (query[name] === undefined ? '' : String(query[name]));
  for (const name of Object.keys(query)) {
    const raw = text(name);
    if (raw === '' || COMMON.has(name)) continue;
    if (name.startsWith('search_')) params.searches.push([name.slice('search_'.length), raw]);
    else if (name === 'search' && resource.anySearch) params.search = raw;
    else if (name === 'status' && resource.namedQueries) params.queries.push(raw);
    else if (resource.filters?.[name]) params.filters.push([name, raw]);
    else throw new HttpError(400, `Unknown parameter '${name}'.`);
  }
  params.queries.push(...text('belongs_queries').split(',').filter(Boolean));
  if (text('facility_id')) params.facilityId = idParam('facility_id', text('facility_id'));
  if (text('orderby')) params.orderby = text('orderby');
  if (text('limit')) params.limit = Math.min(idParam('limit', text('limit')), MAX_LIMIT);
  if (text('offset')) params.offset = countParam('offset', text('offset'));
  return params;
}

function namedQueriesOf(resource: Resource, names: string[]) {
  const chosen = names.length > 0 ? names : resource.defaultQuery ? [resource.defaultQuery] : [];
  return chosen.map((name) => {
    const named = resource.namedQueries?.[name];
    if (!named) throw new HttpError(400, `Unknown query '${name}'.`);
    return named;
  });
}

function reachFor(resource: Resource, ctx: ResourceContext, p: ListParams): Reach {
  if (p.facilityId === undefined) return ctx.reach;
  if (!resource.facilityColumn) throw new HttpError(400, `Unknown parameter 'facility_id'.`);
  return narrowedToFacility(ctx.reach, p.facilityId);
}

/** The scoped, filtered rows of a request, not yet selected nor ordered. */
export function filteredQuery(ctx: ResourceContext, resource: Resource, p: ListParams): AnyQuery {
  let q = resource.scope(resource.from(ctx.db), reachFor(resource, ctx, p));
  for (const named of namedQueriesOf(resource, p.queries)) {
    if (named.right && !ctx.access.rights[named.right]) throw new HttpError(403, NOT_AUTHORIZED);
    q = named.where(q);
  }
  for (const [name, raw] of p.filters) q = resource.filters?.[name]?.(q, raw) ?? q;
  const pg = isPostgres(ctx.db);
  if (p.search !== undefined && resource.anySearch) q = q.where(resource.anySearch(p.search, pg));
  return applySearch(q, resource.fields, p.searches, pg);
}

/** The rows of a request with every declared field, in the order asked (or the query's own). */
export function rowsQuery(ctx: ResourceContext, resource: Resource, p: ListParams): AnyQuery {
  if (p.limit === undefined) {
    // An export reads only the columns it writes (no row-action subqueries over 100,000 rows).
    const exported = filteredQuery(ctx, resource, p).select(
      exportedFields(resource.fields).map((f) => exprOf(f).as(f.name)),
    );
    const q = applyOrder(exported, resource.fields, orderOf(resource, p), resource.key);
    // SQLite takes an OFFSET only after a LIMIT: an export from an offset reads every row after it.
    return p.offset > 0 ? q.limit(Number.MAX_SAFE_INTEGER).offset(p.offset) : q;
  }
  return pageQuery(ctx, resource, { ...p, limit: p.limit }, selectFields(resource));
}

const selectFields = (resource: Resource) => (q: AnyQuery) =>
  q.select(resource.fields.map((f) => exprOf(f).as(f.name)));

function orderOf(resource: Resource, p: ListParams): string {
  const named = namedQueriesOf(resource, p.queries).find((n) => n.orderby);
  return p.orderby ?? named?.orderby ?? resource.defaultOrderby;
}

/**
 * A page: the keys are found, sorted and cut first, then only that page's rows are read with what
 * `select` adds (some fields are subqueries), so a long list never sorts nor computes whole rows it
 * does not send.
 */
function pageQuery(
  ctx: ResourceContext,
  resource: Resource,
  p: ListParams & { limit: number },
  select: (q: AnyQuery) => AnyQuery,
): AnyQuery {
  const orderby = orderOf(resource, p);
  let page = applyOrder(
    filteredQuery(ctx, resource, p).select(sql.ref(resource.key).as('key')),
    resource.fields,
    orderby,
    resource.key,
  ).limit(p.limit);
  if (p.offset > 0) page = page.offset(p.offset);
  // The page's rows are read through the same filters: a resource whose FROM computes over a partition
  // (the payment history's running balance) keeps that computation narrowed as in the unpaged query.
  const rows = select(filteredQuery(ctx, resource, p)).where(sql.ref(resource.key), 'in', page);
  return applyOrder(rows, resource.fields, orderby, resource.key);
}

/** `count` and `totals` of a request, read in one pass over its rows. */
async function countAndTotalsOf(ctx: ResourceContext, resource: Resource, p: ListParams) {
  const fields = resource.fields.filter((f) => resource.totals?.includes(f.name));
  const sums = await filteredQuery(ctx, resource, p)
    .select([
      sql<number>`count(*)`.as('__count'),
      ...fields.map((f) => sql<number | null>`sum(${exprOf(f)})`.as(f.name)),
    ])
    .executeTakeFirstOrThrow();
  const totals =
    fields.length === 0
      ? undefined
      : jsonRow(fields, Object.fromEntries(fields.map((f) => [f.name, sums[f.name] ?? 0])));
  return { count: Number(sums.__count), totals };
}

async function countOf(ctx: ResourceContext, resource: Resource, p: ListParams): Promise<number> {
  const counted = await filteredQuery(ctx, resource, p)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** The named query of a list no search or filter narrows, when the resource keeps counts for it. */
function countedQueryOf(resource: Resource, p: ListParams): CountedQuery | undefined {
  const counts = resource.counts;
  if (!counts || p.filters.length > 0 || p.search !== undefined || p.searches.length > 0) return undefined;
  if (!(resource.totals ?? []).every((name) => counts.sums[name])) return undefined;
  const named = namedQueriesOf(resource, p.queries);
  return named.length === 1 ? named[0].counted : undefined;
}

/**
 * `count`, `totals` and the `deleted` count from the resource's maintained counts (a few rows per
 * facility in reach): the same figures as counting the rows, exact since triggers keep them.
 */
async function maintainedCountsOf(
  ctx: ResourceContext,
  resource: Resource,
  counts: MaintainedCounts,
  p: ListParams,
  counted: CountedQuery,
  deleted: CountedQuery | undefined,
) {
  const column = (name: string) => sql.ref(`${counts.alias}.${name}`);
  const matches = (c: CountedQuery) =>
    c.statuses
      ? sql`${column('is_deleted')} = ${c.isDeleted} and ${column('status')} in (${sql.join([...c.statuses])})`
      : sql`${column('is_deleted')} = ${c.isDeleted}`;
  const sumOf = (c: CountedQuery, name: string) =>
    sql<number | null>`sum(case when ${matches(c)} then ${column(name)} else 0 end)`;
  const fields = resource.fields.filter((f) => resource.totals?.includes(f.name));
  // Its text is the request's shape, like the page's: planned once per connection on PostgreSQL.
  const [sums] = await shapedRows<Record<string, number | null>>(
    ctx.db,
    resource
      .scope(ctx.db.selectFrom(`${counts.table} as ${counts.alias}` as never), reachFor(resource, ctx, p))
      .select([
        sumOf(counted, counts.rows).as('__count'),
        ...fields.map((f) => sumOf(counted, counts.sums[f.name]).as(f.name)),
        ...(deleted ? [sumOf(deleted, counts.rows).as('__deleted')] : []),
      ]),
  );
  const totals =
    fields.length === 0
      ? undefined
      : jsonRow(fields, Object.fromEntries(fields.map((f) => [f.name, sums[f.name] ?? 0])));
  return {
    count: Number(sums.__count ?? 0),
    totals,
    deleted: deleted ? Number(sums.__deleted ?? 0) : undefined,
  };
}

/** The count, totals and deleted count of a request: maintained counts where they answer it. */
function countsOf(ctx: ResourceContext, resource: Resource, p: ListParams) {
  const counted = countedQueryOf(resource, p);
  const deletedQuery = resource.deletedQuery;
  const deletedCounted = deletedQuery && countedQueryOf(resource, { ...p, queries: [deletedQuery] });
  return resource.counts && counted && (!deletedQuery || deletedCounted)
    ? maintainedCountsOf(ctx, resource, resource.counts, p, counted, deletedCounted || undefined)
    : Promise.all([
        countAndTotalsOf(ctx, resource, p),
        deletedQuery ? countOf(ctx, resource, { ...p, queries: [deletedQuery] }) : undefined,
      ]).then(([counts, deletedCount]) => ({ ...counts, deleted: deletedCount }));
}

/**
 * A page of rows as arrays of what `select` reads, with its count and totals. Independent reads:
 * PostgreSQL runs them on separate connections at once, SQLite one after another.
 */
async function pageWithCounts(
  ctx: ResourceContext,
  resource: Resource,
  p: ListParams,
  select: (q: AnyQuery) => AnyQuery,
) {
  const page = pageQuery(ctx, resource, { ...p, limit: p.limit ?? DEFAULT_LIMIT }, select);
  // A page no text narrows is a shape PostgreSQL can plan once (database.ts preparedWhileRoom): a
  // search's or filter's best plan may turn on its value.
  const prepared = p.search === undefined && p.searches.length === 0 && p.filters.length === 0;
  const [rows, counts] = await Promise.all([
    arrayRows(ctx.db, page, { prepared }),
    countsOf(ctx, resource, p),
  ]);
  return { rows, ...counts };
}

/** A page of rows as arrays of values in the order of `resource.fields`, with its count and totals. */
async function listPage(ctx: ResourceContext, resource: Resource, p: ListParams) {
  // Arrays, not objects: a page of 100 wide rows read as objects took as long again (issue 17).
  const { count, rows, totals, deleted } = await pageWithCounts(ctx, resource, p, selectFields(resource));
  // The arrays are read by position: the page's select list must be the fields, in their order.
  if (rows.length > 0 && rows[0].length !== resource.fields.length) {
    throw new Error(
      `${resource.name}: a page row has ${rows[0].length} values for ${resource.fields.length} fields`,
    );
  }
  return { count, rows, totals, deleted };
}

export async function listRows(ctx: ResourceContext, resource: Resource, p: ListParams) {
  const { count, rows, totals, deleted } = await listPage(ctx, resource, p);
  return { count, rows: rows.map((r) => jsonRowOf(resource.fields, r)), totals, deleted };
}

/**
 * The JSON text of `{ ...listRows(…), enums }`, the same characters as JSON.stringify of that object.
 * The database writes each row's JSON text (fields.ts jsonRowSql), so the server handles one string a
 * row instead of a value a cell (issue 17: server CPU per list request).
 */
export async function listJson(ctx: ResourceContext, resource: Resource, p: ListParams): Promise<string> {
  const { count, rows, totals, deleted } = await pageWithCounts(ctx, resource, p, (q) =>
    q.select(jsonRowSql(resource.fields, isPostgres(ctx.db)).as('json')),
  );
  let json = `{"count":${JSON.stringify(count)},"rows":[${rows.map((row) => row[0] as string).join(',')}]`;
  if (totals !== undefined) json += `,"totals":${JSON.stringify(totals)}`;
  if (deleted !== undefined) json += `,"deleted":${JSON.stringify(deleted)}`;
  return `${json},"enums":${enumsJsonOf(resource)}}`;
}

const ENUMS_JSON = new WeakMap<Resource, string>();

function enumsJsonOf(resource: Resource): string {
  let json = ENUMS_JSON.get(resource);
  if (json === undefined) {
    json = JSON.stringify(enumsOf(resource.fields));
    ENUMS_JSON.set(resource, json);
  }
  return json;
}

/** One row by id, within the user's reach: another tenant's row is as unknown as a missing one. */
export async function oneRow(ctx: ResourceContext, resource: Resource, id: number) {
  const row = await resource
    .scope(resource.from(ctx.db), ctx.reach)
    .select(resource.fields.map((f) => exprOf(f).as(f.name)))
    .where(sql.ref(resource.key), '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return jsonRow(resource.fields, row as Record<string, unknown>);
}
