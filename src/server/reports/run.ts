// Running a report declaration through the generic resource machinery (resources/list.ts): the same
// search_{field}, orderby, paging, totals and streamed exports, over rows scoped to the facilities the
// user views reports of. The figures and the chart read the very rows the grid counts.
import type { ReportAnswer, ReportColumn, ReportColumnType, ReportFilter } from '../../shared/reports';
import { REPORT_COMMON_PARAMS } from '../../shared/reports';
import { businessToday } from '../../shared/calendar';
import { parseTypedDate } from '../../shared/dates';
import { VALIDATION_MESSAGES } from '../../shared/validation';
import type { Db } from '../db/database';
import { badParam, idParam } from '../resources/fields';
import { filteredQuery, listParamsOf, listRows, rowsQuery, type ListParams } from '../resources/list';
import { scopedTo, type Reach } from '../resources/reach';
import type { AnyQuery, FieldType, Resource, ResourceContext, ResourceField } from '../resources/resource';
import type { Access } from '../services/access';
import type { Report, ReportContext, ReportFilterDeclaration } from './report';
import { narrowedReach } from './scope';

const COLUMN_TYPES: Record<FieldType, ReportColumnType> = {
  text: 'text',
  number: 'number',
  date: 'date',
  timestamp: 'timestamp',
  'money-cents': 'money',
  percent: 'percent',
  boolean: 'boolean',
  enum: 'enum',
};

export function columnsOf(fields: ResourceField[]): ReportColumn[] {
  return fields.map((f) => ({
    name: f.name,
    header: f.header,
    type: COLUMN_TYPES[f.type],
    ...(f.values ? { values: f.values } : {}),
    sortable: f.orderable !== false,
    filterable: f.searchable !== false,
    ...(f.exported === false ? { hidden: true } : {}),
  }));
}

export const fieldsOf = (report: Report, today: string, applied: Record<string, string> = {}) =>
  typeof report.fields === 'function' ? report.fields(today, applied) : report.fields;

export async function filtersOf(report: Report, ctx: ReportContext): Promise<ReportFilter[]> {
  return Promise.all(
    Object.entries(report.filters ?? {}).map(async ([name, f]) => ({
      name,
      label: f.label,
      type: f.type,
      ...(f.values ? { values: f.values } : {}),
      ...(f.options ? { options: await f.options(ctx) } : {}),
      ...(f.default ? { default: f.default(ctx.today) } : {}),
      ...(f.open ? { open: true } : {}),
    })),
  );
}

/** A filter's value as typed: a date (typed or ISO), one of the enum's values, a whole number. */
function checkedFilter(name: string, f: ReportFilterDeclaration, raw: string): string {
  if (f.type === 'date') {
    const date = parseTypedDate(raw);
    if (!date) throw badParam(name, raw, VALIDATION_MESSAGES.date);
    return date;
  }
  if (f.type === 'month') {
    if (!/^(18|19|20)\d{2}-(0[1-9]|1[0-2])$/.test(raw))
      throw badParam(name, raw, 'Enter a month as YYYY-MM.');
    return raw;
  }
  if (f.type === 'enum') {
    if (!f.values?.includes(raw)) throw badParam(name, raw, `One of: ${f.values?.join(', ')}.`);
    return raw;
  }
  if (f.type === 'text') {
    if (raw.length > 100) throw badParam(name, raw, 'At most 100 characters.');
    return raw.trim();
  }
  if (!/^\d{1,5}$/.test(raw)) throw badParam(name, raw, 'Must be a whole number from 0 to 99999.');
  return String(Number(raw));
}

export interface ReportRequest {
  report: Report;
  resource: Resource;
  params: ListParams;
  ctx: ReportContext & ResourceContext;
}

/** The request's scope, filters (defaults filled in and checked) and list parameters. */
export async function reportRequest(
  db: Db,
  access: Access,
  reach: Reach,
  report: Report,
  query: Record<string, unknown>,
): Promise<ReportRequest> {
  const text = (name: string) => (query[name] === undefined ? '' : String(query[name]));
  const today = businessToday();
  const applied: Record<string, string> = {};
  for (const [name, f] of Object.entries(report.filters ?? {})) {
    // Given empty, a filter that may be left open has no bound; any other takes its default.
    if (f.open && query[name] !== undefined && text(name).trim() === '') continue;
    const raw = text(name) || f.default?.(today) || '';
    if (raw !== '') applied[name] = checkedFilter(name, f, raw);
  }
  const scope = {
    facilityId: text('facility_id') ? idParam('facility_id', text('facility_id')) : undefined,
    clientId: text('client_id') ? idParam('client_id', text('client_id')) : undefined,
  };
  const scoped = await narrowedReach(db, reach, scope);
  const prepared = report.prepare ? await report.prepare({ db, reach: scoped, today, applied }) : undefined;
  const resource: Resource = {
    name: report.name,
    from: (d) => report.from(d, applied, today, prepared),
    key: report.key,
    fields: fieldsOf(report, today, applied),
    rights: { list: 'canViewReports' },
    scope: (q, r) => scopedTo(q, report.facilityColumn, r.facilityIds, r.everything),
    defaultOrderby: report.defaultOrderby,
    filters: Object.fromEntries(
      Object.entries(report.filters ?? {}).map(([name, f]) => [
        name,
        (q: AnyQuery) => (applied[name] === undefined ? q : f.apply(q, applied[name], today)),
      ]),
    ),
    totals: report.totals,
    exportName: report.exportName,
  };
  // Scope and filters are taken above; the rest (search_*, orderby, limit, offset) as the generic API.
  const rest: Record<string, unknown> = Object.fromEntries(
    Object.entries(query).filter(
      ([name]) =>
        !(REPORT_COMMON_PARAMS as readonly string[]).includes(name) ||
        ['limit', 'offset', 'orderby'].includes(name),
    ),
  );
  for (const name of Object.keys(applied)) rest[name] = applied[name];
  const params = listParamsOf(resource, rest);
  return { report, resource, params, ctx: { db, access, reach: scoped, today, applied } };
}

/** The JSON answer: a page of rows, the count and totals of every matching row, figures and chart. */
export async function reportAnswer(r: ReportRequest): Promise<ReportAnswer> {
  const { report, resource, params, ctx } = r;
  const rows = () => filteredQuery(ctx, resource, params);
  const [list, summary, chart, filters] = await Promise.all([
    listRows(ctx, resource, { ...params, limit: params.limit ?? report.pageSize }),
    report.summary ? report.summary(rows(), ctx) : undefined,
    report.chart ? report.chart(rows(), ctx) : undefined,
    filtersOf(report, ctx),
  ]);
  return {
    name: report.name,
    title: report.title,
    columns: columnsOf(resource.fields),
    filters,
    applied: ctx.applied,
    count: list.count,
    rows: list.rows,
    totals: { ...(list.totals as Record<string, number | null> | undefined), ...summary },
    figures: report.figures ?? [],
    chart: chart ?? null,
    pageSize: report.pageSize,
  };
}

/** Every matching row in the order asked, for a download (`limit` given: at most that many). */
export const reportRows = (r: ReportRequest): AnyQuery => rowsQuery(r.ctx, r.resource, r.params);
