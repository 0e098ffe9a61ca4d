// Pino options: secrets and personal data never reach the log (ARCHITECTURE.md security model).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

export const CENSOR = '[redacted]';

// URLs carry secrets too: the customer link token is the path (/c/{step}/{token},
// /api/customer/links/{token}/…), a password-reset link has ?token=, and a search holds whatever the
// user typed (an SSN, a card number, a name), also in the search_{column} filters and in a ?next=
// that returns to such a list. Email addresses (?to= of the outbox) are personal data.
const TOKEN_IN_PATH = [/^(\/api\/customer\/links\/)([^/]+)/i, /^(\/c\/[^/]+\/)([^/]+)/i];
const SECRET_PARAM = /^(search|search_.*|.*token.*|.*password.*|.*ssn.*|card.*|account.*|cvc|email|to)$/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      const name = part.slice(0, eq);
      const plainName = decodedName(name).trim();
      if (plainName.toLowerCase() === 'next') {
        // A page of the app: keep its path, redacted like any other URL.
        let next: string;
        try {
          next = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
        } catch {
          return `${name}=${CENSOR}`;
        }
        return `${name}=${encodeURIComponent(redactUrl(next))}`;
      }
      return SECRET_PARAM.test(plainName) ? `${name}=${CENSOR}` : part;
    })
    .join('&');
}

/**
 * A request URL fit for the log and the audit trail: link tokens in the path and the values of
 * search, search_*, token and other secret parameters replaced by [redacted]; the rest kept as is.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  let path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  for (const pattern of TOKEN_IN_PATH) path = path.replace(pattern, `$1${CENSOR}`);
  const query = queryAt < 0 ? '' : `?${redactQuery(withoutHash.slice(queryAt + 1))}`;
  return `${path}${query}${hashAt < 0 ? '' : `#${CENSOR}`}`;
}

// The same rules over a whole log line, for URLs that end up in a message (an error's text, a
// warning of the framework) rather than in req.url.
const TOKEN_PATH_IN_TEXT = /(\/api\/customer\/links\/|\/c\/(?:csr|application|sign)\/)[^/?#&"'\s\\]+/gi;
const SECRET_PARAM_IN_TEXT =
  /([?&](?:search|search_\w*|\w*token\w*|\w*password\w*|\w*ssn\w*|card\w*|account\w*|cvc|email|to)=)[^&#"'\s\\]*/gi;

export function redactUrlsIn(text: string): string {
  return text.replace(TOKEN_PATH_IN_TEXT, `$1${CENSOR}`).replace(SECRET_PARAM_IN_TEXT, `$1${CENSOR}`);
}

/** Fastify's request serializer (method, url, host, address), with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(environment: string, level?: string): FastifyServerOptions['logger'] {
  return {
    level: level ?? (environment === 'test' ? 'silent' : 'info'),
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest },
    hooks: { streamWrite: redactUrlsIn },
  };
}
