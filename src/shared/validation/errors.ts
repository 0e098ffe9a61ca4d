// Running a section schema the same way in the browser and on the server: every rule is checked,
// and each field keeps only its first failing rule (spec §5 Form-level wording).
import { ValidationError, type AnyObjectSchema, type ObjectSchema } from 'yup';

/** Messages keyed by field path ('customer_zip', 'banks[0].aba_number'); empty when all is valid. */
export type FieldErrors = Record<string, string>;

export interface ValidationResult<T> {
  /** The values as the schema casts them: text trimmed, typed dates as IsoDate, amounts as numbers. */
  values: T;
  errors: FieldErrors;
}

/** The first message of each field, in the order the rules are declared (the order Formik keeps). */
export function firstErrorByField(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const e of all) {
    const path = e.path ?? '';
    if (!(path in errors)) errors[path] = e.message;
  }
  return errors;
}

/** Validate a payload: the server answers with exactly `errors` (ApiErrorBody.errors). */
export function validateSection<T extends object>(
  schema: ObjectSchema<T> | AnyObjectSchema,
  payload: unknown,
) {
  // A missing body is judged as an empty one, so every required field is reported.
  const values = payload ?? {};
  const cast = schema.cast(values, { assert: false }) as T;
  try {
    schema.validateSync(values, { abortEarly: false });
    return { values: cast, errors: {} } satisfies ValidationResult<T>;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { values: cast, errors: firstErrorByField(error) } satisfies ValidationResult<T>;
  }
}

/** Only the messages, for callers that need nothing else. */
export function fieldErrors(schema: AnyObjectSchema, values: unknown): FieldErrors {
  return validateSection(schema, values).errors;
}

/**
 * The fields a schema requires for these values (an asterisk after the label, spec §5 Form-level
 * wording), with conditions resolved against the values.
 */
export function requiredFields(schema: AnyObjectSchema, values: object): string[] {
  const description = schema.describe({ value: values });
  return Object.entries(description.fields)
    .filter(([, field]) => 'optional' in field && field.optional === false)
    .map(([name]) => name);
}
