// Saving the billing section, and charging the processing fee after it (spec §4 CHARGE, §8
// processingFeeConsent, cardChargeFailed): SAVE the methods, then CHARGE with the CVC typed, which the
// server never stores. A declined charge opens the failure dialog: edit the card, or DECLINE.
import type { FormikHelpers, FormikProps } from 'formik';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import type { BillingContext } from '../../../../../shared/validation';
import type { SaveOutcome } from '../editor-context';
import { useContractEditor } from '../editor-context';
import {
  billingErrors,
  billingValuesOf,
  cardToChargeIndex,
  chargePayload,
  fieldErrorsOf,
  isFeeDue,
  isStoredNumber,
  listErrorsOf,
  savePayload,
  type BillingValues,
} from './billing-methods';

export const DECLINE_CONFIRM =
  'Decline this contract? It will be moved to the Process Fee Declined list, where a new card can be charged later.';

interface ChargeFailure {
  errors: string[];
  /** The stored id of the card that was charged, to take the user back to it. */
  cardId: number | null;
}

type Failed = Extract<SaveOutcome, { ok: false }>;

/** Field errors from the server (400, or an answer not saved) go on the fields, as the form's own. */
function showFieldErrors(outcome: Failed, helpers: FormikHelpers<BillingValues>) {
  if (Object.keys(outcome.errors).length === 0) return;
  helpers.setErrors(fieldErrorsOf(outcome.errors));
  helpers.setStatus({ serverErrors: listErrorsOf(outcome.errors) });
}

export function useBillingSubmit(
  ctx: BillingContext,
  feeDue: boolean,
  form: RefObject<FormikProps<BillingValues> | null>,
  focus: (name: string) => void,
) {
  const editor = useContractEditor();
  const { saveSection, act, confirm, notify, isSelect } = editor;
  const busy = useRef(false);
  const [failure, setFailure] = useState<ChargeFailure | null>(null);
  const [declining, setDeclining] = useState(false);

  const submit = useCallback(
    async (values: BillingValues, helpers: FormikHelpers<BillingValues>) => {
      // A second click while the first save or charge is on its way sends nothing.
      if (busy.current) return;
      busy.current = true;
      helpers.setStatus(undefined);
      try {
        // The rules across the lists (requirements, preferred) are shown above the methods.
        if (Object.keys(listErrorsOf(billingErrors(ctx, values, feeDue))).length > 0) return;
        const payload = savePayload(ctx, values);
        // The section stays open while its fee is charged; the charge's outcome is the one notice.
        const saved = await saveSection('billing', payload, { stayOpen: feeDue, quiet: feeDue });
        if (!saved.ok) return showFieldErrors(saved, helpers);
        const contract = saved.response.contract;
        if (contract === null) return;
        const charging = isFeeDue(contract, isSelect);
        helpers.resetForm({ values: billingValuesOf(contract), isSubmitting: charging });
        if (!charging) {
          if (feeDue) notify('success', CONTRACT_MESSAGES.sectionSaved('Billing'));
          return;
        }
        const charge = chargePayload(values.cards, contract);
        const charged = await act('CHARGE', { payload: charge, section: 'billing' });
        if (charged.ok) {
          notify('success', CONTRACT_MESSAGES.billingSavedAndCharged);
          if (charged.response.contract)
            helpers.resetForm({ values: billingValuesOf(charged.response.contract) });
        } else if (charged.cardCharge) {
          const cardId = charge.cards[cardToChargeIndex(charge.cards)]?.id ?? null;
          setFailure({ errors: charged.cardCharge, cardId });
        } else {
          showFieldErrors(charged, helpers);
        }
      } finally {
        busy.current = false;
      }
    },
    [ctx, feeDue, saveSection, act, isSelect, notify],
  );

  /** Back to the declined card: its number is typed again (the server charges only a new entry). */
  const editCard = useCallback(() => {
    const cardId = failure?.cardId ?? null;
    setFailure(null);
    const formik = form.current;
    if (!formik) return;
    const found = formik.values.cards.findIndex((c) => c.id === cardId);
    const index = found >= 0 ? found : 0;
    const card = formik.values.cards[index];
    if (!card) return;
    if (isStoredNumber(card.card_number)) {
      void formik.setFieldValue(`cards[${index}].card_number`, '', false);
      void formik.setFieldValue(`cards[${index}].cvc`, '', false);
    }
    focus(`cards[${index}].card_number`);
  }, [failure, form, focus]);

  const decline = useCallback(async () => {
    const ok = await confirm({
      title: 'Decline contract',
      text: DECLINE_CONFIRM,
      confirmLabel: 'Decline contract',
      cancelLabel: 'Cancel',
      destructive: true,
    });
    if (!ok) return;
    setDeclining(true);
    try {
      const outcome = await act('DECLINE');
      if (outcome.ok) {
        setFailure(null);
        notify('warning', CONTRACT_MESSAGES.contractDeclined);
      }
    } finally {
      setDeclining(false);
    }
  }, [confirm, act, notify]);

  return { submit, failure: failure?.errors ?? null, editCard, decline, declining };
}
