// Enterprise reports (issue 12): a month's Summary figures for every client and facility (the same
// month-end table as the Summary report, month-figures.ts), and the return-rate monitor's current
// rates and warnings (services/servicing/monitor.ts).

import type {
  EnterpriseClient,
  EnterpriseFigures,
  EnterpriseSummary,
  ReturnRateMonitor,
} from '../../../shared/enterprise';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import { dollars, num, round2 } from '../../reports/common';
import { monthFigures } from '../../reports/month-figures';
import { RETURN_RATE_THRESHOLDS, returnRates } from '../servicing/monitor';

interface Sums {
  active: number;
  balance: number;
  pastDueCount: number;
  pastDue: number;
  par30: number;
  collected: number;
  newCount: number;
  financed: number;
}

const ZERO: Sums = { active: 0, balance: 0, pastDueCount: 0, pastDue: 0, par30: 0, collected: 0, newCount: 0, financed: 0 }; // prettier-ignore
const add = (a: Sums, b: Sums): Sums => ({
  active: a.active + b.active,
  balance: a.balance + b.balance,
  pastDueCount: a.pastDueCount + b.pastDueCount,
  pastDue: a.pastDue + b.pastDue,
  par30: a.par30 + b.par30,
  collected: a.collected + b.collected,
  newCount: a.newCount + b.newCount,
  financed: a.financed + b.financed,
});
const pct = (part: number, whole: number) => (whole > 0 ? round2((100 * part) / whole) : null);

function figuresOf(s: Sums): EnterpriseFigures {
  return {
    active_accounts: s.active,
    balance: dollars(s.balance),
    past_due_count: s.pastDueCount,
    past_due: dollars(s.pastDue),
    par30: pct(s.par30, s.balance),
    delinquency_rate: pct(s.pastDueCount, s.active),
    collected: dollars(s.collected),
    new_agreements: s.newCount,
    amount_financed: dollars(s.financed),
  };
}

export async function enterpriseSummary(db: Db, month: string, today: IsoDate): Promise<EnterpriseSummary> {
  const [facilities, figures] = await Promise.all([
    db
      .selectFrom('facilities as f')
      .innerJoin('clients as cl', 'cl.id', 'f.client_id')
      .select(['f.id', 'f.name', 'cl.id as client_id', 'cl.name as client'])
      .orderBy('cl.name')
      .orderBy('f.name')
      .execute(),
    monthFigures(db, [month], today, 'summary_contract_types'),
  ]);
  const byFacility = new Map<number, Sums>(
    figures.map((r) => [
      Number(r.facility_id),
      {
        active: num(r.active_accounts),
        balance: num(r.balance_cents),
        pastDueCount: num(r.past_due_count),
        pastDue: num(r.past_due_cents),
        par30: num(r.par30_cents),
        collected: num(r.collected_cents),
        newCount: num(r.new_count),
        financed: num(r.financed_cents),
      },
    ]),
  );
  const clients: EnterpriseClient[] = [];
  const sums = new Map<number, Sums>();
  let total = ZERO;
  for (const f of facilities) {
    let client = clients.find((c) => c.client_id === f.client_id);
    if (!client) {
      client = { client_id: f.client_id, client: f.client, ...figuresOf(ZERO), facilities: [] };
      clients.push(client);
    }
    const s = byFacility.get(f.id) ?? ZERO;
    client.facilities.push({ facility_id: f.id, facility: f.name, ...figuresOf(s) });
    sums.set(f.client_id, add(sums.get(f.client_id) ?? ZERO, s));
    total = add(total, s);
  }
  for (const c of clients) Object.assign(c, figuresOf(sums.get(c.client_id) ?? ZERO));
  return { month, clients, total: figuresOf(total) };
}

export async function returnRateMonitor(db: Db, today: IsoDate): Promise<ReturnRateMonitor> {
  const [rates, alerts, clients] = await Promise.all([
    returnRates(db, today),
    db.selectFrom('servicing_alerts').selectAll().orderBy('business_day', 'desc').orderBy('id', 'desc').limit(200).execute(),
    db.selectFrom('clients').select(['id', 'name']).execute(),
  ]); // prettier-ignore
  const nameOf = (scope: string) =>
    scope === 'all' ? 'All practices' : (clients.find((c) => `client:${c.id}` === scope)?.name ?? scope);
  const rate = (n: number, of: number) => (of > 0 ? Math.round((100 * n * 1000) / of) / 1000 : 0);
  return {
    today,
    thresholds: { ...RETURN_RATE_THRESHOLDS },
    rates: rates
      .map((r) => ({
        scope: r.scope,
        name: nameOf(r.scope),
        entries: r.entries,
        returns: r.returns,
        rates: {
          unauthorized: rate(r.returns.unauthorized, r.entries),
          administrative: rate(r.returns.administrative, r.entries),
          overall: rate(r.returns.overall, r.entries),
        },
      }))
      .sort((a, b) => (a.scope === 'all' ? -1 : b.scope === 'all' ? 1 : a.name.localeCompare(b.name))),
    alerts: alerts.map((a) => ({
      id: a.id,
      business_day: a.business_day,
      scope: a.scope,
      name: nameOf(a.scope),
      category: a.category,
      rate_percent: num(a.rate_percent),
      threshold_percent: num(a.threshold_percent),
      returns: num(a.returns),
      entries: num(a.entries),
      acknowledged: Number(a.acknowledged) === 1,
    })),
  };
}

export async function acknowledgeAlert(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('servicing_alerts')
    .set({ acknowledged: 1 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
