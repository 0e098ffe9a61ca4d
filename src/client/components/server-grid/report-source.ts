// The reports' source of the server-mode grid (issue 12): GET /api/reports/:name a page at a time
// (Payments Made 1000 rows, the others 100), the first page bringing the columns, count, totals,
// figures and chart of the whole view; each row numbered by its place in the view, its id in the grid
// whatever the report's key.
import { PAYMENTS_PAGE_SIZE, REPORT_PAGE_SIZE, type ReportName } from '../../../shared/reports';
import { getReportPage, reportExportHref, type ReportAnswer } from '../../api/reports';
import type { ExportFormat } from './grid-downloads';
import type { GridSource } from './use-server-pages';
import type { GridParams } from './view-params';

/** The row's place in the view, its id in the grid. */
export const ROW_ID = '__row';

export type ReportRow = Record<string, unknown>;

const sources = new Map<ReportName, GridSource<ReportRow, ReportAnswer>>();

/** One source per report, the same object each time (the grid's pages follow its identity). */
export function reportSource(name: ReportName): GridSource<ReportRow, ReportAnswer> {
  let source = sources.get(name);
  if (!source) {
    source = {
      pageSize: name === 'payments' ? PAYMENTS_PAGE_SIZE : REPORT_PAGE_SIZE,
      page: (params, offset, limit, signal) =>
        getReportPage(name, params, offset, limit, signal).then((answer) => ({
          ...answer,
          rows: answer.rows.map((row, i) => ({ ...row, [ROW_ID]: offset + i })),
        })),
    };
    sources.set(name, source);
  }
  return source;
}

/** The view as a file: the reports name Excel's format xlsx. */
export const reportFileHref = (name: ReportName, params: GridParams, format: ExportFormat) =>
  reportExportHref(name, params, format === 'excel' ? 'xlsx' : 'csv');
