// Where a grid is scrolled to, in the address (issue 12): the first row in sight as `row=N`, replaced
// (no history entry) after the scrolling pauses, so a link, a reload or Back to the view comes back to
// the same rows: the pages up to that row are loaded again and the grid scrolled to it.
import { gridDimensionsSelector, type GridApi, type GridScrollParams } from '@mui/x-data-grid';
import { useEffect, useRef, type RefObject } from 'react';
import type { ServerPages } from './use-server-pages';
import { useUrlView } from './use-url-view';
import { ROW_PARAM, withParam } from './view-params';

const WRITE_PAUSE_MS = 400;

type Pages = Pick<ServerPages<unknown>, 'view' | 'rows' | 'count' | 'loading' | 'more'>;

export function useRowInAddress(apiRef: RefObject<GridApi | null>, pages: Pages): void {
  const { search, change } = useUrlView();
  const row = Math.max(0, Math.floor(Number(search.get(ROW_PARAM))) || 0);
  const addressRow = useRef(row);
  addressRow.current = row;
  // The row a view opened at, to bring back into sight once its page is loaded.
  const target = useRef<{ view: number; row: number } | null>(null);

  useEffect(() => {
    const wanted = addressRow.current;
    target.current = wanted > 0 ? { view: pages.view, row: wanted } : null;
  }, [pages.view]);

  const { view, rows, count, loading, more } = pages;
  useEffect(() => {
    const t = target.current;
    const api = apiRef.current;
    if (!t || !api || t.view !== view || loading || count === null) return;
    if (rows.length > t.row) {
      target.current = null;
      api.scroll({ top: t.row * gridDimensionsSelector(apiRef).rowHeight });
    } else if (rows.length < count) more();
    else target.current = null;
  }, [apiRef, view, rows.length, count, loading, more]);

  // The grid's API once the grid is mounted (it may mount a frame after this hook first runs), and the
  // latest `change` in a ref: a new `change` (each address write makes one) must not unsubscribe and
  // drop the write pending for the scrolling that just paused.
  const api = apiRef.current;
  const changeRef = useRef(change);
  changeRef.current = change;
  useEffect(() => {
    if (!api) return undefined;
    let timer: number | undefined;
    const unsubscribe = api.subscribeEvent('scrollPositionChange', (params: GridScrollParams) => {
      // While a view is being brought back to its row, its own scrolling says nothing.
      if (target.current) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const first = Math.floor(params.top / gridDimensionsSelector(apiRef).rowHeight);
        changeRef.current((now) => withParam(now, ROW_PARAM, first > 0 ? String(first) : null), {
          replace: true,
        });
      }, WRITE_PAUSE_MS);
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [api, apiRef]);
}
