// The agreement's fields (spec §3 Agreement terms, §5 Agreement), shared by the standard agreement
// section and the select one: the type and cycle, the amounts a non-recurring plan finances or the
// payment a recurring one bills, the schedule's dates, the fees, renewals and the contract's details.
//
// The fields follow the agreement type (useAgreementType); the parts that follow the figures (the
// payments limit, the outstanding limits, the first payment dates, the expiration help) each read the
// facts and render their view only when what they show changed, so a keystroke in an amount renders
// those few parts, not the whole form.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { memo, useMemo } from 'react';
import { formatDisplayDate, type IsoDate } from '../../../../../shared/dates';
import type { AgreementContext } from '../../../../../shared/validation';
import { SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useContractEditor } from '../editor-context';
import { AgreementDetailFields } from './agreement-detail-fields';
import { useAgreementFacts, useAgreementType, type AgreementFacts } from './agreement-facts';
import { FieldGroup } from './agreement-field-grid';
import { AgreementRenewalFields } from './agreement-renewal-fields';
import { AgreementTypeField, BillingCycleField } from './agreement-type-field';
import { ExpirationSuggestion } from './expiration-suggestion';
import { FirstPaymentPicker } from './first-payment-picker';
import { ProcessingFeeField } from './processing-fee-field';
import { useRequiredFields } from './section-form';

export interface AgreementFieldsProps {
  ctx: AgreementContext;
  readOnly: boolean;
}

/** spec §9: sales tax options keyed 1 to 3 from the facility's fee settings; blank is 0. */
function salesTaxChoices(ctx: AgreementContext) {
  const fee = ctx.facility.fee;
  return (['1', '2', '3'] as const).flatMap((k) => {
    const percent = fee?.[`sales_tax_percent_${k}`];
    return percent === null || percent === undefined ? [] : [{ value: k, label: `${percent}%` }];
  });
}

function paymentsHelp(facts: AgreementFacts): string | undefined {
  const limit = facts.paymentsLimit;
  if (facts.recurring || !limit) return undefined;
  return `Up to ${limit.max} payments for this amount`;
}

interface FieldProps {
  readOnly: boolean;
  required: boolean;
}

/** The number of payments, with the most the term sheet allows for the amount as its help. */
function NumberOfPaymentsField({ readOnly, required }: FieldProps) {
  const help = paymentsHelp(useAgreementFacts());
  return (
    <TextInput
      name="number_of_payments"
      label="Number of payments"
      mask="payments"
      inputMode="numeric"
      required={required}
      readOnly={readOnly}
      help={help}
    />
  );
}

const OutstandingAlerts = memo(
  function OutstandingAlerts({ messages }: { messages: string[] }) {
    return messages.map((message) => (
      <Alert key={message} severity="warning" role="status">
        {message}
      </Alert>
    ));
  },
  (a, b) => a.messages.join('\n') === b.messages.join('\n'),
);

/** The override rule (issue 15): the agreement saves with these; an administrator completes it. */
function OutstandingLimits() {
  return <OutstandingAlerts messages={Object.values(useAgreementFacts().outstanding)} />;
}

/** The first payment date and the dates offered from the agreement date, cycle and bracket. */
function FirstPaymentField({ readOnly, required }: FieldProps) {
  const { cycle, agreementDate, today, bracket } = useAgreementFacts();
  const maxDays = bracket ? bracket.max_first_payment_days_in_future : null;
  const pickerCtx = useMemo(
    () => (cycle ? { agreementDate, cycle, today, maxDaysInFuture: maxDays } : null),
    [cycle, agreementDate, today, maxDays],
  );
  return <FirstPaymentPicker ctx={pickerCtx} readOnly={readOnly} required={required} />;
}

const ExpirationFields = memo(function ExpirationFields(props: FieldProps & { lastPayment: IsoDate | null }) {
  const { readOnly, required, lastPayment } = props;
  const last = formatDisplayDate(lastPayment);
  return (
    <>
      <TextInput
        name="agreement_expiration_date"
        label="Expiration date"
        mask="date"
        required={required}
        readOnly={readOnly}
        help={last ? `Not before the last payment date, ${last}.` : undefined}
      />
      {!readOnly && <ExpirationSuggestion lastPayment={lastPayment} />}
    </>
  );
});

