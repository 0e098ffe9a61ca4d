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
import { FastField, getIn, useField, useFormikContext, type FieldProps, type FormikProps } from 'formik';
import {
  memo,
  useCallback,
  useRef,
  useState,
  useTransition,
  type ChangeEvent,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
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
function shownError(value: unknown, error: string | undefined, touched: boolean, submitCount: number) {
  const empty = value === '' || value === null || value === undefined;
  if (!error) return undefined;
  if (submitCount > 0 || (touched && !empty)) return error;
  return undefined;
}

/** The error to show for a field now, for inputs built outside this file. */
export function useShownError(name: string): string | undefined {
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return shownError(field.value, meta.error, Boolean(meta.touched), submitCount);
}

type Bound = FieldProps<unknown> & { error: string | undefined };

type FastProps = { name: string; view: object; formik: FormikProps<unknown> };

/** Re-render an input only when its own value, error or touched state, the submit count or its props
 * change: a long form stays instant to type in (Formik's useField re-renders every input on any change). */
function changed(next: FastProps, prev: FastProps): boolean {
  const [a, b] = [next.formik, prev.formik];
  return (
    next.view !== prev.view ||
    getIn(a.values, next.name) !== getIn(b.values, next.name) ||
    getIn(a.errors, next.name) !== getIn(b.errors, next.name) ||
    getIn(a.touched, next.name) !== getIn(b.touched, next.name) ||
    a.submitCount !== b.submitCount ||
    a.isSubmitting !== b.isSubmitting
  );
}

function Fast<P extends { name: string }>({
  props,
  render,
}: {
  props: P;
  render: (bound: Bound) => ReactElement;
}) {
  return (
    <FastField name={props.name} view={props} shouldUpdate={changed}>
      {(bound: FieldProps<unknown>) =>
        render({
          ...bound,
          error: shownError(
            bound.field.value,
            bound.meta.error,
            Boolean(bound.meta.touched),
            bound.form.submitCount,
          ),
        })
      }
    </FastField>
  );
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
/** A read-only field reads as a value, not as a box waiting for input. */
const READ_ONLY_SX = {
  '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' },
  '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
} as const;

export const TextInput = memo(function TextInput(props: TextInputProps) {
  return <Fast props={props} render={(bound) => <TextInputView {...props} {...bound} />} />;
});

/**
 * A key paints the field at once; the form learns the value in a transition (React renders it after
 * the key's paint, and a key typed meanwhile starts it afresh), so the readers of the form (an
 * agreement's figures, the required fields) never hold up the key. The typed text shows while that
 * transition is pending; the commit that ends it shows the form's value: the typed one, or whatever
 * replaced it meanwhile (a reset, the contract reloaded), so the field never shows what the form
 * does not hold.
 */
function TextInputView(props: TextInputProps & Bound) {
  // The field's own props (`view`), apart from what binds it to the form.
  const { mask, field, form, meta: _meta, error, ...view } = props;
  const { name } = view;
  const [typing, startTyping] = useTransition();
  const [typed, setTyped] = useState<string>('');
  const value = (typing ? typed : field.value) ?? '';
  const isDate = mask === 'date';
  const shown = isDate && isIsoDate(value) ? formatDisplayDate(String(value)) : String(value);
  const latest = useRef({ field, form, shown });
  latest.current = { field, form, shown };

  const onChange = useCallback(
    (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const raw = e.target.value;
      const next = mask ? MASKS[mask](raw) : raw;
      setTyped(next);
      startTyping(() => void latest.current.form.setFieldValue(name, next, false));
    },
    [name, mask],
  );
  const onBlur = useCallback(
    (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { field: bound, form: formik, shown: text } = latest.current;
      if (isDate && text !== '') {
        // An unparsable typed date is cleared on blur (spec §5 Form-level wording).
        void formik.setFieldValue(name, parseTypedDate(text) ?? '', false);
      }
      bound.onBlur(e);
    },
    [name, isDate],
  );
  return (
    <TextFieldView
      {...view}
      shown={shown}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={props.placeholder ?? (mask ? MASK_PLACEHOLDERS[mask] : undefined)}
    />
  );
}

interface TextFieldViewProps extends Omit<TextInputProps, 'mask'> {
  shown: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** The MUI field: renders again only when what it shows changed (not when the form catches up). */
const TextFieldView = memo(function TextFieldView(props: TextFieldViewProps) {
  const { name, label, required, help, readOnly, disabled, adornment, maxLength, multiline, error } = props;
  return (
    <TextField
      id={idOf(name)}
      name={name}
      label={label}
      required={required}
      value={props.shown}
      onChange={props.onChange}
      onBlur={props.onBlur}
      error={Boolean(error)}
      helperText={error ?? help ?? ' '}
      type={props.type ?? 'text'}
      placeholder={props.placeholder}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      disabled={disabled}
      autoFocus={props.autoFocus}
      autoComplete={props.autoComplete ?? 'off'}
      size="small"
      fullWidth
      sx={readOnly ? READ_ONLY_SX : undefined}
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
  return <Fast props={props} render={(bound) => <SelectInputView {...props} {...bound} />} />;
});

function SelectInputView(props: SelectInputProps & Bound) {
  const { name, label, required, help, readOnly, disabled, choices, emptyLabel = '', field, error } = props;
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
}

export const CheckboxInput = memo(function CheckboxInput(props: BaseProps) {
  return <Fast props={props} render={(bound) => <CheckboxInputView {...props} {...bound} />} />;
});

function CheckboxInputView(props: BaseProps & Bound) {
  const { name, label, help, readOnly, disabled, field, form, error } = props;
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={idOf(name)}
            name={name}
            checked={field.value === true}
            onChange={(e) => void form.setFieldValue(name, e.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled || readOnly}
          />
        }
      />
      {(error ?? help) && <FormHelperText>{error ?? help}</FormHelperText>}
    </FormControl>
  );
}

export interface RadioInputProps extends BaseProps {
  choices: Choice[];
}

/** Radio choices; values are strings, 'true'/'false' for yes-no questions. */
export const RadioInput = memo(function RadioInput(props: RadioInputProps) {
  return <Fast props={props} render={(bound) => <RadioInputView {...props} {...bound} />} />;
});

function RadioInputView(props: RadioInputProps & Bound) {
  const { name, label, required, help, readOnly, disabled, choices, field, form, error } = props;
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
          void form.setFieldValue(name, v === 'true' ? true : v === 'false' ? false : v);
        }}
      >
        {choices.map((c) => (
          <FormControlLabel key={c.value} value={c.value} control={<Radio size="small" />} label={c.label} />
        ))}
      </RadioGroup>
      <FormHelperText>{error ?? help ?? ' '}</FormHelperText>
    </FormControl>
  );
}

export const YES_NO: Choice[] = [
  { label: 'Yes', value: 'true' },
  { label: 'No', value: 'false' },
];
