// Lookup codes (spec §3 Lookups). The maximum interest rates are demo values for each state's
// consumer installment ceiling, not legal advice.
import type { LookupKind, NewLookup } from '../schema';

/** [code, name, max_interest_rate %] for the 50 states and DC. */
// prettier-ignore
export const STATES: [string, string, number][] = [
  ['AL', 'Alabama', 36], ['AK', 'Alaska', 36], ['AZ', 'Arizona', 36], ['AR', 'Arkansas', 17],
  ['CA', 'California', 36], ['CO', 'Colorado', 36], ['CT', 'Connecticut', 36], ['DE', 'Delaware', 36],
  ['DC', 'District of Columbia', 24], ['FL', 'Florida', 18], ['GA', 'Georgia', 36], ['HI', 'Hawaii', 36],
  ['ID', 'Idaho', 36], ['IL', 'Illinois', 36], ['IN', 'Indiana', 36], ['IA', 'Iowa', 21],
  ['KS', 'Kansas', 36], ['KY', 'Kentucky', 36], ['LA', 'Louisiana', 36], ['ME', 'Maine', 30],
  ['MD', 'Maryland', 24], ['MA', 'Massachusetts', 18], ['MI', 'Michigan', 25], ['MN', 'Minnesota', 21.75],
  ['MS', 'Mississippi', 36], ['MO', 'Missouri', 36], ['MT', 'Montana', 36], ['NE', 'Nebraska', 24],
  ['NV', 'Nevada', 36], ['NH', 'New Hampshire', 36], ['NJ', 'New Jersey', 30], ['NM', 'New Mexico', 36],
  ['NY', 'New York', 16], ['NC', 'North Carolina', 30], ['ND', 'North Dakota', 36], ['OH', 'Ohio', 25],
  ['OK', 'Oklahoma', 36], ['OR', 'Oregon', 36], ['PA', 'Pennsylvania', 24], ['RI', 'Rhode Island', 36],
  ['SC', 'South Carolina', 36], ['SD', 'South Dakota', 36], ['TN', 'Tennessee', 30], ['TX', 'Texas', 30],
  ['UT', 'Utah', 36], ['VT', 'Vermont', 24], ['VA', 'Virginia', 36], ['WA', 'Washington', 25],
  ['WV', 'West Virginia', 31], ['WI', 'Wisconsin', 36], ['WY', 'Wyoming', 36],
];

// prettier-ignore
const SOURCES: [string, string][] = [
  ['WALKIN', 'Walk-in'], ['REFERRAL', 'Referral'], ['WEB', 'Website'], ['MAILER', 'Direct mail'],
  ['SOCIAL', 'Social media'], ['RETURN', 'Returning customer'], ['OTHER', 'Other'],
];

/** Code '3' is the CSR reject reason (spec §6: needs canCreate). */
// prettier-ignore
const REASONS_FOR_CANCEL: [string, string][] = [
  ['1', 'Customer Request'], ['2', 'Duplicate Contract'], ['3', 'CSR Reject'], ['4', 'Paid In Full Elsewhere'],
  ['5', 'Entered In Error'], ['6', 'CC Decline'], ['7', 'Rewrite Not Allowed'], ['8', 'Service Not Rendered'],
];

/** 1 and 2 are procedure types (spec §3 Contract). */
// prettier-ignore
const CONTRACT_TYPES: [string, string][] = [
  ['1', 'Procedure'], ['2', 'Procedure (Select)'], ['3', 'Prepayment Plan'], ['4', 'Wellness Plan'],
  ['5', 'Membership Plan'], ['6', 'Maintenance Plan'], ['7', 'Recurring Billing'],
];

const INDUSTRY_TYPES: [string, string][] = [
  ['1', 'General'],
  ['2', 'Veterinary'],
  ['4', 'Dental'],
];

/**
 * Demo late-fee and return-fee caps of a few states (the servicing engine never assesses more): the
 * late fee at most [cents, % of the installment], the return fee at most cents. Demo values, not legal
 * advice; a state not listed has no cap here.
 */
export const FEE_CAPS: Record<
  string,
  { lateCents: number | null; latePercent: number | null; returnCents: number | null }
> = {
  OH: { lateCents: 2500, latePercent: 10, returnCents: 3000 },
  KY: { lateCents: 1000, latePercent: 5, returnCents: 2500 },
  CO: { lateCents: 1500, latePercent: 5, returnCents: 2000 },
  NY: { lateCents: 1000, latePercent: 5, returnCents: 2000 },
};

export function lookupRows(now: string): NewLookup[] {
  const rows: NewLookup[] = [];
  const add = (kind: LookupKind, list: [string, string][]) =>
    list.forEach(([code, label], i) =>
      rows.push({ kind, code, label, sort_order: i, max_interest_rate: null, is_active: 1, updated_on: now }),
    );
  add(
    'states',
    STATES.map(([code, name]) => [code, name]),
  );
  for (const row of rows) {
    const cap = FEE_CAPS[row.code];
    if (row.kind !== 'states' || !cap) continue;
    row.max_late_fee_cents = cap.lateCents;
    row.max_late_fee_percent = cap.latePercent;
    row.max_return_fee_cents = cap.returnCents;
  }
  add('sources', SOURCES);
  add('reasons_for_cancel', REASONS_FOR_CANCEL);
  add('contract_types', CONTRACT_TYPES);
  add('industry_types', INDUSTRY_TYPES);
  STATES.forEach(([code, name, rate], i) =>
    rows.push({
      kind: 'taxes',
      code,
      label: name,
      sort_order: i,
      max_interest_rate: rate,
      is_active: 1,
      updated_on: now,
    }),
  );
  return rows;
}
