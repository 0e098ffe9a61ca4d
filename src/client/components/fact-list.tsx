// Labelled figures as a description list: the label muted on the left, the figure right-aligned beside
// it (a report's figures, an account's servicing summary).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({
  facts,
  wide = false,
  fontWeight = 600,
}: {
  facts: Fact[];
  /** The figures' column takes the rest of the width (figures line up at the right edge). */
  wide?: boolean;
  fontWeight?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: wide ? 'auto 1fr' : 'auto auto',
        columnGap: wide ? 2 : 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
