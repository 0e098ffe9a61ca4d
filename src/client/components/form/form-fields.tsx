// Formik-bound inputs of the product's forms (spec §3 Generic form field, §5 Form-level wording).
// An error shows once the field was left holding a value, or after a submit; an emptied field shows
// none until the next submit (spec §4 Forms). Required fields carry an asterisk after the label.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { memo, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { formatDisplayDate, isIsoDate, parseTypedDate } from '../../../shared/dates';
import { MASKS, MASK_PLACEHOLDERS, type MaskName } from './masks';

export interface Choice {
  label: string;
  value: string;
}

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  help?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

const idOf = (name: string) => `field-${name.replace(/[^\w-]/g, '_')}`;

/** The error to show for a field now (spec §4 Forms). */
export function useShownError(name: string): string | undefined {
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const empty = field.value === '' || field.value === null || field.value === undefined;
  if (!meta.error) return undefined;
  if (submitCount > 0 || (meta.touched && !empty)) return meta.error;
  return undefined;
}

export interface TextInputProps extends BaseProps {
  type?: 'text' | 'email' | 'tel';
  mask?: MaskName;
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  /** '$' before the value, or '%' after it. */
  adornment?: 'money' | 'percent';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
}

/** A text input; a `date` mask keeps YYYY-MM-DD in the form and shows MM/DD/YYYY (spec §5 Date). */
export const TextInput = memo(function TextInput(props: TextInputProps) {
  const { name, label, required, help, readOnly, disabled, mask, adornment, maxLength, multiline } = props;
  const [field, , helpers] = useField<string | number | null>(name);
  const error = useShownError(name);
  const isDate = mask === 'date';
  const value = field.value ?? '';
  const shown = isDate && isIsoDate(value) ? formatDisplayDate(String(value)) : String(value);
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const raw = e.target.value;
    void helpers.setValue(mask ? MASKS[mask](raw) : raw, false);
  };
  const onBlur = (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (isDate && shown !== '') {
      // An unparsable typed date is cleared on blur (spec §5 Form-level wording).
      void helpers.setValue(parseTypedDate(shown) ?? '', false);
    }
    field.onBlur(e);
  };
  return (
    <TextField
      id={idOf(name)}
      name={name}
      label={label}
      required={required}
      value={shown}
      onChange={onChange}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? help ?? ' '}
      type={props.type ?? 'text'}
      placeholder={props.placeholder ?? (mask ? MASK_PLACEHOLDERS[mask] : undefined)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      disabled={disabled}
      autoFocus={props.autoFocus}
      autoComplete={props.autoComplete ?? 'off'}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { maxLength, readOnly, inputMode: props.inputMode },
        input: {
          startAdornment:
            adornment === 'money' ? <InputAdornment position="start">$</InputAdornment> : undefined,
          endAdornment:
            adornment === 'percent' ? <InputAdornment position="end">%</InputAdornment> : undefined,
        },
      }}
    />
  );
});

export interface SelectInputProps extends BaseProps {
  choices: Choice[];
  /** The empty first option's text; none when the field always has a value. */
  emptyLabel?: string | null;
}

/** A native select: instant with the keyboard and with long lists (states, sources). */
export const SelectInput = memo(function SelectInput(props: SelectInputProps) {
  const { name, label, required, help, readOnly, disabled, choices, emptyLabel = '' } = props;
  const [field] = useField<string | number | null>(name);
  const error = useShownError(name);
  return (
    <TextField
      select
      id={idOf(name)}
      name={name}
      label={label}
      required={required}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? help ?? ' '}
      disabled={disabled || readOnly}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== null && <option value="">{emptyLabel}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
});

export const CheckboxInput = memo(function CheckboxInput(props: BaseProps) {
  const { name, label, help, readOnly, disabled } = props;
  const [field, , helpers] = useField<boolean | null>(name);
  const error = useShownError(name);
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={idOf(name)}
            name={name}
            checked={field.value === true}
            onChange={(e) => void helpers.setValue(e.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled || readOnly}
          />
        }
      />
      {(error ?? help) && <FormHelperText>{error ?? help}</FormHelperText>}
    </FormControl>
  );
});

export interface RadioInputProps extends BaseProps {
  choices: Choice[];
}

/** Radio choices; values are strings, 'true'/'false' for yes-no questions. */
export const RadioInput = memo(function RadioInput(props: RadioInputProps) {
  const { name, label, required, help, readOnly, disabled, choices } = props;
  const [field, , helpers] = useField<string | boolean | null>(name);
  const error = useShownError(name);
  const labelId = `${idOf(name)}-label`;
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled || readOnly}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={name}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onChange={(e) => {
          const v = e.target.value;
          void helpers.setValue(v === 'true' ? true : v === 'false' ? false : v);
        }}
      >
        {choices.map((c) => (
          <FormControlLabel key={c.value} value={c.value} control={<Radio size="small" />} label={c.label} />
        ))}
      </RadioGroup>
      <FormHelperText>{error ?? help ?? ' '}</FormHelperText>
    </FormControl>
  );
});

export const YES_NO: Choice[] = [
  { label: 'Yes', value: 'true' },
  { label: 'No', value: 'false' },
];
