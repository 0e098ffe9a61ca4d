// The form every editing section can sit in (spec §4 Editing sections, §5 Form-level wording).
//
//   <SectionForm section="customer" schema={schema} initialValues={values} readOnly={readOnly}>
//     …Formik-bound inputs (components/form/form-fields)…
//   </SectionForm>
//
// - Formik validates with `schema` on blur and on submit (not on change, so typing stays instant);
//   `useRequiredFields()` gives the fields to mark with an asterisk (requiredFields, conditions resolved).
// - Enter in a field or the Save button submits: the values are cast with `schema`, `beforeSave` may
//   ask a question (false: nothing is sent), then editor.saveSection(section, toPayload(cast)).
//   By default the payload is `{ contract }` with every key of initialValues, blanks sent as null so
//   a cleared field is cleared on the server too.
// - A failed validation or a save refused with field errors shows 'Please correct the errors (shown
//   in red).' at the top, with `alertFor(values)` and any error of a field the form does not show;
//   the server's errors land on their fields. Other failures are already notified by the editor.
// - Cancel resets the form; dirty is reported to the editor (the discard question of spec §4).
// - `useSectionSave()` runs the same save from inside the form (e.g. before a CSR action): true
//   when the section was saved.
// - readOnly shows the same inputs without Save or Cancel.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Formik, useFormikContext, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { AnyObjectSchema } from 'yup';
import type { ContractSection } from '../../../../../../machines/contract-lifecycle.types';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { requiredFields } from '../../../../../shared/validation';
import { useContractEditor, type SectionPayload } from '../editor-context';

export type SectionValues = Record<string, unknown>;

export interface SectionFormProps {
  section: ContractSection;
  /** Validates the values (Formik) and casts them for saving. */
  schema: AnyObjectSchema;
  /** One key per field the section edits. */
  initialValues: SectionValues;
  /** Errors shown from the start, e.g. values the server flagged (spec §5 Generic). */
  initialErrors?: Record<string, string>;
  readOnly: boolean;
  /** Asked once the values are valid, before saving; false leaves the form as it is. */
  beforeSave?: (cast: SectionValues) => Promise<boolean>;
  /** The saveSection payload from the cast values; `{ contract }` by default. */
  toPayload?: (cast: SectionValues) => SectionPayload;
  /** A sentence added to the banner when the section cannot be saved (e.g. the minor's alert). */
  alertFor?: (values: SectionValues) => string | null;
  /** Keep the section open after a save: an action follows it (a select contract's CSR step). */
  stayOpen?: boolean;
  /** Shown below the fields, inside the form (it may call useSectionSave()). */
  footer?: ReactNode;
  children: ReactNode;
}

/** Submitting ends in one of these; Formik's submitForm gives undefined when validation failed. */
type SubmitResult = 'saved' | 'kept' | 'refused';

const RequiredFieldsContext = createContext<ReadonlySet<string>>(new Set());
const SectionSaveContext = createContext<() => Promise<boolean>>(() => Promise.resolve(false));

/** The fields of the section that are required now (an asterisk after the label). */
export const useRequiredFields = () => useContext(RequiredFieldsContext);

/** Validates and saves the section as its Save button does; true when it was saved. */
export const useSectionSave = () => useContext(SectionSaveContext);

/** Every field of the form, cast, blanks as null. */
function contractPayload(fields: string[], cast: SectionValues): SectionPayload {
  return { contract: Object.fromEntries(fields.map((f) => [f, cast[f] ?? null])) };
}

const touchedOf = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, true]));

