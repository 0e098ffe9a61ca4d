// The row above a server-mode grid (the contract list, the outbox): the screen's own search and
// switches, the count of the whole view, and print and the downloads of that view at the far end.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { GridDownloads, type ExportFormat } from './grid-downloads';
import { NO_PRINT } from './print-classes';

export interface GridToolbarProps {
  children: ReactNode;
  /** The view's count; null until it is known. */
  count: number | null;
  /** What the rows are: one and many ('contract', 'contracts'). */
  noun: readonly [string, string];
  exportHref: (format: ExportFormat) => string;
}

export const countText = (count: number, [one, many]: readonly [string, string]) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export function GridToolbar({ children, count, noun, exportHref }: GridToolbarProps) {
  return (
    <Stack
      className={NO_PRINT}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {children}
      <Typography variant="body2" color="text.secondary" role="status" sx={{ minWidth: 110 }}>
        {count === null ? '' : countText(count, noun)}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
        <GridDownloads exportHref={exportHref} />
      </Stack>
    </Stack>
  );
}
