// A fresh /login (a full page load, no step in the path): the landing layout and the credentials form
// straight from the entry, painted without waiting for the session or the app's libraries (issue 17).
// get_user runs beside the paint: its csrf token goes with the login. Once someone is logged in (or
// waits for the multifactor email) the page hands over to the app, which takes the user on to `next`
// or shows the multifactor step, as it does after its own login form.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PRODUCT } from '../../../shared/product';
import { getUser } from '../../api/auth';
import { LandingLayout } from '../../app/layouts/landing-layout';
import { href, ROUTES } from '../../app/routes';
import { CredentialsForm } from './credentials-form';

/** The page this module paints by itself: /login, not its steps (/login/forgot-password, …). */
export const isStandaloneLogin = (pathname: string) => pathname.replace(/\/+$/, '') === href.login();

export function mountLoginPage(container: HTMLElement, startApp: () => Promise<unknown>): void {
  document.title = `${PRODUCT.shortName}${PRODUCT.titleSeparator}${ROUTES.login.heading}`;
  const root = createRoot(container);
  let handedOver = false;
  const handOver = async () => {
    if (handedOver) return;
    handedOver = true;
    root.unmount();
    await startApp();
  };
  const session = getUser({ initial_load: true })
    .then((answer) => {
      if (answer.user) void handOver();
    })
    .catch(() => undefined);
  root.render(
    <StrictMode>
      <LandingLayout>
        <CredentialsForm
          sessionReady={session}
          onLoggedIn={handOver}
          forgotPasswordLink={(className) => (
            <a className={className} href={href.login({ action: 'forgot-password' })}>
              Forgot your password?
            </a>
          )}
        />
      </LandingLayout>
    </StrictMode>,
  );
}
