// Payments (spec §2 payment-history, §7): GET crud/payment (a contract's history; contract_id is
// required, so it is served here ahead of the generic /crud/:resource route, by the same machinery),
// POST apply_payment and POST send_pif_email (idempotent with an Idempotency-Key header).
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '../../../shared/payment-messages';
import { needs } from '../../plugins/access';
import { enumsOf } from '../../resources/fields';
import { listParamsOf, listRows, rowsQuery } from '../../resources/list';
import { paymentResource } from '../../resources/payment';
import { reachOf } from '../../resources/reach';
import { HttpError } from '../../services/http-error';
import { applyPayment, type ApplyPaymentBody } from '../../services/payments/apply-payment';
import { sendPaidInFullEmail } from '../../services/payments/paid-in-full-email';
import { bool, errorResponses, id, obj, str } from '../schemas';
import { idempotencyKeyOf } from './contracts/crud';
import { listQuery, listResponse, type OutputFormat } from './crud/schemas';
import { EXPORT_BATCH, sendExport } from './crud/send-export';

const anyObject = { type: 'object', additionalProperties: true } as const;

const applyPaymentBody = obj(
  {
    contract_id: id,
    // Text or number: a bad amount gets the field's own message, not a schema error.
    payment_amount: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 30 }, { type: 'null' }] },
    ignore_warnings: bool,
  },
  ['contract_id'],
);

const applyPaymentResponse = {
  200: {
    type: 'object',
    properties: {
      applied: bool,
      warnings: { type: 'array', items: str },
      payment: anyObject,
      contract: anyObject,
    },
    required: ['applied'],
  },
  ...errorResponses,
} as const;

const pifResponse = {
  200: obj({ sent: bool, message: str }, ['sent']),
  ...errorResponses,
} as const;

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> & { output_format: OutputFormat } }>(
    '/crud/payment',
    { config: needs('canRead'), schema: { querystring: listQuery, response: listResponse } },
    async (request, reply) => {
      const query = request.query;
      if (query.contract_id === undefined || query.contract_id === '') {
        throw new HttpError(400, PAYMENT_MESSAGES.contractIdRequired);
      }
      const ctx = { db: app.db, access: request.access, reach: await reachOf(app.db, request.access) };
      const params = listParamsOf(paymentResource, query);
      const format = query.output_format;
      if (format === 'json') {
        return { ...(await listRows(ctx, paymentResource, params)), enums: enumsOf(paymentResource.fields) };
      }
      // Streamed as read, like every export (constant memory).
      const rows = rowsQuery(ctx, paymentResource, params).stream(EXPORT_BATCH) as AsyncIterable<
        Record<string, unknown>
      >;
      return sendExport(reply, paymentResource, format, rows, params.filters[0]?.[1] ?? '');
    },
  );

  app.post<{ Body: ApplyPaymentBody }>(
    '/apply_payment',
    { config: needs('canEdit'), schema: { body: applyPaymentBody, response: applyPaymentResponse } },
    (request) => applyPayment(app.db, request.access, request.body, idempotencyKeyOf(request)),
  );

  app.post<{ Body: { contract_id: number } }>(
    '/send_pif_email',
    {
      config: needs('canEdit'),
      schema: { body: obj({ contract_id: id }, ['contract_id']), response: pifResponse },
    },
    (request) => sendPaidInFullEmail(app.db, request.access, request.body, idempotencyKeyOf(request)),
  );
}
