// The return-rate monitor (README.md "Returns"): over the rolling 60 days, ACH debit entries against
// their unauthorized returns (R05/R07/R10/R11/R29, NACHA threshold 0.5 %), administrative returns
// (R02/R03/R04, 3 %) and all returns (15 %), per practice group and overall. Reaching half of a
// threshold writes one alert for internal admins per day, scope and category; the first alert of an
// episode (none for that scope and category in the 7 days before) is emailed to every active internal
// admin, in the same transaction as the alert row, so a day run twice or resumed emails once.
import { sql } from 'kysely';
import { addDays, formatDisplayDate, type IsoDate } from '../../../shared/dates';
import { LEVEL } from '../../../shared/permissions';
import type { Db } from '../../db/database';
import { queueMessage } from '../../jobs/handlers/messaging-deliver';
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

const CATEGORY_WORDS: Record<RateCategory, string> = {
  unauthorized: 'unauthorized return rate (R05, R07, R10, R11, R29)',
  administrative: 'administrative return rate (R02, R03, R04)',
  overall: 'overall return rate',
};

/** The warning emailed to internal admins when a return rate reaches half of its threshold. */
export function returnRateAlertEmail(a: {
  day: IsoDate;
  scopeName: string;
  category: RateCategory;
  ratePercent: number;
  returns: number;
  entries: number;
}) {
  const threshold = RETURN_RATE_THRESHOLDS[a.category];
  const rate = `${a.ratePercent.toFixed(3)} %`;
  return {
    subject: `Return-rate warning: ${a.scopeName}, ${a.category} returns at ${rate}`,
    text:
      `On ${formatDisplayDate(a.day)} the ${CATEGORY_WORDS[a.category]} of ${a.scopeName} over the last 60 days ` +
      `reached ${rate}: ${a.returns} returns of ${a.entries} ACH debits. The NACHA threshold is ${threshold} %; ` +
      `this warning is sent at half of it. Review the practice's debits and authorizations in Enterprise Reports.`,
  };
}

/** Emails of the active internal admins (admin or developer at all clients and facilities). */
async function internalAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('permissions as p', 'p.user_id', 'u.id')
    .select('u.email')
    .distinct()
    .where('u.is_active', '=', 1)
    .where('u.deactivated_on', 'is', null)
    .where('p.client_id', 'is', null)
    .where('p.facility_id', 'is', null)
    .where('p.level', '>=', LEVEL.admin)
    .orderBy('u.email')
    .execute();
  return rows.map((r) => r.email);
}

async function scopeName(db: Db, scope: string): Promise<string> {
  if (scope === 'all') return 'all practices';
  const client = await db
    .selectFrom('clients')
    .select('name')
    .where('id', '=', Number(scope.slice('client:'.length)))
    .executeTakeFirst();
  return client?.name ?? scope;
}

export async function monitorReturnRates(db: Db, day: IsoDate): Promise<void> {
  for (const s of await returnRates(db, day)) {
    if (s.entries === 0) continue;
    for (const category of Object.keys(RETURN_RATE_THRESHOLDS) as RateCategory[]) {
      const rate = (100 * s.returns[category]) / s.entries;
      const threshold = RETURN_RATE_THRESHOLDS[category];
      if (rate < threshold / 2) continue;
      const ratePercent = Math.round(rate * 10_000) / 10_000;
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('servicing_alerts')
          .values({
            business_day: day,
            scope: s.scope,
            category,
            rate_percent: ratePercent,
            threshold_percent: threshold,
            returns: s.returns[category],
            entries: s.entries,
            created_on: dayMoment(day),
          })
          .onConflict((oc) => oc.columns(['business_day', 'scope', 'category']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return;
        const earlier = await trx
          .selectFrom('servicing_alerts')
          .select(sql<number>`count(*)`.as('n'))
          .where('scope', '=', s.scope)
          .where('category', '=', category)
          .where('business_day', '>=', addDays(day, -7))
          .where('business_day', '<', day)
          .executeTakeFirstOrThrow();
        if (Number(earlier.n) > 0) return;
        const email = returnRateAlertEmail({
          day,
          scopeName: await scopeName(trx, s.scope),
          category,
          ratePercent: rate,
          returns: s.returns[category],
          entries: s.entries,
        });
        for (const to of await internalAdminEmails(trx)) {
          await queueMessage(
            trx,
            { channel: 'email', to, subject: email.subject, text: email.text },
            new Date(dayMoment(day)),
          );
        }
      });
    }
  }
}
