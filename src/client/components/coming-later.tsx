// The honest placeholder of a screen whose content arrives in a later release.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function ComingLater({ what, children }: { what: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={1}>
        <Typography variant="h2">Coming in a later release</Typography>
        <Typography color="text.secondary">{what}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}
