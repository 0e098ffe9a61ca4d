// GET /api/stats?facility_id=|client_id= (spec §7 "GET stats with params"): the dashboard's figures in
// the user's scope (services/practice-numbers/stats.ts). Aging is shown to facility admins and up.
import type { FastifyInstance } from 'fastify';
import { AGING_BUCKETS } from '../../../shared/reports';
import { needs } from '../../plugins/access';
import { facilitiesInScope, type ScopeParams } from '../../services/practice-numbers/scope';
import { computeStats } from '../../services/practice-numbers/stats';
import { errorResponses, id, int, nullable, num, obj, str } from '../schemas';

export const scopeQuery = obj({ facility_id: id, client_id: id });

const month = obj({ month: str, count: int, amount: num }, ['month', 'count', 'amount']);
const statsAnswer = obj(
  {
    today: str,
    facility_ids: { type: 'array', items: int },
    todo: obj(
      {
        csr_approval: int,
        waiting_signature: int,
        fee_declined: int,
        missed_payments: int,
        bank_flagged: int,
        stale_incomplete: int,
      },
      [
        'csr_approval',
        'waiting_signature',
        'fee_declined',
        'missed_payments',
        'bank_flagged',
        'stale_incomplete',
      ],
    ),
    month: obj({ month: str, new_agreements: int, amount_financed: num, collected: num }, [
      'month',
      'new_agreements',
      'amount_financed',
      'collected',
    ]),
    past_due: obj({ accounts: int, amount: num }, ['accounts', 'amount']),
    new_plans: { type: 'array', items: month },
    funnel: obj({ requested: int, approved: int, signed: int, active: int }, [
      'requested',
      'approved',
      'signed',
      'active',
    ]),
    aging: nullable({
      type: 'array',
      items: obj({ bucket: { type: 'string', enum: AGING_BUCKETS }, accounts: int, balance: num }, [
        'bucket',
        'accounts',
        'balance',
      ]),
    }),
  },
  ['today', 'facility_ids', 'todo', 'month', 'past_due', 'new_plans', 'funnel', 'aging'],
);

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ScopeParams }>(
    '/stats',
    {
      config: needs('canRead'),
      schema: { querystring: scopeQuery, response: { 200: statsAnswer, ...errorResponses } },
    },
    async (request) => {
      const facilityIds = await facilitiesInScope(app.db, request.access, request.query);
      return computeStats(app.db, facilityIds, { withAging: request.access.rights.isFacilityAdmin });
    },
  );
}
