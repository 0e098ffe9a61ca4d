// The billing section of the contract editor (spec §3 Bank account, Card; §4 Billing requirements,
// Preferred method; §5 Bank, Card; §8 processing fee and card-charge messages). The form stays mounted
// when the section turns read-only for a moment, so a save followed by a charge keeps its state.
import { Formik, type FormikProps } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useContractEditor } from '../editor-context';
import { BillingForm } from './billing-form';
import {
  billingContextOf,
  billingErrors,
  billingValuesOf,
  fieldErrorsOf,
  isFeeDue,
  type BillingValues,
} from './billing-methods';
import { useBillingSubmit } from './billing-submit';
import { BillingSummary } from './billing-summary';
import { CardChargeFailureDialog } from './card-charge-failure-dialog';

export function BillingSection({ readOnly }: { readOnly: boolean }) {
  const editor = useContractEditor();
  const { contract, facility, isSelect, today } = editor;
  const ctx = useMemo(
    () => billingContextOf(contract, facility, { isSelect, today }),
    [contract, facility, isSelect, today],
  );
  const feeDue = isFeeDue(contract, isSelect);
  const [initialValues] = useState(() => billingValuesOf(contract));
  const form = useRef<FormikProps<BillingValues>>(null);
  const [focusName, setFocusName] = useState<string | null>(null);
  const flow = useBillingSubmit(ctx, feeDue, form, setFocusName);

  return (
    <>
      <Formik
        innerRef={form}
        initialValues={initialValues}
        validate={(values) => fieldErrorsOf(billingErrors(ctx, values, feeDue))}
        validateOnChange={false}
        onSubmit={flow.submit}
      >
        {readOnly ? (
          <BillingSummary contract={contract} />
        ) : (
          <BillingForm ctx={ctx} feeDue={feeDue} focusName={focusName} focus={setFocusName} />
        )}
      </Formik>
      <CardChargeFailureDialog
        errors={flow.failure}
        onEditCard={flow.editCard}
        onDecline={editor.allowed('DECLINE') ? () => void flow.decline() : undefined}
        busy={flow.declining}
      />
    </>
  );
}