export function SectionForm(props: SectionFormProps) {
  const { section, schema, initialValues, initialErrors, beforeSave, toPayload, alertFor } = props;
  const editor = useContractEditor();
  const [banner, setBanner] = useState<string[] | null>(null);
  const fields = useMemo(() => Object.keys(initialValues), [initialValues]);
  const initialTouched = useMemo(() => touchedOf(Object.keys(initialErrors ?? {})), [initialErrors]);

  /** The banner's sentences: the spec's, the section's alert, and errors of fields not shown. */
  const bannerOf = (values: SectionValues, errors: Record<string, string> = {}) => {
    const stray = Object.entries(errors)
      .filter(([f]) => !fields.includes(f))
      .map(([, message]) => message);
    const alert = alertFor?.(values);
    return [CONTRACT_MESSAGES.validationErrors, ...(alert ? [alert] : []), ...stray];
  };

  const submit = async (
    values: SectionValues,
    helpers: FormikHelpers<SectionValues>,
  ): Promise<SubmitResult> => {
    // Formik validates but does not cast (TOOLCHAIN.md): cast here.
    const cast = schema.cast(values, { assert: false }) as SectionValues;
    if (beforeSave && !(await beforeSave(cast))) return 'kept';
    const payload = toPayload ? toPayload(cast) : contractPayload(fields, cast);
    const outcome = await editor.saveSection(section, payload, { stayOpen: props.stayOpen });
    if (outcome.ok) return 'saved';
    const errors = outcome.errors;
    if (Object.keys(errors).length > 0) {
      // Not validated again now, or the server's errors would be replaced at once.
      await helpers.setTouched(touchedOf([...fields, ...Object.keys(errors)]), false);
      helpers.setErrors(errors as FormikErrors<SectionValues>);
      setBanner(bannerOf(values, errors));
    }
    return 'refused';
  };

  return (
    <Formik<SectionValues>
      initialValues={initialValues}
      initialErrors={initialErrors as FormikErrors<SectionValues> | undefined}
      initialTouched={initialTouched as FormikTouched<SectionValues>}
      validationSchema={schema}
      validateOnChange={false}
      validateOnBlur
      enableReinitialize
      onSubmit={submit}
    >
      <SectionFormBody
        schema={schema}
        readOnly={props.readOnly}
        banner={banner}
        setBanner={setBanner}
        bannerOf={bannerOf}
        footer={props.footer}
      >
        {props.children}
      </SectionFormBody>
    </Formik>
  );
}

interface BodyProps {
  schema: AnyObjectSchema;
  readOnly: boolean;
  banner: string[] | null;
  setBanner: (banner: string[] | null) => void;
  bannerOf: (values: SectionValues) => string[];
  footer: ReactNode;
  children: ReactNode;
}

function SectionFormBody({ schema, readOnly, banner, setBanner, bannerOf, footer, children }: BodyProps) {
  const formik = useFormikContext<SectionValues>();
  const { values, dirty, isSubmitting, submitForm, resetForm } = formik;
  const { setDirty } = useContractEditor();
  const setDirtyRef = useRef(setDirty);
  setDirtyRef.current = setDirty;
  const latest = useRef({ values, bannerOf });
  latest.current = { values, bannerOf };
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!readOnly) setDirtyRef.current(dirty);
  }, [dirty, readOnly]);

  // The same set while the answer stays the same: the field groups re-render only when it changes.
  const required = requiredFields(schema, values);
  const requiredKey = required.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const requiredSet = useMemo(() => new Set(required), [requiredKey]);

  const saving = useRef(false);
  const save = useCallback(async (): Promise<boolean> => {
    if (saving.current) return false;
    saving.current = true;
    setBanner(null);
    try {
      const result = (await submitForm()) as SubmitResult | undefined;
      if (result === undefined) {
        setBanner(latest.current.bannerOf(latest.current.values));
        bannerRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      }
      return result === 'saved';
    } catch {
      // The editor has already told the user what went wrong.
      return false;
    } finally {
      saving.current = false;
    }
  }, [submitForm, setBanner]);

  const onSubmit = useCallback(
    (e: FormEvent) => {
      e.preventDefault();
      if (!readOnly) void save();
    },
    [readOnly, save],
  );
  const cancel = useCallback(() => {
    setBanner(null);
    resetForm();
  }, [setBanner, resetForm]);

  // The form itself renders again only when what it shows changed, not on each keystroke: the
  // fields follow the form on their own.
  const form = useMemo(
    () => (
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1 }}>
        {banner && (
          <Alert severity="error" ref={bannerRef}>
            {banner.map((sentence) => (
              <div key={sentence}>{sentence}</div>
            ))}
          </Alert>
        )}
        {children}
        {footer}
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button type="button" onClick={cancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              Save
            </Button>
          </Stack>
        )}
      </Stack>
    ),
    [onSubmit, banner, children, footer, readOnly, cancel, isSubmitting],
  );

  return (
    <SectionSaveContext.Provider value={save}>
      <RequiredFieldsContext.Provider value={requiredSet}>{form}</RequiredFieldsContext.Provider>
    </SectionSaveContext.Provider>
  );
}
