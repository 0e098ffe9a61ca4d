// GET /api/reports/:name (issue 12): a page of a report's rows with its columns, count, totals, figures
// and chart, and the download links of the same view (output_format=csv|xlsx).
import type { ReportAnswer, ReportName } from '../../shared/reports';
import { request } from './client';

export type { ReportAnswer };

/** The report's parameters of a view (scope, filters, search_*, orderby), without paging. */
export type ReportParams = Record<string, string>;

export const getReportPage = (
  name: ReportName,
  params: ReportParams,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) => request<ReportAnswer>('/api', `reports/${name}`, { query: { ...params, offset, limit }, signal });

/** The current view as a file: every matching row, with the on-screen headers. */
export const reportExportHref = (name: ReportName, params: ReportParams, format: 'csv' | 'xlsx') =>
  `/api/reports/${name}?${new URLSearchParams({ ...params, output_format: format }).toString()}`;
