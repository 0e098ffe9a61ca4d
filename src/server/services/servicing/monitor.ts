// The return-rate monitor (README.md "Returns"): over the rolling 60 days, ACH debit entries against
// their unauthorized returns (R05/R07/R10/R11/R29, NACHA threshold 0.5 %), administrative returns
// (R02/R03/R04, 3 %) and all returns (15 %), per practice group and overall. Reaching half of a
// threshold writes one alert for internal admins per day, scope and category.
import { addDays, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import { isAdministrativeReturn, isUnauthorizedReturn } from '../../servicing/nacha';
import { dayMoment } from './postings';

export const RETURN_RATE_THRESHOLDS = { unauthorized: 0.5, administrative: 3, overall: 15 } as const;
export type RateCategory = keyof typeof RETURN_RATE_THRESHOLDS;

export interface ReturnRates {
  scope: string;
  entries: number;
  returns: Record<RateCategory, number>;
}

export async function returnRates(db: Db, day: IsoDate): Promise<ReturnRates[]> {
  const rows = await db
    .selectFrom('servicing_entries')
    .select(['client_id', 'status', 'return_code'])
    .where('method', '=', 'ACH')
    .where('business_day', '>', addDays(day, -60))
    .where('business_day', '<=', day)
    .execute();
  const scopes = new Map<string, ReturnRates>();
  const add = (scope: string, r: (typeof rows)[number]) => {
    const s = scopes.get(scope) ?? {
      scope,
      entries: 0,
      returns: { unauthorized: 0, administrative: 0, overall: 0 },
    };
    s.entries += 1;
    if (r.status === 'returned' && r.return_code) {
      s.returns.overall += 1;
      if (isUnauthorizedReturn(r.return_code)) s.returns.unauthorized += 1;
      if (isAdministrativeReturn(r.return_code)) s.returns.administrative += 1;
    }
    scopes.set(scope, s);
  };
  for (const r of rows) {
    add('all', r);
    add(`client:${r.client_id}`, r);
  }
  return [...scopes.values()];
}

export async function monitorReturnRates(db: Db, day: IsoDate): Promise<void> {
  for (const s of await returnRates(db, day)) {
    if (s.entries === 0) continue;
    for (const category of Object.keys(RETURN_RATE_THRESHOLDS) as RateCategory[]) {
      const rate = (100 * s.returns[category]) / s.entries;
      const threshold = RETURN_RATE_THRESHOLDS[category];
      if (rate < threshold / 2) continue;
      await db
        .insertInto('servicing_alerts')
        .values({
          business_day: day,
          scope: s.scope,
          category,
          rate_percent: Math.round(rate * 10_000) / 10_000,
          threshold_percent: threshold,
          returns: s.returns[category],
          entries: s.entries,
          created_on: dayMoment(day),
        })
        .onConflict((oc) => oc.columns(['business_day', 'scope', 'category']).doNothing())
        .execute();
    }
  }
}
