// One payment method's frame: a bordered card with its title, the 'Preferred' choice (one across all
// cards and banks, spec §4 Preferred method), the delete button, and a compact grid for its fields.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MethodCardProps {
  /** Unique on the page: labels the group and the delete button ('Card 1', 'Bank account 2'). */
  title: string;
  /** What identifies a stored method ('ending in 1111'). */
  subtitle?: string | null;
  preferred: boolean;
  readOnly?: boolean;
  onPrefer?: () => void;
  onDelete?: () => void;
  disabled?: boolean;
  children: ReactNode;
}

export function MethodCard(props: MethodCardProps) {
  const { title, subtitle, preferred, readOnly, onPrefer, onDelete, disabled, children } = props;
  const titleId = `billing-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 0.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40, mb: 1 }}>
        <Typography id={titleId} component="h4" variant="subtitle2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {readOnly ? (
          preferred && <Chip size="small" color="primary" variant="outlined" label="Preferred" />
        ) : (
          <FormControlLabel
            label="Preferred"
            control={
              <Radio
                size="small"
                name="preferred_method"
                value={titleId}
                checked={preferred}
                onChange={onPrefer}
                disabled={disabled}
              />
            }
          />
        )}
        {!readOnly && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onDelete}
            disabled={disabled}
            aria-label={`Delete ${title.toLowerCase()}`}
          >
            Delete
          </Button>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          columnGap: 1.5,
          rowGap: 0.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A cell of the method's grid, spanning `span` of its 6 columns from the small breakpoint up. */
export function Cell({ span, children }: { span: 1 | 2 | 3 | 4 | 6; children: ReactNode }) {
  return <Box sx={{ gridColumn: { sm: `span ${span}` }, minWidth: 0 }}>{children}</Box>;
}
