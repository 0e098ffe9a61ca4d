// A date and time typed in business time (America/New_York), with the zone in its label; the value is
// the ISO moment the API stores (src/shared/business-time.ts).
import TextField from '@mui/material/TextField';
import { businessLocalOf, isoOfBusinessLocal } from '../../shared/business-time';

export interface BusinessMomentFieldProps {
  label: string;
  name: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  required?: boolean;
  error?: string;
}

export function BusinessMomentField({
  label,
  name,
  value,
  onChange,
  required,
  error,
}: BusinessMomentFieldProps) {
  return (
    <TextField
      type="datetime-local"
      name={name}
      label={`${label} (ET, New York time)`}
      size="small"
      required={required}
      value={value ? businessLocalOf(value) : ''}
      onChange={(e) => onChange(e.target.value ? isoOfBusinessLocal(e.target.value) : null)}
      error={!!error}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
