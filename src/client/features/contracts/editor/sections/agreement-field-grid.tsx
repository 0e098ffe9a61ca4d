// The agreement form's layout pieces: a titled group of fields in two aligned columns, one where the
// group is too narrow for two to show their labels whole (issue 15: 'Number of payme…' at 1366 px).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Two columns of at least 230 px: the longest label ('Available first payment dates') reads whole. */
const TWO_COLUMNS = '@container (min-width: 476px)';

export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="subtitle2"
        color="text.secondary"
        sx={{ p: 0, mb: 1.25, fontWeight: 600 }}
      >
        {title}
      </Typography>
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            rowGap: 2,
            gridTemplateColumns: 'minmax(0, 1fr)',
            [TWO_COLUMNS]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** A field across both columns. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
