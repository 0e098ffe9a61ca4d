// Small building blocks of the customer pages: a labelled field with its error, alerts, a heading that
// takes focus when a step changes (so a screen reader announces the new step).
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

export function Field({
  id,
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; hint?: string }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <div id={`${id}-hint`} className="c-muted">
          {hint}
        </div>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <div id={`${id}-error`} className="c-error">
          {error}
        </div>
      )}
    </div>
  );
}

export function Alert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`c-alert c-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** A finished step: what happened, and what comes next. */
export function Done({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="c-card">
      <StepHeading>{title}</StepHeading>
      <Alert kind="success">{children}</Alert>
    </section>
  );
}
