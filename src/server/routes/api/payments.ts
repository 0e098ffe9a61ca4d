// Payments (spec §2 payment-history, §7): GET crud/payment (a contract's history; contract_id is
// required, so it is served here ahead of the generic /crud/:resource route, by the same machinery),
// POST apply_payment and POST send_pif_email (idempotent with an Idempotency-Key header).
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '../../../shared/payment-messages';
import { PAYMENT_TYPES } from '../../../shared/servicing';
import { needs } from '../../plugins/access';
import { enumsOf } from '../../resources/fields';
import { listParamsOf, listRows, rowsQuery } from '../../resources/list';
import { paymentResource } from '../../resources/payment';
import { reachOf } from '../../resources/reach';
import { HttpError } from '../../services/http-error';
import type { SERVICING_VIEW_FIELDS } from '../../services/payments/account-servicing';
import { applyPayment, type ApplyPaymentBody } from '../../services/payments/apply-payment';
import { sendPaidInFullEmail } from '../../services/payments/paid-in-full-email';
import { bool, errorResponses, id, int, nullable, num, obj, str } from '../schemas';
import { idempotencyKeyOf } from './contracts/crud';
import { listQuery, listResponse, type OutputFormat } from './crud/schemas';
import { EXPORT_BATCH, sendExport } from './crud/send-export';

const applyPaymentBody = obj(
  {
    contract_id: id,
    // Text or number: a bad amount gets the field's own message, not a schema error.
    payment_amount: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 30 }, { type: 'null' }] },
    ignore_warnings: bool,
  },
  ['contract_id'],
);

const money = nullable(num);
const day = nullable(str);
const text = nullable(str);

/** One row of the history (resources/payment.ts PAYMENT_FIELDS): the payment just recorded. */
const paymentRow = obj(
  {
    id,
    contract_id: id,
    date: str,
    type: { type: 'string', enum: PAYMENT_TYPES },
    description: text,
    payment_amount: money,
    fee_amount: money,
    return_amount: money,
    rebate_amount: money,
    return_reason: text,
    returned_on: day,
    balance: money,
  },
  ['id', 'contract_id', 'date', 'type'],
);

/** GET crud/payment as JSON: the generic list answer (crud/schemas.ts) with the payment's own rows. */
const paymentListResponse = {
  200: obj(
    {
      count: int,
      rows: { type: 'array', items: paymentRow },
      totals: obj({ payment_amount: money, fee_amount: money, return_amount: money, rebate_amount: money }, [
        'payment_amount',
        'fee_amount',
        'return_amount',
        'rebate_amount',
      ]),
      enums: listResponse[200].properties.enums,
    },
    ['count', 'rows', 'totals', 'enums'],
  ),
  ...errorResponses,
} as const;

/** The contract's servicing figures after the payment (account-servicing.ts servicingView), each one. */
const servicingFields: Record<(typeof SERVICING_VIEW_FIELDS)[number] | 'has_payments', object> = {
  id,
  status: text,
  remaining_agreement_balance: money,
  remaining_num_of_payments: nullable(num),
  next_payment_due_date: day,
  days_late: nullable(num),
  total_del_pmts_owed: money,
  total_del_and_cur_pmts_owed: money,
  total_del_and_cur_pmts_plus_fees_owed: money,
  total_pmts_due: money,
  late_fee_due: money,
  return_fee_due: money,
  payoff_amount: money,
  total_payoff_with_fees: money,
  date_of_last_payment: day,
  type_of_last_payment: text,
  days_delinquent_when_pmt_rcvd: nullable(num),
  amount_of_return: money,
  date_of_last_return: day,
  due_date_of_return: day,
  reason_for_return: text,
  amount_applied_to_payment: money,
  amount_applied_to_late_fees: money,
  amount_applied_to_return_fees: money,
  amount_applied_to_credit: money,
  pif_email_sent: bool,
  has_payments: bool,
};
const servicingView = obj(servicingFields, Object.keys(servicingFields) as (keyof typeof servicingFields)[]);

/** Either the warnings (nothing recorded) or the payment recorded and the contract's figures after it. */
const applyPaymentResponse = {
  200: obj(
    { applied: bool, warnings: { type: 'array', items: str }, payment: paymentRow, contract: servicingView },
    ['applied'],
  ),
  ...errorResponses,
} as const;

const pifResponse = {
  200: obj({ sent: bool, message: str }, ['sent']),
  ...errorResponses,
} as const;

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> & { output_format: OutputFormat } }>(
    '/crud/payment',
    { config: needs('canRead'), schema: { querystring: listQuery, response: paymentListResponse } },
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
