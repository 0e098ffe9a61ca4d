import type { Db } from '../db/database';
import type { LookupData, StateTax } from '../../shared/session';

/** When any lookup last changed (null before the first seed). */
export async function lookupsLastUpdated(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('lookups')
    .select((eb) => eb.fn.max('updated_on').as('last'))
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

const stateTaxOf = (r: { code: string; label: string; max_interest_rate: number | null }): StateTax => ({
  code: r.code,
  label: r.label,
  max_interest_rate: r.max_interest_rate ?? 0,
});

export async function loadLookupData(db: Db): Promise<LookupData> {
  const rows = await db
    .selectFrom('lookups')
    .select(['kind', 'code', 'label', 'max_interest_rate'])
    .where('is_active', '=', 1)
    .orderBy('kind')
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  const data: LookupData = {
    states: [],
    sources: [],
    reasons_for_cancel: [],
    contract_types: [],
    industry_types: [],
    taxes: [],
  };
  for (const r of rows) {
    if (r.kind === 'taxes') data.taxes.push(stateTaxOf(r));
    else data[r.kind].push({ code: r.code, label: r.label });
  }
  return data;
}

/** The taxes-by-state lookup alone (the agreement's APR rule): 51 rows, not every lookup's 127. */
export async function loadStateTaxes(db: Db): Promise<StateTax[]> {
  const rows = await db
    .selectFrom('lookups')
    .select(['code', 'label', 'max_interest_rate'])
    .where('is_active', '=', 1)
    .where('kind', '=', 'taxes')
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map(stateTaxOf);
}
