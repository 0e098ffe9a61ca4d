// What the customer section and the select contract's CSR section share: the schema built with the
// customer context (validation README), the fields it names, the values flagged by the server shown
// from the start, and the birth-date rules of spec §5 (over 80 asks, under 18 alerts and blocks).
import { useCallback, useMemo } from 'react';
import type { AnyObjectSchema } from 'yup';
import {
  customerAlert,
  fieldErrors,
  warningsForCustomer,
  type CustomerContext,
} from '../../../../../shared/validation';
import { useContractEditor } from '../editor-context';
import { CUSTOMER_FIELDS, type CustomerFieldName, type CustomerFieldSpec } from './customer-field-specs';
import type { SectionFormProps, SectionValues } from './section-form';

/** Inputs hold '' for a blank value; booleans stay booleans (yes/no answers). */
const formValue = (value: unknown) => (value === null || value === undefined ? '' : value);

/** The server's flag on a field, when it has one (bad address, email or phones). */
function flagOf(field: string) {
  const spec: CustomerFieldSpec | undefined = CUSTOMER_FIELDS[field as CustomerFieldName];
  return spec?.kind === 'text' ? spec.flag : undefined;
}

export type CustomerFormProps = Pick<
  SectionFormProps,
  'schema' | 'initialValues' | 'initialErrors' | 'beforeSave' | 'alertFor'
> & { fields: string[] };

export function useCustomerForm(schemaOf: (ctx: CustomerContext) => AnyObjectSchema): CustomerFormProps {
  const { contract, facility, today, values, confirm } = useContractEditor();
  const schema = useMemo(
    () => schemaOf({ industry: facility.industry, today, saved: contract }),
    [schemaOf, facility.industry, today, contract],
  );
  const fields = useMemo(() => Object.keys(schema.fields), [schema]);
  const initialValues = useMemo(
    () => Object.fromEntries(fields.map((f) => [f, formValue(values[f])])),
    [fields, values],
  );

  // spec §5 Generic: a flagged value shows its message until it is changed.
  const initialErrors = useMemo(() => {
    const flagged = fields.filter((f) => {
      const flag = flagOf(f);
      return flag !== undefined && Boolean(contract?.[flag]);
    });
    if (flagged.length === 0) return undefined;
    const errors = fieldErrors(schema, initialValues);
    return Object.fromEntries(flagged.filter((f) => errors[f]).map((f) => [f, errors[f]]));
  }, [fields, contract, schema, initialValues]);

  // spec §5 Birth date: entering an age over 80 asks for a confirmation before saving.
  const beforeSave = useCallback(
    async (cast: SectionValues) => {
      const warning = warningsForCustomer(cast, today).customer_date_of_birth;
      if (!warning || cast.customer_date_of_birth === contract?.customer_date_of_birth) return true;
      return confirm({
        title: 'Confirm the date of birth',
        text: warning,
        confirmLabel: 'Save',
        cancelLabel: 'Cancel',
      });
    },
    [today, contract, confirm],
  );

  // spec §5 Birth date: a minor's contract cannot be created; said in the banner too.
  const alertFor = useCallback((v: SectionValues) => customerAlert(v, today), [today]);

  return { schema, fields, initialValues, initialErrors, beforeSave, alertFor };
}
