// A report's rows a page at a time as the grid scrolls (Payments Made 1000, the others 100): a change of
// parameters starts again from the first page and abandons every request of the old view; the first
// page brings the columns, count, totals, figures and chart of the whole view.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportName } from '../../../shared/reports';
import { isAbortError } from '../../api/client';
import { getReportPage, type ReportAnswer, type ReportParams } from '../../api/reports';

/** The row's place in the view, its id in the grid. */
export const ROW_ID = '__row';

export interface ReportPages {
  /** The first page's answer (columns, count, totals, chart); null until it answers. */
  head: ReportAnswer | null;
  rows: Record<string, unknown>[];
  loading: boolean;
  failed: string | null;
  more: () => void;
}

export function useReportPages(name: ReportName, params: ReportParams, pageSize: number): ReportPages {
  const key = JSON.stringify(params);
  const [head, setHead] = useState<ReportAnswer | null>(null);
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string | null>(null);
  const view = useRef<{ controller: AbortController; loading: boolean; rows: number; count: number | null }>(
    null,
  );

  const load = useCallback(
    (offset: number) => {
      const current = view.current;
      if (!current || current.loading) return;
      current.loading = true;
      setLoading(true);
      getReportPage(name, JSON.parse(key) as ReportParams, offset, pageSize, current.controller.signal)
        .then((answer) => {
          if (view.current !== current) return;
          current.rows = offset + answer.rows.length;
          current.count = answer.count;
          if (offset === 0) setHead(answer);
          // Each row numbered by its place in the view: the grid's row id, whatever the report's key.
          const numbered = answer.rows.map((row, i) => ({ ...row, [ROW_ID]: offset + i }));
          setRows((before) => (offset === 0 ? numbered : [...before.slice(0, offset), ...numbered]));
        })
        .catch((error: unknown) => {
          if (isAbortError(error) || view.current !== current) return;
          setFailed(error instanceof Error ? error.message : 'The report could not be loaded.');
        })
        .finally(() => {
          if (view.current !== current) return;
          current.loading = false;
          setLoading(false);
        });
    },
    [name, key, pageSize],
  );

  useEffect(() => {
    const controller = new AbortController();
    view.current = { controller, loading: false, rows: 0, count: null };
    setRows([]);
    setFailed(null);
    load(0);
    return () => controller.abort();
  }, [load]);

  const more = useCallback(() => {
    const current = view.current;
    if (!current || current.loading || current.count === null || current.rows >= current.count) return;
    load(current.rows);
  }, [load]);

  return { head, rows, loading, failed, more };
}
