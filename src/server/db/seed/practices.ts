// Demo clients and facilities: a multi-facility veterinary group, a dental practice, a general
// business used by isolation tests, and one demo facility (spec §6: demo facilities).
import { businessToday } from '../../../shared/calendar';
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { AGREEMENT_TYPES, agreementTypeRow } from './agreement-types';

type Industry = 'veterinary' | 'dental' | 'general';
const INDUSTRY_TYPE: Record<Industry, number> = { general: 1, veterinary: 2, dental: 4 };

interface FacilitySeed {
  key: string;
  name: string;
  facility_number: string;
  industry: Industry;
  st: string;
  csr: boolean;
  salesTax: [number | null, number | null, number | null];
  financeRate: number | null;
  is_demo?: boolean;
}

/** Each demo facility's street, city, zip and phone: the creditor block of its letters and contracts. */
const ADDRESSES: Record<string, [string, string, string, string]> = {
  'riverside-main': ['1450 Riverside Drive', 'Columbus', '43212', '(614) 555-0142'],
  'riverside-east': ['88 East Broad Street', 'Columbus', '43215', '(614) 555-0178'],
  'riverside-grooming': ['310 Main Street', 'Covington', '41011', '(859) 555-0123'],
  'bright-smiles': ['221 Maple Street', 'Harrisburg', '17101', '(717) 555-0190'],
  'summit-auto': ['1600 Blake Street', 'Denver', '80202', '(303) 555-0165'],
  demo: ['500 Demo Avenue', 'Raleigh', '27601', '(919) 555-0100'],
};

interface ClientSeed {
  name: string;
  client_number: string;
  facilities: FacilitySeed[];
}

// prettier-ignore
export const DEMO_CLIENTS: ClientSeed[] = [
  {
    name: 'Riverside Veterinary Group',
    client_number: '12',
    facilities: [
      { key: 'riverside-main', name: 'Riverside Animal Hospital', facility_number: '1', industry: 'veterinary',
        st: 'OH', csr: true, salesTax: [7.25, 5.75, null], financeRate: 9.9 },
      { key: 'riverside-east', name: 'Riverside Pet Clinic East', facility_number: '2', industry: 'veterinary',
        st: 'OH', csr: false, salesTax: [7.25, null, null], financeRate: 9.9 },
      { key: 'riverside-grooming', name: 'Riverside Grooming & Boarding', facility_number: '3',
        industry: 'general', st: 'KY', csr: false, salesTax: [6, null, null], financeRate: null },
    ],
  },
  {
    name: 'Bright Smiles Dental',
    client_number: '245',
    facilities: [
      { key: 'bright-smiles', name: 'Bright Smiles Dental - Maple Street', facility_number: '1',
        industry: 'dental', st: 'PA', csr: true, salesTax: [6, 8, null], financeRate: 7.9 },
    ],
  },
  {
    name: 'Summit Auto Care',
    client_number: '318',
    facilities: [
      { key: 'summit-auto', name: 'Summit Auto Care - Downtown', facility_number: '1', industry: 'general',
        st: 'CO', csr: false, salesTax: [2.9, 4.81, 8.81], financeRate: 12 },
    ],
  },
  {
    name: 'PayPlan Demo',
    client_number: '9000',
    facilities: [
      { key: 'demo', name: 'Demo Practice', facility_number: '1', industry: 'veterinary', st: 'NC',
        csr: true, salesTax: [4.75, null, null], financeRate: 9.9, is_demo: true },
    ],
  },
];

/** Month limits by financed amount (spec §9): [from $, to $, months, max override months]. */
const STANDARD_BRACKETS: [number, number, number, number | null][] = [
  [300, 1000, 12, null],
  [1000.01, 5000, 24, null],
  [5000.01, 15000, 36, 48],
];
const SELECT_BRACKETS: [number, number, number, number | null][] = [
  [300, 2500, 6, null],
  [2500.01, 10000, 12, 18],
];

const cents = (dollars: number) => Math.round(dollars * 100);
const yesNo = (b: boolean | undefined): 0 | 1 => (b ? 1 : 0);

async function addTermSheet(
  trx: Transaction<Database>,
  facilityId: number,
  sheet: { contract_type: number | null; is_select: boolean; brackets: typeof STANDARD_BRACKETS },
  now: string,
): Promise<void> {
  const { id } = await trx
    .insertInto('term_sheets')
    .values({
      facility_id: facilityId,
      contract_type: sheet.contract_type,
      is_select: yesNo(sheet.is_select),
      created_on: now,
      // Version 1, in effect from the business day it was made (New York: from 7 PM its UTC day is
      // already the next one).
      effective_on: businessToday(new Date(now)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('month_limits')
    .values(
      sheet.brackets.map(([from, to, months, maxOverride]) => ({
        term_sheet_id: id,
        price_from_cents: cents(from),
        price_to_cents: cents(to),
        months,
        allow_override_months: yesNo(maxOverride !== null),
        max_override_months: maxOverride,
        max_first_payment_days_in_future: 45,
      })),
    )
    .execute();
}

/** Seeds the demo practices; returns facility and client ids by key for the user seed. */
export async function seedPractices(trx: Transaction<Database>, now: string) {
  const facilityIds: Record<string, number> = {};
  const clientIds: Record<string, number> = {};
  for (const client of DEMO_CLIENTS) {
    const { id: clientId } = await trx
      .insertInto('clients')
      .values({ name: client.name, client_number: client.client_number })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientIds[client.client_number] = clientId;
    for (const f of client.facilities) {
      const procedureTypes = JSON.stringify([1, 2]);
      const { id } = await trx
        .insertInto('facilities')
        .values({
          client_id: clientId,
          name: f.name,
          facility_number: f.facility_number,
          industry_type: INDUSTRY_TYPE[f.industry],
          st: f.st,
          csr: yesNo(f.csr),
          sales_tax_percent_1: f.salesTax[0],
          sales_tax_percent_2: f.salesTax[1],
          sales_tax_percent_3: f.salesTax[2],
          finance_rate_percent: f.financeRate,
          can_edit: 1,
          can_delete: 1,
          remittance_contract_types: procedureTypes,
          analysis_contract_types: procedureTypes,
          summary_contract_types: JSON.stringify([1, 2, 3, 4, 5, 6, 7]),
          is_demo: yesNo(f.is_demo),
          address1: ADDRESSES[f.key]?.[0] ?? null,
          city: ADDRESSES[f.key]?.[1] ?? null,
          zip: ADDRESSES[f.key]?.[2] ?? null,
          phone: ADDRESSES[f.key]?.[3] ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      facilityIds[f.key] = id;
      await trx
        .insertInto('agreement_types')
        .values(AGREEMENT_TYPES[f.industry].map((seed, i) => agreementTypeRow(id, seed, i)))
        .execute();
      await addTermSheet(trx, id, { contract_type: 1, is_select: false, brackets: STANDARD_BRACKETS }, now);
      await addTermSheet(trx, id, { contract_type: 2, is_select: true, brackets: SELECT_BRACKETS }, now);
    }
  }
  return { facilityIds, clientIds };
}
