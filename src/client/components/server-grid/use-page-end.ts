// The MIT grid's stand-in for onRowsScrollEnd (Pro only; TOOLCHAIN.md): the rendered rows' interval,
// reported as the user scrolls; the handler is kept in a ref so subscribing happens once. A grid that
// mounts with its rows already loaded has drawn them before this subscribes: that interval counts too.
import { gridRenderContextSelector, type GridApi, type GridRenderContext } from '@mui/x-data-grid';
import { useEffect, useRef, type RefObject } from 'react';

export function usePageEnd(
  apiRef: RefObject<GridApi | null>,
  onInterval: (context: GridRenderContext) => void,
): void {
  const handler = useRef(onInterval);
  handler.current = onInterval;
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const unsubscribe = api.subscribeEvent('renderedRowsIntervalChange', (context: GridRenderContext) =>
      handler.current(context),
    );
    handler.current(gridRenderContextSelector(apiRef));
    return unsubscribe;
  }, [apiRef]);
}
