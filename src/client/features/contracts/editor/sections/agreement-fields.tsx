// The agreement's fields (spec §3 Agreement terms, §5 Agreement), shared by the standard agreement
// section and the select one: the type and cycle, the amounts a non-recurring plan finances or the
// payment a recurring one bills, the schedule's dates, the fees, renewals and the contract's details.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { formatDisplayDate } from '../../../../../shared/dates';
import type { AgreementContext } from '../../../../../shared/validation';
import { SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useContractEditor } from '../editor-context';
import { AgreementDetailFields } from './agreement-detail-fields';
import { useAgreementFacts, type AgreementFacts } from './agreement-facts';
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

function expirationHelp(facts: AgreementFacts): string | undefined {
  const last = formatDisplayDate(facts.figures.agreement_expiration_date);
  return last ? `Not before the last payment date, ${last}.` : undefined;
}

export function AgreementFields({ ctx, readOnly }: AgreementFieldsProps) {
  const editor = useContractEditor();
  const facts = useAgreementFacts();
  // Asterisks follow the schema's own conditions (recurring, procedure types, finance charge).
  const required = useRequiredFields();
  const taxChoices = useMemo(() => salesTaxChoices(ctx), [ctx]);
  const contractTypes = useMemo(
    () => editor.lookups.contract_types.map((t) => ({ value: String(t.code), label: t.label })),
    [editor.lookups.contract_types],
  );
  const { type, recurring, cycle } = facts;
  const maxDays = facts.bracket ? facts.bracket.max_first_payment_days_in_future : null;
  const pickerCtx = useMemo(
    () =>
      cycle
        ? { agreementDate: facts.agreementDate, cycle, today: facts.today, maxDaysInFuture: maxDays }
        : null,
    [cycle, facts.agreementDate, facts.today, maxDays],
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
        <TextInput
          name="number_of_payments"
          label="Number of payments"
          mask="payments"
          inputMode="numeric"
          required={is('number_of_payments')}
          readOnly={readOnly}
          help={paymentsHelp(facts)}
        />
      </FieldGroup>

      {/* The override rule (issue 15): the agreement saves with these; an administrator completes it. */}
      {Object.values(facts.outstanding).map((message) => (
        <Alert key={message} severity="warning" role="status">
          {message}
        </Alert>
      ))}

      <FieldGroup title="Schedule">
        <FirstPaymentPicker ctx={pickerCtx} readOnly={readOnly} required={is('first_payment_due_date')} />
        <TextInput
          name="agreement_expiration_date"
          label="Expiration date"
          mask="date"
          required={is('agreement_expiration_date')}
          readOnly={readOnly}
          help={expirationHelp(facts)}
        />
        {!readOnly && <ExpirationSuggestion lastPayment={facts.figures.agreement_expiration_date} />}
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
