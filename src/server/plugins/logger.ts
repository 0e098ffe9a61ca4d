// Pino options: secrets and personal data never reach the log (ARCHITECTURE.md security model).
import type { FastifyServerOptions } from 'fastify';

// prettier-ignore
const SECRET_FIELDS = [
  'password', 'password2', 'current_password', 'ssn', 'guarantor_ssn', 'customer_ssn',
  'card_number', 'account_number', 'cvc', 'token', 'csrfToken',
];

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers["csrf-token"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  // Payment methods travel in lists (spec §7 contract payload: banks, cards).
  ...['cards[*].card_number', 'cards[*].cvc', 'banks[*].account_number'].flatMap((p) => [
    p,
    `*.${p}`,
    `*.*.${p}`,
  ]),
];

export function loggerOptions(environment: string, level?: string): FastifyServerOptions['logger'] {
  return {
    level: level ?? (environment === 'test' ? 'silent' : 'info'),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
