// The report's totals row (issue 12) under the grid's rows, cell for cell under the columns it sums
// (the MIT grid has no pinned rows): the row count in the first column, the sums beneath theirs.
import Box from '@mui/material/Box';
import {
  gridColumnPositionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReportAnswer } from '../../../shared/reports';
import { formatFigure } from './report-columns';

/** The first page's answer, for the footer the grid renders as a slot. */
export const ReportHeadContext = createContext<ReportAnswer | null>(null);

export function TotalsFooter() {
  const head = useContext(ReportHeadContext);
  const apiRef = useGridApiContext();
  const columns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const positions = useGridSelector(apiRef, gridColumnPositionsSelector);
  // The sums follow the rows when the grid scrolls sideways.
  const [left, setLeft] = useState(0);
  useEffect(
    () => apiRef.current.subscribeEvent('scrollPositionChange', (params) => setLeft(params.left)),
    [apiRef],
  );
  if (!head) return null;
  const types = new Map(head.columns.map((c) => [c.name, c.type]));
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
      className="report-totals"
    >
      {columns.map((col, i) => {
        const total = head.totals[col.field];
        const text =
          i === 0
            ? `Totals (${head.count.toLocaleString('en-US')} rows)`
            : total !== undefined
              ? formatFigure(types.get(col.field) ?? 'money', total)
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
