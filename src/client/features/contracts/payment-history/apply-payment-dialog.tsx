// Apply payment (spec §7 apply_payment): the amount, then — when the server warns (overpayment,
// above the payoff, a closed account) — a confirm step. Each submission has its own idempotency key,
// made once: a double click or a retry of the amount applies once. The confirmed call gets a fresh
// key, since the first call recorded nothing and its key would only replay the warnings.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import { ApiError, noticeFor } from '../../../api/client';
import { applyPayment, newIdempotencyKey, type PaymentRow } from '../../../api/payments';
import { AmountField } from './amount-field';
import { paymentAmountSchema } from '../../../../shared/validation';
import { amountInDollars } from './payment-amount';

interface ApplyPaymentDialogProps {
  contractId: number;
  onClose: () => void;
  onApplied: (payment: PaymentRow) => void;
}

type Step = { kind: 'amount' } | { kind: 'warnings'; warnings: string[]; amount: number; key: string };

interface Values {
  payment_amount: string;
}

/** The server's words for a refusal: its message (409 not live), else the status's default text. */
function problemText(error: unknown): string {
  if (error instanceof ApiError) return error.status === 403 ? noticeFor(error).text : error.message;
  return noticeFor(new ApiError(0, {})).text;
}

export function ApplyPaymentDialog({ contractId, onClose, onApplied }: ApplyPaymentDialogProps) {
  const [amountKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState<Step>({ kind: 'amount' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (amount: number, key: string, ignoreWarnings: boolean) => {
    setProblem(null);
    const answer = await applyPayment(
      { contract_id: contractId, payment_amount: amount, ...(ignoreWarnings && { ignore_warnings: true }) },
      key,
    );
    if (answer.applied) onApplied(answer.payment);
    else setStep({ kind: 'warnings', warnings: answer.warnings, amount, key: newIdempotencyKey() });
  };

  const submitAmount = async (values: Values, form: FormikHelpers<Values>) => {
    try {
      await send(amountInDollars(values.payment_amount), amountKey, false);
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.body.errors?.payment_amount : undefined;
      if (fieldError) form.setFieldError('payment_amount', fieldError);
      else setProblem(problemText(error));
    }
  };

  const applyAnyway = async () => {
    if (step.kind !== 'warnings' || busy) return;
    setBusy(true);
    try {
      await send(step.amount, step.key, true);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="apply-payment-title" maxWidth="xs" fullWidth>
      <DialogTitle id="apply-payment-title">
        {step.kind === 'amount' ? 'Apply Payment' : 'Apply This Payment?'}
      </DialogTitle>
      {step.kind === 'amount' ? (
        <Formik<Values>
          initialValues={{ payment_amount: '' }}
          validationSchema={paymentAmountSchema}
          onSubmit={submitAmount}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <DialogContent sx={{ pt: 0 }}>
                <DialogContentText sx={{ mb: 2 }}>
                  Record a payment the customer made at the practice.
                </DialogContentText>
                <AmountField name="payment_amount" label="Payment amount" />
                {problem && <Alert severity="error">{problem}</Alert>}
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  Apply payment
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      ) : (
        <>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>
              Please check before applying {formatMoney(step.amount)}:
            </DialogContentText>
            {step.warnings.map((warning) => (
              <Alert key={warning} severity="warning" sx={{ mb: 1 }}>
                {warning}
              </Alert>
            ))}
            {problem && <Alert severity="error">{problem}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" color="warning" disabled={busy} onClick={() => void applyAnyway()}>
              Apply anyway
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
