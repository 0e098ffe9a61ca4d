// Read and e-sign (ESIGN Act 15 U.S.C. 7001(c)): first the consent to electronic records, shown with
// the five things the customer must be told and proven by opening a test PDF; then the agreement PDF
// and a typed signature that must be the customer's name.
import { useState, type FormEvent } from 'react';
import { customerCall, CustomerApiError, linkPath, COMMUNICATION_ERROR } from './customer-api';
import type { CustomerLinkView } from './customer-view';
import { Alert, Done, Field, StepHeading } from './parts';

type Failure = { message: string; errors: Record<string, string> };
const CODE_NEEDED = 'Type the 4-digit code shown in the test PDF.';
const NAME_NEEDED = 'Type your full name to sign.';
const AGREEMENT_NEEDED = 'Please tick the box to agree before you continue.';
const failureOf = (e: unknown): Failure =>
  e instanceof CustomerApiError
    ? { message: e.message, errors: e.errors }
    : { message: COMMUNICATION_ERROR, errors: {} };

export function SigningStep({ view, token }: { view: CustomerLinkView; token: string }) {
  const signature = view.signature!;
  const [consented, setConsented] = useState(signature.consented);
  const [signed, setSigned] = useState(false);
  if (signed) {
    return (
      <Done title="Contract signed">
        <p>
          Thank you, {view.customer_first_name}. Your payment plan agreement is signed. We also sent you a
          link to your signed copy.
        </p>
        <a
          className="c-button c-secondary"
          href={linkPath(token, '/signed.pdf')}
          target="_blank"
          rel="noopener"
        >
          Download your signed copy (PDF)
        </a>
      </Done>
    );
  }
  if (!consented) return <EsignConsent view={view} token={token} onConsent={() => setConsented(true)} />;
  return <SignAgreement view={view} token={token} onSigned={() => setSigned(true)} />;
}

function EsignConsent({
  view,
  token,
  onConsent,
}: {
  view: CustomerLinkView;
  token: string;
  onConsent: () => void;
}) {
  const signature = view.signature!;
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}$/.test(code.trim())) return setFailure({ message: '', errors: { code: CODE_NEEDED } });
    if (!agreed) return setFailure({ message: AGREEMENT_NEEDED, errors: {} });
    setBusy(true);
    try {
      await customerCall(linkPath(token, '/esign-consent'), { code });
      onConsent();
    } catch (e) {
      setFailure(failureOf(e));
      setBusy(false);
    }
  }

  return (
    <form className="c-card" onSubmit={submit} noValidate>
      <StepHeading>Agree to receive and sign electronically</StepHeading>
      <p>
        Before you read and sign your agreement with {view.practice.name} on this device, please read this
        notice.
      </p>
      {signature.disclosure.map((s) => (
        <div key={s.heading}>
          <h3>{s.heading}</h3>
          <p>{s.text}</p>
        </div>
      ))}
      <h3>Check that you can open PDF files</h3>
      <p>
        Your records are PDF files.{' '}
        <a href={linkPath(token, '/esign-check.pdf')} target="_blank" rel="noopener">
          Open the test PDF
        </a>{' '}
        and type the 4-digit code it shows.
      </p>
      <Field
        id="esign-code"
        label="Code from the test PDF"
        inputMode="numeric"
        maxLength={4}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={failure?.errors.code}
      />
      <label className="c-check">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>{signature.agreement}</span>
      </label>
      {failure && !failure.errors.code && <Alert kind="error">{failure.message}</Alert>}
      <div className="c-actions">
        <button type="submit" className="c-button c-primary" disabled={busy}>
          I agree
        </button>
      </div>
    </form>
  );
}

function SignAgreement({
  view,
  token,
  onSigned,
}: {
  view: CustomerLinkView;
  token: string;
  onSigned: () => void;
}) {
  const signature = view.signature!;
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const pdf = linkPath(token, '/agreement.pdf');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setFailure({ message: '', errors: { signature_name: NAME_NEEDED } });
    setBusy(true);
    try {
      const body = { signature_name: name, document_sha256: signature.document_sha256 };
      await customerCall(linkPath(token, '/signature'), body);
      onSigned();
    } catch (e) {
      setFailure(failureOf(e));
      setBusy(false);
    }
  }

  return (
    <form className="c-card" onSubmit={submit} noValidate>
      <StepHeading>Read and sign your agreement</StepHeading>
      <p>Please read your payment plan agreement with {view.practice.name} before you sign it.</p>
      <object
        className="c-pdf"
        data={pdf}
        type="application/pdf"
        aria-label="Your payment plan agreement (PDF)"
      >
        <p className="c-muted">This browser cannot show the PDF here: open it with the button below.</p>
      </object>
      <a className="c-button c-secondary" href={pdf} target="_blank" rel="noopener">
        Open the agreement (PDF)
      </a>
      <h3>Sign</h3>
      <Field
        id="signature-name"
        label="Type your full name to sign"
        hint={`As it appears on the agreement: ${signature.signer_name}`}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={failure?.errors.signature_name}
      />
      <p className="c-muted">
        By typing your name and selecting Sign agreement, you sign this agreement electronically and agree to
        its terms.
      </p>
      {failure && !failure.errors.signature_name && <Alert kind="error">{failure.message}</Alert>}
      <div className="c-actions">
        <button type="submit" className="c-button c-primary" disabled={busy}>
          {busy ? 'Signing…' : 'Sign agreement'}
        </button>
      </div>
    </form>
  );
}
