// A grid's totals row (issue 12) under its rows, cell for cell under the columns it sums (the MIT grid
// has no pinned rows): the row count in the first column, the sums beneath theirs.
import Box from '@mui/material/Box';
import {
  gridColumnPositionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createContext, useContext, useEffect, useState } from 'react';

/** The totals of the whole view (not only the rows loaded), each shown as `format` says. */
export interface GridTotals {
  count: number;
  values: Record<string, unknown>;
  format: (field: string, value: unknown) => string;
}

/** The totals, for the footer the grid renders as a slot. */
export const GridTotalsContext = createContext<GridTotals | null>(null);

export function TotalsFooter() {
  const totals = useContext(GridTotalsContext);
  const apiRef = useGridApiContext();
  const columns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const positions = useGridSelector(apiRef, gridColumnPositionsSelector);
  // The sums follow the rows when the grid scrolls sideways.
  const [left, setLeft] = useState(0);
  useEffect(
    () => apiRef.current.subscribeEvent('scrollPositionChange', (params) => setLeft(params.left)),
    [apiRef],
  );
  if (!totals) return null;
  return (
    <Box
      role="group"
      aria-label="Totals"
      sx={{
        position: 'relative',
        // A column flex child of the grid: without this the rows' area squeezes it away.
        flexShrink: 0,
        height: 40,
        borderTop: 2,
        borderColor: 'divider',
        fontWeight: 600,
        overflow: 'hidden',
      }}
      className="grid-totals"
    >
      {columns.map((col, i) => {
        const total = totals.values[col.field];
        const text =
          i === 0
            ? `Totals (${totals.count.toLocaleString('en-US')} ${totals.count === 1 ? 'row' : 'rows'})`
            : total !== undefined
              ? totals.format(col.field, total)
              : '';
        if (!text) return null;
        const numeric = i > 0;
        return (
          <Box
            key={col.field}
            sx={{
              position: 'absolute',
              left: positions[i] - left,
              width: i === 0 ? Math.max(col.computedWidth, 220) : col.computedWidth,
              top: 0,
              lineHeight: '40px',
              px: 1.25,
              textAlign: numeric ? 'right' : 'left',
              whiteSpace: 'nowrap',
            }}
          >
            {text}
          </Box>
        );
      })}
    </Box>
  );
}
