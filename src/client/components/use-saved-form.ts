// The state of an admin form judged by a shared schema (src/shared/validation): the values, the errors
// by field (the schema's in the browser, the server's after a refused save) and the save in flight.
import { useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { validateSection, type FieldErrors } from '../../shared/validation';
import { ApiError } from '../api/client';

export function useSavedForm<T extends object>(initial: T, schema: AnyObjectSchema) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof T>(name: K, value: T[K]) => setValues((v) => ({ ...v, [name]: value }));

  /** Judges the values, then saves them; the server's field errors come back to the fields. */
  async function submit<R>(save: (values: T) => Promise<R>, override: Partial<T> = {}): Promise<R | null> {
    const judged = { ...values, ...override };
    const found = validateSection(schema, judged).errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    setSaving(true);
    try {
      return await save(judged);
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) setErrors(error.body.errors);
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { values, setValues, set, errors, saving, submit };
}
