// Complete the agreement application: review the plan (Truth-in-Lending box) and enter the payment
// information the agreement type asks for (spec §4 Billing requirements); the processing fee is
// charged to the card now. Then on to reading and signing.
import { useRef, useState, type FormEvent } from 'react';
import { attemptKey, customerCall, CustomerApiError, linkPath, COMMUNICATION_ERROR } from './customer-api';
import { formatUsd as formatMoney } from '../../shared/money-format';
import type { CustomerLinkView } from './customer-view';
import { Alert, Done, StepHeading } from './parts';
import { BankFields, CardFields, type BankEntry, type CardEntry } from './payment-fields';
import { TruthInLendingBox } from './til-box';

type Method = 'card' | 'bank';

export function ApplicationStep({ view, token }: { view: CustomerLinkView; token: string }) {
  const { plan, prefill } = view.application!;
  const name = `${prefill.first_name} ${prefill.last_name}`;
  const [card, setCard] = useState<CardEntry>({
    card_number: '',
    expiration: '',
    cvc: '',
    name_on_card: name,
    zip_code: prefill.zip,
  });
  const [bank, setBank] = useState<BankEntry>({
    bank_name: '',
    aba_number: '',
    account_number: '',
    first_name_on_account: prefill.first_name,
    last_name_on_account: prefill.last_name,
    is_savings_account: false,
  });
  const both = plan.two_methods_required || (plan.card_required && plan.bank_required);
  const fixed: Method | null = both ? null : plan.card_required ? 'card' : plan.bank_required ? 'bank' : null;
  const [chosen, setChosen] = useState<Method>('card');
  const withCard = both || (fixed ?? chosen) === 'card';
  const withBank = both || (fixed ?? chosen) === 'bank';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signingPath, setSigningPath] = useState<string | null>(null);
  const key = useRef(attemptKey());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const body = {
      cards: withCard ? [{ id: -1, ...card, preferred: true }] : [],
      banks: withBank ? [{ id: -2, ...bank, preferred: !withCard }] : [],
    };
    try {
      const result = await customerCall<{ signing_path: string }>(linkPath(token, '/application'), body, {
        'idempotency-key': key.current,
      });
      setSigningPath(result.signing_path);
    } catch (e) {
      const failure = e instanceof CustomerApiError ? e : new CustomerApiError(0, COMMUNICATION_ERROR);
      // A declined card is a finished attempt: the corrected card is charged under a new key.
      if (failure.errors.card_charge) key.current = attemptKey();
      setErrors(failure.errors);
      setMessage(failure.message);
      setBusy(false);
    }
  }

  if (signingPath) {
    return (
      <Done title="Payment information submitted">
        <p>Thank you. Next, read and sign your agreement. We also sent you the link.</p>
        <a className="c-button c-primary" href={signingPath}>
          Continue to read and sign
        </a>
      </Done>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <section className="c-card">
        <StepHeading>Review your payment plan</StepHeading>
        <p>
          {plan.agreement_description}: cash price {formatMoney(plan.cash_price)}, down payment{' '}
          {formatMoney(plan.down_payment)}.
        </p>
        <TruthInLendingBox plan={plan} />
      </section>
      <section className="c-card">
        <h2>Payment information</h2>
        {plan.processing_fee !== null && (
          <p>
            A non-refundable processing fee of <strong>{formatMoney(plan.processing_fee)}</strong> will be
            charged to your card now.
          </p>
        )}
        {fixed === null && !both && (
          <div className="c-choice" role="radiogroup" aria-label="How would you like to pay?">
            {(['card', 'bank'] as const).map((m) => (
              <label key={m}>
                <input type="radio" name="method" checked={chosen === m} onChange={() => setChosen(m)} />
                {m === 'card' ? 'Card' : 'Bank account'}
              </label>
            ))}
          </div>
        )}
        {withCard && <CardFields card={card} onChange={setCard} errors={errors} />}
        {withBank && <BankFields bank={bank} onChange={setBank} errors={errors} />}
        {errors.payment_methods && <p className="c-error">{errors.payment_methods}</p>}
        {message && <Alert kind="error">{message}</Alert>}
        <div className="c-actions">
          <button type="submit" className="c-button c-primary" disabled={busy}>
            {busy ? 'Submitting…' : plan.processing_fee !== null ? 'Pay fee and submit' : 'Submit'}
          </button>
        </div>
      </section>
    </form>
  );
}
