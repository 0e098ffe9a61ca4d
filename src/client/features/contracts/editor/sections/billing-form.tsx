// The billing section while it is edited (spec §4 Billing requirements, Preferred method; §5 Bank,
// Card): the requirements still to meet, the cards and banks, adding and deleting them, the processing
// fee consent, and the save (or save and charge) button.
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { formatMoney } from '../../../../../shared/money';
import type { BillingContext } from '../../../../../shared/validation';
import { useContractEditor } from '../editor-context';
import { BankForm } from './bank-form';
import {
  billingErrors,
  choosePreferred,
  hasMethods,
  isStoredNumber,
  listErrorsOf,
  newBank,
  newCard,
  nextTemporaryId,
  removeAt,
  type BillingValues,
  type MethodKind,
} from './billing-methods';
import { CardForm } from './card-form';
import { ProcessingFeeCharged, ProcessingFeeConsent } from './processing-fee-consent';

/** The rules across the lists that say what the contract needs (spec §4 Billing requirements). */
const REQUIREMENT_KEYS = ['banks', 'cards', 'payment_methods'];

export interface BillingFormProps {
  ctx: BillingContext;
  feeDue: boolean;
  /** A field to focus once it is on screen (a method just added, a number to re-enter). */
  focusName: string | null;
  focus: (name: string | null) => void;
}

export function BillingForm({ ctx, feeDue, focusName, focus }: BillingFormProps) {
  const editor = useContractEditor();
  const { contract, setDirty, confirm } = editor;
  const formik = useFormikContext<BillingValues>();
  const { values, setValues, setTouched, dirty, submitCount, isSubmitting, errors, status } = formik;
  const root = useRef<HTMLFormElement>(null);

  // Told when it changes only: a save that moves the editor on must not hear an old 'dirty' again.
  const setDirtyRef = useRef(setDirty);
  setDirtyRef.current = setDirty;
  useEffect(() => setDirtyRef.current(dirty), [dirty]);
  useEffect(() => {
    if (focusName === null) return;
    const input = root.current?.querySelector<HTMLInputElement>(`[name="${focusName}"]`);
    if (!input) return;
    input.focus();
    input.select();
    focus(null);
  });

  const computed = useMemo(() => billingErrors(ctx, values, feeDue), [ctx, values, feeDue]);
  const listErrors = { ...(status?.serverErrors ?? {}), ...listErrorsOf(computed) };
  const requirements = REQUIREMENT_KEYS.map((k) => listErrors[k]).filter(Boolean);
  const tried = submitCount > 0;
  const banner = tried && (Object.keys(errors).length > 0 || Object.keys(listErrors).length > 0);
  const storedError = (path: string) => (getIn(errors, path) as string | undefined) ?? computed[path];

  const add = (kind: MethodKind) => {
    const id = nextTemporaryId(values);
    const preferred = !hasMethods(values);
    if (kind === 'card') {
      void setValues({ ...values, cards: [...values.cards, newCard(editor.values, id, preferred)] });
      focus(`cards[${values.cards.length}].card_number`);
    } else {
      void setValues({ ...values, banks: [...values.banks, newBank(editor.values, id, preferred)] });
      focus(`banks[${values.banks.length}].aba_number`);
    }
  };

  // After a confirmation the form may have moved on: remove from its latest values and touched.
  const latest = useRef(formik);
  latest.current = formik;
  const remove = (kind: MethodKind, id: number | null | undefined) => {
    const { values: now, touched: touchedNow } = latest.current;
    const key = kind === 'card' ? 'cards' : 'banks';
    const index = now[key].findIndex((m) => m.id === id);
    if (index < 0) return;
    void setValues({ ...now, [key]: removeAt(now[key], index) });
    const listTouched = touchedNow[key];
    if (Array.isArray(listTouched))
      void setTouched({ ...touchedNow, [key]: removeAt(listTouched, index) }, false);
  };

  // spec §4 Preferred method: the preferred one cannot be deleted; deleting asks first.
  const askToDelete = async (kind: MethodKind, index: number) => {
    const method = kind === 'card' ? values.cards[index] : values.banks[index];
    if (method?.preferred) {
      await confirm({
        title: 'Preferred payment method',
        text: CONTRACT_MESSAGES.cannotDeletePreferred,
        confirmLabel: 'OK',
        cancelLabel: null,
      });
      return;
    }
    const ok = await confirm({
      title: 'Delete payment method',
      text: CONTRACT_MESSAGES.deletePaymentMethodConfirm,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      destructive: true,
    });
    if (ok) remove(kind, method?.id);
  };

  const prefer = (kind: MethodKind, index: number) => void setValues((v) => choosePreferred(v, kind, index));
  const fee = contract?.processing_fee;

  return (
    <Box component="form" ref={root} noValidate onSubmit={formik.handleSubmit} aria-label="Billing">
      <Stack spacing={1.5}>
        {requirements.length > 0 && (
          <Alert severity={tried ? 'error' : 'info'}>
            {requirements.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
        {!hasMethods(values) && (
          <Typography variant="body2" color="text.secondary">
            No payment methods yet.
          </Typography>
        )}
        {values.cards.map((card, i) => (
          <CardForm
            key={card.id ?? `card-${i}`}
            index={i}
            card={card}
            title={`Card ${i + 1}`}
            storedNumber={contract?.cards.find((c) => c.id === card.id)?.card_number ?? null}
            storedNumberError={
              isStoredNumber(card.card_number) ? storedError(`cards[${i}].card_number`) : undefined
            }
            feeDue={feeDue}
            disabled={isSubmitting}
            onPrefer={() => prefer('card', i)}
            onDelete={() => void askToDelete('card', i)}
            focus={focus}
          />
        ))}
        {values.banks.map((bank, i) => (
          <BankForm
            key={bank.id ?? `bank-${i}`}
            index={i}
            bank={bank}
            title={`Bank account ${i + 1}`}
            stored={contract?.banks.find((b) => b.id === bank.id) ?? null}
            storedNumberError={
              isStoredNumber(bank.account_number) ? storedError(`banks[${i}].account_number`) : undefined
            }
            disabled={isSubmitting}
            onPrefer={() => prefer('bank', i)}
            onDelete={() => void askToDelete('bank', i)}
            onRemove={() => remove('bank', bank.id)}
            focus={focus}
          />
        ))}
        <Stack direction="row" spacing={1}>
          <Button startIcon={<AddIcon />} onClick={() => add('card')} disabled={isSubmitting}>
            Add card
          </Button>
          <Button startIcon={<AddIcon />} onClick={() => add('bank')} disabled={isSubmitting}>
            Add bank account
          </Button>
        </Stack>
        {feeDue ? (
          <ProcessingFeeConsent fee={fee} disabled={isSubmitting} />
        ) : (
          <ProcessingFeeCharged contract={contract} />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button type="button" onClick={() => formik.resetForm()} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting} aria-busy={isSubmitting}>
            {feeDue ? `Save and charge ${formatMoney(fee)}` : 'Save'}
          </Button>
        </Stack>
        {/* Below the buttons: a message that goes away as the pointer comes down on Save must not move
            the button out from under it (issue 15: the first click on 'Save and charge' was lost). */}
        {banner && <Alert severity="error">{CONTRACT_MESSAGES.validationErrors}</Alert>}
        {tried && listErrors.preferred && <Alert severity="error">{listErrors.preferred}</Alert>}
      </Stack>
    </Box>
  );
}
