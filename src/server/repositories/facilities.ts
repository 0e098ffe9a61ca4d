// Clients and facilities as the session API shows them (spec §3 Facility).
import type { Db } from '../db/database';
import type { FacilityRow } from '../db/schema';
import {
  type AgreementType,
  type ClientSummary,
  type Facility,
  type FacilitySummary,
  type TermSheet,
  industryOf,
} from '../../shared/facility';

export interface FacilityPlace extends FacilitySummary {
  client_name: string;
  client_number: string;
  is_demo: boolean;
}

/** Every facility with its client, ordered as the selector lists them (client name, facility name). */
export async function listFacilityPlaces(db: Db): Promise<FacilityPlace[]> {
  const rows = await db
    .selectFrom('facilities as f')
    .innerJoin('clients as c', 'c.id', 'f.client_id')
    .select([
      'f.id',
      'f.client_id',
      'f.name',
      'f.facility_number',
      'f.industry_type',
      'f.st',
      'f.csr',
      'f.is_demo',
    ])
    .select(['c.name as client_name', 'c.client_number'])
    .orderBy('c.name')
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({
    ...summaryOf(r),
    client_name: r.client_name,
    client_number: r.client_number,
    is_demo: !!r.is_demo,
  }));
}

function summaryOf(
  r: Pick<FacilityRow, 'id' | 'client_id' | 'name' | 'facility_number' | 'industry_type' | 'st' | 'csr'>,
): FacilitySummary {
  return {
    id: r.id,
    client_id: r.client_id,
    name: r.name,
    facility_number: r.facility_number,
    industry_type: r.industry_type,
    industry: industryOf(r.industry_type),
    st: r.st,
    csr: !!r.csr,
  };
}

/** Groups facility places under their clients, keeping the order. */
export function groupByClient(places: FacilityPlace[]): ClientSummary[] {
  const clients = new Map<number, ClientSummary>();
  for (const p of places) {
    let client = clients.get(p.client_id);
    if (!client) {
      client = { id: p.client_id, name: p.client_name, client_number: p.client_number, facilities: [] };
      clients.set(p.client_id, client);
    }
    const { client_name: _name, client_number: _number, is_demo: _demo, ...summary } = p;
    client.facilities.push(summary);
  }
  return [...clients.values()];
}

const list = (json: string): number[] => JSON.parse(json) as number[];

/** The full facility: fee settings, agreement types and term sheets with their month limits. */
export async function findFacility(db: Db, facilityId: number): Promise<Facility | undefined> {
  // Three independent reads at once (PostgreSQL: no round trip waits for another; issue 17).
  const [row, agreementTypes, termSheets] = await Promise.all([
    db
      .selectFrom('facilities as f')
      .innerJoin('clients as c', 'c.id', 'f.client_id')
      .selectAll('f')
      .select(['c.name as client_name', 'c.client_number'])
      .where('f.id', '=', facilityId)
      .executeTakeFirst(),
    agreementTypesOf(db, facilityId),
    termSheetsOf(db, facilityId),
  ]);
  if (!row) return undefined;
  return {
    ...summaryOf(row),
    client_number: row.client_number,
    client_name: row.client_name,
    fee: {
      sales_tax_percent_1: row.sales_tax_percent_1,
      sales_tax_percent_2: row.sales_tax_percent_2,
      sales_tax_percent_3: row.sales_tax_percent_3,
      finance_rate_percent: row.finance_rate_percent,
      processing_fee_cents: row.processing_fee_cents === null ? null : Number(row.processing_fee_cents),
      processing_fee_waivable: Boolean(Number(row.processing_fee_waivable)),
    },
    can_edit: !!row.can_edit,
    can_delete: !!row.can_delete,
    remittance_contract_types: list(row.remittance_contract_types),
    analysis_contract_types: list(row.analysis_contract_types),
    summary_contract_types: list(row.summary_contract_types),
    agreement_types: agreementTypes,
    term_sheets: termSheets,
  };
}

// prettier-ignore
const FLAGS = [
  'is_active', 'select_show', 'ach_only', 'two_pay_meth', 'multi_renew', 'auto_renew', 'editable',
  'recurring_billing', 'finance_charge', 'sales_tax', 'has_monthly_cycle', 'has_biweekly_cycle',
  'has_quarterly_cycle', 'has_weekly_cycle', 'has_twice_per_month_cycle', 'has_twice_per_year_cycle',
  'has_yearly_cycle',
] as const;

async function agreementTypesOf(db: Db, facilityId: number): Promise<AgreementType[]> {
  const rows = await db
    .selectFrom('agreement_types')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const flags = Object.fromEntries(FLAGS.map((f) => [f, !!r[f]])) as Record<
      (typeof FLAGS)[number],
      boolean
    >;
    return {
      code: r.code,
      description: r.description,
      default_finance_rate: r.default_finance_rate,
      ...flags,
    };
  });
}

async function termSheetsOf(db: Db, facilityId: number): Promise<TermSheet[]> {
  const sheets = await db
    .selectFrom('term_sheets')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .orderBy('id')
    .execute();
  if (sheets.length === 0) return [];
  const limits = await db
    .selectFrom('month_limits')
    .selectAll()
    .where(
      'term_sheet_id',
      'in',
      sheets.map((s) => s.id),
    )
    .orderBy('price_from_cents')
    .execute();
  return sheets.map((s) => ({
    id: s.id,
    contract_type: s.contract_type,
    is_select: !!s.is_select,
    created_on: s.created_on,
    version: s.version,
    effective_on: s.effective_on,
    month_limits: limits
      .filter((l) => l.term_sheet_id === s.id)
      .map((l) => ({
        price_from: l.price_from_cents / 100,
        price_to: l.price_to_cents / 100,
        months: l.months,
        allow_override_months: !!l.allow_override_months,
        max_override_months: l.max_override_months,
        max_first_payment_days_in_future: l.max_first_payment_days_in_future,
      })),
  }));
}
