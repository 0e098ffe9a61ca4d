// The logged-out layout: the brand beside one card that holds the login steps (spec §2 Layouts). Plain
// elements styled by index.html's own CSS (the `landing-` classes), no MUI: a fresh /login paints it
// before the app's libraries arrive (features/auth/login-page.tsx), and the app shows the same page.
import { Fragment, type ReactNode } from 'react';
import { INDUSTRY_SERVICES, PRODUCT } from '../../../shared/product';

export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <main className="landing">
      <div className="landing-brand" data-testid="landing-brand">
        <div className="landing-brand-text">
          <p className="landing-name">{PRODUCT.name}</p>
          {/* On a phone the login form comes first: the brand keeps to its name and the support line. */}
          <p className="landing-pitch">
            Offer patients and pet owners a payment plan in minutes: soft credit check, e-signature and
            automatic payments in one place.
          </p>
          {/* Each service keeps its words together; the line breaks between services, inside the panel. */}
          <p className="landing-services" data-testid="landing-services">
            {INDUSTRY_SERVICES.general.map((service, i) => (
              <Fragment key={service}>
                {i > 0 && ' · '}
                <span>{service}</span>
              </Fragment>
            ))}
          </p>
        </div>
        <p className="landing-support">
          Support {PRODUCT.supportPhone} · {PRODUCT.supportHours}
        </p>
      </div>
      <div className="landing-content">
        <div className="landing-card">{children}</div>
      </div>
    </main>
  );
}
