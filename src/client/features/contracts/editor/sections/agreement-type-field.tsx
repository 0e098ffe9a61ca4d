// The agreement description and its billing cycle (spec §5 Agreement): only the types available to
// the facility (select contracts: those shown for select) and the cycles the chosen type offers.
// Choosing a type sets what follows from it: its finance rate, no sales tax where it has none, a
// cycle it offers. Once the contract was submitted the type is fixed.
import TextField from '@mui/material/TextField';
import { useField, useFormikContext, type FormikHelpers } from 'formik';
import { memo, useMemo, type ChangeEvent, type FocusEventHandler } from 'react';
import { CYCLE_LABELS, cyclesOfAgreementType } from '../../../../../shared/cycles';
import {
  availableAgreementTypes,
  VALIDATION_MESSAGES,
  type AgreementContext,
} from '../../../../../shared/validation';
import { SelectInput, useShownError } from '../../../../components/form/form-fields';
import { useAgreementType } from './agreement-facts';
import { defaultFinanceRate, type AgreementValues } from './agreement-values';

interface TypeFieldProps {
  ctx: AgreementContext;
  readOnly: boolean;
}

interface TypeSelectProps extends TypeFieldProps {
  value: string;
  error: string | undefined;
  onBlur: FocusEventHandler;
  setValues: FormikHelpers<AgreementValues>['setValues'];
}

/** Reads the form (the code, its error); the select renders only when one of them changed. */
export const AgreementTypeField = memo(function AgreementTypeField({ ctx, readOnly }: TypeFieldProps) {
  const [field] = useField<string>('agreement_code');
  const { setValues } = useFormikContext<AgreementValues>();
  const error = useShownError('agreement_code');
  return (
    <AgreementTypeSelect
      ctx={ctx}
      readOnly={readOnly}
      value={field.value}
      error={error}
      onBlur={field.onBlur}
      setValues={setValues}
    />
  );
});

const AgreementTypeSelect = memo(function AgreementTypeSelect(props: TypeSelectProps) {
  const { ctx, readOnly, value, error, onBlur, setValues } = props;
  const available = useMemo(() => availableAgreementTypes(ctx), [ctx]);
  const current = ctx.facility.agreement_types.find((t) => t.code === value) ?? null;
  const locked = Boolean(ctx.submittedAgreementCode);

  if (locked) {
    return (
      <TextField
        id="field-agreement_code"
        label="Agreement description"
        value={current?.description ?? value}
        helperText={error ?? VALIDATION_MESSAGES.agreementLocked}
        error={Boolean(error)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    );
  }

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const code = e.target.value;
    const type = ctx.facility.agreement_types.find((t) => t.code === code) ?? null;
    const cycles = type ? cyclesOfAgreementType(type) : [];
    void setValues(
      (values) => ({
        ...values,
        agreement_code: code,
        billing_cycle: cycles.includes(values.billing_cycle as never)
          ? values.billing_cycle
          : cycles.length === 1
            ? cycles[0]
            : '',
        finance_rate_percent: defaultFinanceRate(type, ctx.facility.fee),
        sales_tax_rate: type?.sales_tax ? values.sales_tax_rate : '',
      }),
      false,
    );
  };
  // A type no longer offered still shows, so the user sees what to replace.
  const unavailable = current && !available.includes(current) ? current : null;
  return (
    <TextField
      select
      id="field-agreement_code"
      name="agreement_code"
      label="Agreement description"
      required
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? ' '}
      disabled={readOnly}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" />
      {unavailable && (
        <option value={unavailable.code}>{unavailable.description} (no longer available)</option>
      )}
      {available.map((t) => (
        <option key={t.code} value={t.code}>
          {t.description}
        </option>
      ))}
    </TextField>
  );
});

export const BillingCycleField = memo(function BillingCycleField({ readOnly }: { readOnly: boolean }) {
  const type = useAgreementType();
  const choices = useMemo(
    () => (type ? cyclesOfAgreementType(type) : []).map((c) => ({ value: c, label: CYCLE_LABELS[c] })),
    [type],
  );
  return (
    <SelectInput
      name="billing_cycle"
      label="Billing cycle"
      required
      readOnly={readOnly}
      choices={choices}
      help={type ? undefined : 'Choose an agreement description first.'}
    />
  );
});
