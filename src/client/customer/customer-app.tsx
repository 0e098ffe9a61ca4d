// The customer pages (ARCHITECTURE.md: authorize the CSR, complete the application, e-sign): the link's
// step, under the practice's name; a clear page when the link cannot be used (410).
import { useEffect, useState } from 'react';
import { PRODUCT } from '../../shared/product';
import { ApplicationStep } from './application-step';
import { CsrAuthorizationStep } from './csr-authorization-step';
import { customerCall, CustomerApiError, linkPath, COMMUNICATION_ERROR } from './customer-api';
import { linkFromPath, type CustomerLinkView } from './customer-view';
import { Alert, StepHeading } from './parts';
import { SigningStep } from './signing-step';

const NOT_A_LINK =
  'This address is not a complete link. Please open the link from your email or text message again.';

type Loaded = { view: CustomerLinkView } | { error: string; gone: boolean } | null;

export function CustomerApp({ pathname }: { pathname: string }) {
  const link = linkFromPath(pathname);
  const [loaded, setLoaded] = useState<Loaded>(link ? null : { error: NOT_A_LINK, gone: false });

  const token = link?.token;

  useEffect(() => {
    if (!token) return;
    customerCall<CustomerLinkView>(linkPath(token)).then(
      (view) => setLoaded({ view }),
      (e: unknown) =>
        setLoaded({
          error: e instanceof CustomerApiError ? e.message : COMMUNICATION_ERROR,
          gone: e instanceof CustomerApiError && e.status === 410,
        }),
    );
  }, [token]);

  const view = loaded && 'view' in loaded ? loaded.view : null;
  useEffect(() => {
    if (view) document.title = `${view.practice.name}: your payment plan`;
  }, [view]);

  return (
    <>
      <header className="c-header">
        <p>Payment plan{view ? ' with' : ''}</p>
        <h1>{view ? view.practice.name : PRODUCT.name}</h1>
      </header>
      <main>
        {loaded === null && (
          <p className="c-loading" role="status">
            Loading…
          </p>
        )}
        {loaded && 'error' in loaded && (
          <section className="c-card">
            <StepHeading>
              {loaded.gone ? 'This link can no longer be used' : 'Something went wrong'}
            </StepHeading>
            <Alert kind="error">{loaded.error}</Alert>
          </section>
        )}
        {view && token && <Step view={view} token={token} />}
      </main>
      <footer>
        <p>
          Questions? Contact {view ? view.practice.name : 'the practice'}, or {PRODUCT.name} at{' '}
          <a href={`tel:${PRODUCT.supportPhone.replace(/\D/g, '')}`}>{PRODUCT.supportPhone}</a>,{' '}
          {PRODUCT.supportHours}.
        </p>
      </footer>
    </>
  );
}

function Step({ view, token }: { view: CustomerLinkView; token: string }) {
  if (view.purpose === 'csr') return <CsrAuthorizationStep view={view} token={token} />;
  if (view.purpose === 'application') return <ApplicationStep view={view} token={token} />;
  return <SigningStep view={view} token={token} />;
}
