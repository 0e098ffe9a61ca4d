// A labelled text input with helper text. Lighter than MUI's TextField, which also bundles Select,
// Menu and Popover: the login page stays within its 200 KB budget.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEventHandler, FocusEventHandler } from 'react';

export interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

export function FormField({ name, label, helperText, error, required, ...input }: FormFieldProps) {
  const id = `field-${name}`;
  return (
    <FormControl fullWidth size="small" error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? `${id}-help` : undefined}
        {...input}
      />
      {helperText && <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
