// A stored card or account number: it arrives masked and is shown as 'ending in 1111', not editable
// unless the user chooses to type a new one (spec §3 Bank account, Card: numbers stored encrypted).
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { endingIn } from './billing-methods';

export interface StoredNumberProps {
  name: string;
  label: string;
  masked: string;
  /** Shown at once: a stored number is never typed, so it is never 'touched' (spec §5 Card re-entry). */
  error?: string;
  replaceLabel: string;
  onReplace: () => void;
  disabled?: boolean;
}

export function StoredNumber(props: StoredNumberProps) {
  const { name, label, masked, error, replaceLabel, onReplace, disabled } = props;
  return (
    <TextField
      id={`stored-${name.replace(/[^\w-]/g, '_')}`}
      label={label}
      value={endingIn(masked)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={onReplace} disabled={disabled} sx={{ whiteSpace: 'nowrap' }}>
                {replaceLabel}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Puts the stored (masked) number back after the user chose to replace it. */
export function KeepStoredNumber({ onKeep, disabled }: { onKeep: () => void; disabled?: boolean }) {
  return (
    <Button size="small" onClick={onKeep} disabled={disabled} sx={{ mt: -1.5, mb: 0.5, px: 0.5 }}>
      Keep the stored number
    </Button>
  );
}
