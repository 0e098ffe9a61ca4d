// Authorize the soft credit check (FCRA 604(a)(2)): the customer reads the written instruction and
// agrees or declines; the server records the exact words shown with the time and IP address.
import { useState } from 'react';
import { customerCall, CustomerApiError, linkPath, COMMUNICATION_ERROR } from './customer-api';
import type { CustomerLinkView } from './customer-view';
import { Alert, Done, StepHeading } from './parts';

export function CsrAuthorizationStep({ view, token }: { view: CustomerLinkView; token: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'authorized' | 'declined' | null>(null);
  const practice = view.practice.name;

  async function answer(agree: boolean) {
    setBusy(true);
    setError(null);
    try {
      const result = await customerCall<{ outcome: 'authorized' | 'declined' }>(
        linkPath(token, '/csr-authorization'),
        { agree },
      );
      setOutcome(result.outcome);
    } catch (e) {
      setError(e instanceof CustomerApiError ? e.message : COMMUNICATION_ERROR);
      setBusy(false);
    }
  }

  if (outcome === 'authorized') {
    return (
      <Done title="Thank you">
        Your authorization was received. {practice} will review your application and contact you about the
        next step. You can close this page.
      </Done>
    );
  }
  if (outcome === 'declined') {
    return (
      <Done title="You declined the credit check">
        We recorded your answer; no credit report was requested. If you change your mind, please contact{' '}
        {practice} for a new link.
      </Done>
    );
  }
  return (
    <section className="c-card">
      <StepHeading>Authorize a soft credit check</StepHeading>
      <p>
        Hi {view.customer_first_name}, {practice} asks for your permission to check your credit for your
        payment plan application. A soft check does not affect your credit score.
      </p>
      <p className="c-words">{view.csr?.words}</p>
      {error && <Alert kind="error">{error}</Alert>}
      <div className="c-actions">
        <button type="button" className="c-button c-primary" disabled={busy} onClick={() => answer(true)}>
          I agree and authorize
        </button>
        <button type="button" className="c-button c-secondary" disabled={busy} onClick={() => answer(false)}>
          I decline
        </button>
      </div>
    </section>
  );
}