/** The expiration date, not before the last payment date the figures give (its help and suggestion). */
function ExpirationField(props: FieldProps) {
  const lastPayment = useAgreementFacts().figures.agreement_expiration_date;
  return <ExpirationFields {...props} lastPayment={lastPayment} />;
}

export function AgreementFields({ ctx, readOnly }: AgreementFieldsProps) {
  const editor = useContractEditor();
  const type = useAgreementType();
  const recurring = type?.recurring_billing === true;
  // Asterisks follow the schema's own conditions (recurring, procedure types, finance charge).
  const required = useRequiredFields();
  const taxChoices = useMemo(() => salesTaxChoices(ctx), [ctx]);
  const contractTypes = useMemo(
    () => editor.lookups.contract_types.map((t) => ({ value: String(t.code), label: t.label })),
    [editor.lookups.contract_types],
  );
  const is = (field: string) => required.has(field);

  return (
    <Stack spacing={2}>
      <FieldGroup title="Agreement">
        <AgreementTypeField ctx={ctx} readOnly={readOnly} />
        <BillingCycleField readOnly={readOnly} />
        <TextInput
          name="agreement_date"
          label="Agreement date"
          mask="date"
          required={is('agreement_date')}
          readOnly={readOnly}
        />
        <SelectInput
          name="contract_type"
          label="Contract type"
          choices={contractTypes}
          readOnly={readOnly}
          help="Sets the term sheet the limits come from."
        />
      </FieldGroup>

      <FieldGroup title={recurring ? 'Payments' : 'Amounts'}>
        {!recurring && (
          <>
            <TextInput
              name="cash_price"
              label="Cash price"
              adornment="money"
              inputMode="decimal"
              required={is('cash_price')}
              readOnly={readOnly}
            />
            {type?.sales_tax ? (
              <SelectInput
                name="sales_tax_rate"
                label="Sales tax"
                choices={taxChoices}
                emptyLabel="None (0%)"
                readOnly={readOnly}
              />
            ) : null}
            <TextInput
              name="down_payment"
              label="Down payment"
              adornment="money"
              inputMode="decimal"
              required={is('down_payment')}
              readOnly={readOnly}
            />
            {type?.finance_charge ? (
              <TextInput
                name="finance_rate_percent"
                label="Finance rate"
                adornment="percent"
                inputMode="decimal"
                required={is('finance_rate_percent')}
                readOnly={readOnly}
              />
            ) : null}
          </>
        )}
        {recurring && (
          <TextInput
            name="payment_amount"
            label="Payment amount"
            adornment="money"
            inputMode="decimal"
            required={is('payment_amount')}
            readOnly={readOnly}
          />
        )}
        <NumberOfPaymentsField readOnly={readOnly} required={is('number_of_payments')} />
      </FieldGroup>

      <OutstandingLimits />

      <FieldGroup title="Schedule">
        <FirstPaymentField readOnly={readOnly} required={is('first_payment_due_date')} />
        <ExpirationField readOnly={readOnly} required={is('agreement_expiration_date')} />
      </FieldGroup>

      <FieldGroup title="Fees">
        <TextInput
          name="convenience_fee"
          label="Payment plan fee"
          adornment="money"
          inputMode="decimal"
          readOnly={readOnly}
          help="Added to each payment."
        />
        <TextInput
          name="service_fee"
          label="Service fee"
          adornment="money"
          inputMode="decimal"
          readOnly={readOnly}
          help="Added to each payment."
        />
        <ProcessingFeeField fee={ctx.facility.fee} readOnly={readOnly} />
        {recurring && (
          <>
            <TextInput
              name="initiation_fee"
              label="Initiation fee"
              adornment="money"
              inputMode="decimal"
              readOnly={readOnly}
            />
            <TextInput
              name="prorated_dues"
              label="Prorated dues"
              adornment="money"
              inputMode="decimal"
              readOnly={readOnly}
            />
          </>
        )}
      </FieldGroup>

      {recurring && type && (type.auto_renew || type.multi_renew) && (
        <AgreementRenewalFields type={type} readOnly={readOnly} />
      )}

      <AgreementDetailFields readOnly={readOnly} procedureRequired={is('procedure_description')} />
    </Stack>
  );
}
