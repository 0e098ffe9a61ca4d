// POST /api/provider_callbacks/payments: the card processor reports what happens to a charge later
// (settlement, disputes). No session and no CSRF token: the HMAC-SHA256 signature over the raw body
// in `x-payplan-signature` (key PAYMENTS_WEBHOOK_SECRET) is the permission. The event is stored once
// and applied by the `providers.callback` job (providers/payments/README.md "Callbacks").
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import {
  parsePaymentsEvent,
  receiveProviderEvent,
  SIGNATURE_HEADER,
  signatureMatches,
} from '../../services/provider-callbacks';

export async function providerCallbackRoutes(app: FastifyInstance): Promise<void> {
  // The signature covers the bytes as sent: keep the raw body (only in this plugin's routes).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/provider_callbacks/payments',
    { config: needs('noAuth', { csrfExempt: true }) },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!signatureMatches(app.config.paymentsWebhookSecret, raw, request.headers[SIGNATURE_HEADER])) {
        return reply.code(401).send({ message: 'The signature is missing or does not match.' });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ message: 'The body is not JSON.' });
      }
      const parsed = parsePaymentsEvent(body);
      if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
      const id = await receiveProviderEvent(app.db, 'payments', parsed.event, new Date());
      if (id === null) return reply.code(200).send({ received: true, duplicate: true });
      return reply.code(202).send({ received: true });
    },
  );
}
