// A dollar amount input bound to Formik: '$' before it, a decimal keypad on phones, the amount mask,
// and its error shown the product's way (after a submit, or once left holding a value).
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useShownError } from '../../../components/form/form-fields';
import { maskAmount } from './payment-amount';

export function AmountField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={label}
      required
      autoFocus
      value={field.value}
      onChange={(e) => void helpers.setValue(maskAmount(e.target.value))}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? ' '}
      size="small"
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
