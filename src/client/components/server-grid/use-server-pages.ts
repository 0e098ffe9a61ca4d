// A grid's rows from its source a page at a time as the grid scrolls (issue 12; spec §2 infinite scroll:
// the contract list's 100, Payments Made's 1000): a change of parameters starts again from the first
// page and abandons every request of the old view; `more()` asks for the next page once, however often
// the grid reports the end is near; the first page's answer (a report's columns, totals and chart) is
// kept until the next view's first page replaces it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../api/client';
import type { GridParams } from './view-params';

/** A page of rows and the count of the whole view. */
export interface GridPage<Row> {
  rows: Row[];
  count: number;
}

/** Where a grid's rows come from: a small adapter per API (reports, a resource, the outbox). */
export interface GridSource<Row, Answer extends GridPage<Row> = GridPage<Row>> {
  /** Rows asked for at a time. */
  pageSize: number;
  page: (params: GridParams, offset: number, limit: number, signal: AbortSignal) => Promise<Answer>;
}

export interface ServerPages<Row, Answer extends GridPage<Row> = GridPage<Row>> {
  /** Counts the views (a new one at each change of parameters or reload), their rows with them. */
  view: number;
  /** The first page's answer of the latest view that answered; null until one does. */
  head: Answer | null;
  rows: Row[];
  /** The view's count; null until its first page answers (or after it failed). */
  count: number | null;
  loading: boolean;
  /** Why the view could not be loaded; null when it could. */
  failed: string | null;
  more: () => void;
  /** The same view again from its first page (after a row was deleted). */
  reload: () => void;
}

const NOT_LOADED = 'The rows could not be loaded.';
/** A prefetched first page older than this is not used: the grid asks again. */
const PREFETCH_FRESH_MS = 10_000;

interface Prefetched {
  key: string;
  at: number;
  answer: Promise<unknown>;
}
/** One entry per source (whatever its rows). */
const prefetched = new WeakMap<object, Prefetched>();

/**
 * Asks for a view's first page before its grid is there: a page whose grid is a chunk of its own (the
 * contract list) starts its rows beside that chunk's download instead of after it (issue 17). The
 * grid's first load of the same view, within a few seconds, takes this answer once.
 */
export function prefetchFirstPage<Row, Answer extends GridPage<Row>>(
  source: GridSource<Row, Answer>,
  params: GridParams,
): void {
  const answer = source.page(params, 0, source.pageSize, new AbortController().signal);
  answer.catch(() => undefined);
  prefetched.set(source, { key: JSON.stringify(params), at: Date.now(), answer });
}

function takePrefetched(source: object, key: string): Promise<unknown> | null {
  const entry = prefetched.get(source);
  if (!entry) return null;
  prefetched.delete(source);
  return entry.key === key && Date.now() - entry.at < PREFETCH_FRESH_MS ? entry.answer : null;
}

export function useServerPages<Row, Answer extends GridPage<Row>>(
  source: GridSource<Row, Answer>,
  params: GridParams,
): ServerPages<Row, Answer> {
  const key = JSON.stringify(params);
  const [head, setHead] = useState<Answer | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [viewCount, setViewCount] = useState(0);
  const view = useRef<{ controller: AbortController; loading: boolean; rows: number; count: number | null }>(
    null,
  );

  const load = useCallback(
    (offset: number) => {
      const current = view.current;
      if (!current || current.loading) return;
      current.loading = true;
      setLoading(true);
      const asked =
        (offset === 0 ? (takePrefetched(source, key) as Promise<Answer> | null) : null) ??
        source.page(JSON.parse(key) as GridParams, offset, source.pageSize, current.controller.signal);
      asked
        .then((answer) => {
          if (view.current !== current) return;
          current.rows = offset + answer.rows.length;
          current.count = answer.count;
          if (offset === 0) setHead(answer);
          setRows((before) => (offset === 0 ? answer.rows : [...before.slice(0, offset), ...answer.rows]));
          setCount(answer.count);
        })
        .catch((error: unknown) => {
          if (isAbortError(error) || view.current !== current) return;
          setFailed(error instanceof Error && error.message ? error.message : NOT_LOADED);
        })
        .finally(() => {
          if (view.current !== current) return;
          current.loading = false;
          setLoading(false);
        });
    },
    [source, key],
  );

  useEffect(() => {
    const controller = new AbortController();
    view.current = { controller, loading: false, rows: 0, count: null };
    setViewCount((n) => n + 1);
    setRows([]);
    setCount(null);
    setFailed(null);
    load(0);
    return () => controller.abort();
  }, [load, generation]);

  const more = useCallback(() => {
    const current = view.current;
    if (!current || current.loading || current.count === null || current.rows >= current.count) return;
    load(current.rows);
  }, [load]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { view: viewCount, head, rows, count, loading, failed, more, reload };
}
