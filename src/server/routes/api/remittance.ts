// The remittance statements behind the Remittance report (issue 12): GET /api/remittance_statements
// ?month=YYYY-MM[&facility_id=|client_id=] lists each facility's statement of the month (gross
// collected, servicing fees, returns taken back, net paid, the credit's date and trace number), and
// GET /api/remittance_statements/:id/pdf serves its PDF: both only for facilities whose reports the
// user views (reports/scope.ts), a statement out of reach is a 404 like one that does not exist.
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import { dollars } from '../../reports/common';
import { narrowedReach, reportReachOf } from '../../reports/scope';
import { HttpError, NOT_FOUND } from '../../services/http-error';
import { bool, errorResponses, id, int, nullable, num, obj, str } from '../schemas';

const statement = obj({
  id,
  facility_id: id,
  facility: str,
  month: str,
  gross: num,
  servicing_fees: num,
  returns: num,
  net: num,
  payment_count: int,
  paid_on: nullable(str),
  trace_number: nullable(str),
  has_pdf: bool,
});

export async function remittanceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { month: string; facility_id?: number; client_id?: number } }>(
    '/remittance_statements',
    {
      config: needs('canViewReports'),
      schema: {
        querystring: obj(
          { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }, facility_id: id, client_id: id },
          ['month'],
        ),
        response: { 200: { type: 'array', items: statement }, ...errorResponses },
      },
    },
    async (request) => {
      const { month, facility_id: facilityId, client_id: clientId } = request.query;
      const reach = await narrowedReach(app.db, await reportReachOf(app.db, request.access), {
        facilityId,
        clientId,
      });
      if (reach.facilityIds.length === 0) return [];
      const rows = await app.db
        .selectFrom('remittance_statements as s')
        .innerJoin('facilities as f', 'f.id', 's.facility_id')
        .where('s.month', '=', month)
        .where('s.facility_id', 'in', reach.facilityIds)
        .select([
          's.id',
          's.facility_id',
          'f.name as facility',
          's.month',
          's.gross_cents',
          's.servicing_fee_cents',
          's.returns_cents',
          's.net_cents',
          's.payment_count',
          's.paid_on',
          's.trace_number',
          's.pdf_path',
        ])
        .orderBy('f.name')
        .execute();
      return rows.map((s) => ({
        id: s.id,
        facility_id: s.facility_id,
        facility: s.facility,
        month: s.month,
        gross: dollars(s.gross_cents),
        servicing_fees: dollars(s.servicing_fee_cents),
        returns: dollars(s.returns_cents),
        net: dollars(s.net_cents),
        payment_count: Number(s.payment_count),
        paid_on: s.paid_on,
        trace_number: s.trace_number,
        has_pdf: s.pdf_path !== null,
      }));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/remittance_statements/:id/pdf',
    {
      config: needs('canViewReports'),
      schema: {
        params: obj({ id }, ['id']),
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const reach = await reportReachOf(app.db, request.access);
      const s = await app.db
        .selectFrom('remittance_statements')
        .select(['facility_id', 'month', 'pdf_path'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!s || !s.pdf_path || !reach.facilityIds.includes(s.facility_id))
        throw new HttpError(404, NOT_FOUND);
      // The engine keeps statements under <documents>/ach (services/servicing/config.ts filesDir).
      const root = join(app.config.documentsDir, 'ach');
      const path = normalize(join(root, s.pdf_path));
      if (!path.startsWith(root + sep)) throw new HttpError(404, NOT_FOUND);
      const bytes = await readFile(path).catch(() => null);
      if (!bytes) throw new HttpError(404, NOT_FOUND);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="remittance-${s.month}-${s.facility_id}.pdf"`)
        .send(bytes);
    },
  );
}
