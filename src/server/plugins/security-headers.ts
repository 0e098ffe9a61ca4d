// Security headers on every answer (@fastify/helmet plus what helmet does not set): a strict
// Content-Security-Policy, no framing, no referrer, no sniffing, the browser features the app never
// uses turned off, and no caching of anything the API answers (customer data). Static assets keep
// the caching client-app.ts gives them. HSTS only on requests that came over https (directly, or
// through a proxy's X-Forwarded-Proto with TRUST_PROXY=1).
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Scripts only from our own files (the webpack build emits no inline script: html-webpack-plugin
 * writes <script defer src>, the runtime is its own chunk). Styles also inline: MUI's emotion and
 * notistack insert <style> elements at run time, and both HTML shells carry their first-paint CSS
 * inline. A style nonce would mean templating the HTML per request (no pre-compressed static
 * file) and passing the nonce to every style injector, for little gain: injected CSS cannot run
 * script, and script-src stays strict.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function policyOf(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = policyOf(CSP_DIRECTIVES);
/**
 * The customer pages (/c/…) show the agreement PDF in an <object> (a phone without a PDF viewer
 * shows the fallback text instead), so they may embed our own documents; nothing else changes.
 */
export const CUSTOMER_PAGE_CSP = policyOf({ ...CSP_DIRECTIVES, 'object-src': ["'self'"] });
/** PDFs may be shown inside our own pages (the e-sign page), never inside anyone else's. */
export const PDF_CSP = policyOf({ ...CSP_DIRECTIVES, 'frame-ancestors': ["'self'"] });

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';
/** Every /api and /auth answer: JSON with customer data, documents, exports, errors. */
export const NO_STORE = 'no-store';

const API = /^\/(api|auth)(\/|\?|$)/;
const CUSTOMER_PAGE = /^\/c\//;

function adjust(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  if (API.test(request.url)) reply.header('cache-control', NO_STORE);
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('application/pdf')) {
    reply.header('content-security-policy', PDF_CSP).header('x-frame-options', 'SAMEORIGIN');
  } else if (CUSTOMER_PAGE.test(request.url) && type.startsWith('text/html')) {
    reply.header('content-security-policy', CUSTOMER_PAGE_CSP);
  }
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Set per request below, only over https: on plain http (a LAN install) it would be ignored,
    // and upgrade-insecure-requests is left out of the CSP for the same reason.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    adjust(request, reply);
    return payload;
  });
}
