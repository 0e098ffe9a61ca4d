// Enterprise reports (issue 12): a month's Summary figures for every client and facility (the same
// month-end table as the Summary report, month-figures.ts), the Analysis of the twelve months to it for
// every client and facility (the Analysis report's own figures, analysis.ts), and the return-rate
// monitor's current rates and warnings (services/servicing/monitor.ts).

import { ROLLS, type AnalysisAnswer } from '../../../shared/analysis';
import type {
  EnterpriseAnalysis,
  EnterpriseAnalysisFigures,
  EnterpriseClient,
  EnterpriseFigures,
  EnterpriseSummary,
  ReturnRateMonitor,
} from '../../../shared/enterprise';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import { dollars, num, round2 } from '../../reports/common';
import { monthFigures } from '../../reports/month-figures';
import { toCents } from '../../../shared/money';
import { RETURN_RATE_THRESHOLDS, returnRates } from '../servicing/monitor';
import { analysisByGroup } from './analysis';

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
    facilitiesByClient(db),
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

/** Every facility with its client, clients by name and their facilities by name. */
function facilitiesByClient(db: Db) {
  return db
    .selectFrom('facilities as f')
    .innerJoin('clients as cl', 'cl.id', 'f.client_id')
    .select(['f.id', 'f.name', 'cl.id as client_id', 'cl.name as client'])
    .orderBy('cl.name')
    .orderBy('f.name')
    .execute();
}

/** An Analysis's twelve months as one row: sums, and the last month's delinquency and roll rates. */
function analysisFigures(a: AnalysisAnswer): EnterpriseAnalysisFigures {
  const total = (name: string) => a.months.reduce((t, m) => t + Number(m[name] ?? 0), 0);
  const cents = (name: string) => a.months.reduce((t, m) => t + toCents(Number(m[name] ?? 0)), 0);
  const last = a.months[a.months.length - 1];
  const requested = a.grades.reduce((t, g) => t + g.requested, 0);
  const approved = a.grades.reduce((t, g) => t + g.approved, 0);
  return {
    new_plans: total('new_plans'),
    amount_financed: dollars(cents('amount_financed')),
    scheduled: dollars(cents('scheduled')),
    collected: dollars(cents('collected')),
    collected_percent: pct(cents('collected'), cents('scheduled')),
    delinquency_rate: (last?.delinquency_rate as number | null) ?? null,
    ...Object.fromEntries(ROLLS.map((r) => [r.name, (last?.[r.name] as number | null) ?? null])),
    csr_approval_rate: pct(approved, requested),
    sent_to_collect: total('sent_to_collect'),
  };
}

/**
 * The Analysis of the twelve months to `month` for each client (its facilities together), each of its
 * facilities, and every facility at once: the Analysis report's own computation, read once for all of
 * them (analysisByGroup), so a row here is what that report shows for the same facilities.
 */
export async function enterpriseAnalysis(db: Db, month: string, today: IsoDate): Promise<EnterpriseAnalysis> {
  const facilities = await facilitiesByClient(db);
  const clientOf = new Map(facilities.map((f) => [f.id, f.client_id]));
  const answers = await analysisByGroup(
    db,
    facilities.map((f) => f.id),
    month,
    today,
    (id) => [`f${id}`, `c${clientOf.get(id)}`, 'all'],
  );
  // Every group named is answered (the facilities in it may have nothing to count).
  const of = (group: string) => {
    const answer = answers.get(group);
    return answer ? analysisFigures(answer) : {};
  };
  const clients: EnterpriseAnalysis['clients'] = [];
  for (const f of facilities) {
    let client = clients.find((c) => c.client_id === f.client_id);
    if (!client) {
      client = { client_id: f.client_id, client: f.client, figures: of(`c${f.client_id}`), facilities: [] };
      clients.push(client);
    }
    client.facilities.push({ facility_id: f.id, facility: f.name, figures: of(`f${f.id}`) });
  }
  return { month, clients, total: of('all') };
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
