// Email and password (spec §7 Auth), in plain elements styled by index.html's CSS (`login-` classes):
// the same form on a fresh /login (login-page.tsx, before the app loads) and inside the app
// (login-form.tsx). A wrong password answers 401, too many attempts 429, both in the server's words.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { login } from '../../api/auth';
import { authErrorMessage } from './auth-errors';

export interface CredentialsFormProps {
  /** After a successful login: load the new session (its csrf token rotated with the session id). */
  onLoggedIn: () => Promise<unknown>;
  /** Waited for before posting: the logged-out session whose csrf token the login sends. */
  sessionReady?: Promise<unknown>;
  onBusyChange?: (busy: boolean) => void;
  /** The "Forgot your password?" link: the app's router link, or a plain one before the app loads. */
  forgotPasswordLink: (className: string) => ReactNode;
}

export function CredentialsForm({
  onLoggedIn,
  sessionReady,
  onBusyChange,
  forgotPasswordLink,
}: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  // Focus after the first paint, not during React's mount (autoFocus forced a style and layout pass
  // there: ~0.5 s on a slow phone, issue 17).
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) emailInput.current?.focus();
    });
    return () => clearTimeout(timer);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      await sessionReady?.catch(() => undefined);
      await login({ email: email.trim(), password });
      await onLoggedIn();
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="login-heading">Log in</h1>
      {error && (
        <div className="login-alert" role="alert">
          {error}
        </div>
      )}
      <div className="login-field">
        <label htmlFor="field-email">
          Email<span aria-hidden="true"> *</span>
        </label>
        <input
          ref={emailInput}
          id="field-email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </div>
      <div className="login-field">
        <label htmlFor="field-password">
          Password<span aria-hidden="true"> *</span>
        </label>
        <input
          id="field-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </div>
      <button className="login-submit" type="submit" disabled={busy || !email || !password}>
        Log in
      </button>
      {forgotPasswordLink('login-link')}
    </form>
  );
}
