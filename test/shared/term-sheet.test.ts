import type { BillingCycle, MonthLimit, TermSheet } from '../../src/shared/facility';
import {
  financedAmountRange,
  maxNumberOfPayments,
  monthLimitFor,
  termSheetFor,
} from '../../src/shared/term-sheet';

function limit(price_from: number, price_to: number, months: number): MonthLimit {
  return {
    price_from,
    price_to,
    months,
    allow_override_months: false,
    max_override_months: null,
    max_first_payment_days_in_future: 45,
  };
}

function sheet(id: number, contract_type: number | null, is_select: boolean, created_on: string): TermSheet {
  return { id, contract_type, is_select, created_on, month_limits: [] };
}

const sheets = [
  sheet(1, null, false, '2026-01-01T00:00:00Z'),
  sheet(2, 1, false, '2026-03-01T00:00:00Z'),
  sheet(3, 2, false, '2026-06-01T00:00:00Z'),
  sheet(4, null, true, '2026-02-01T00:00:00Z'),
  sheet(5, null, false, '2026-04-01T00:00:00Z'),
  sheet(6, 1, true, '2025-12-01T00:00:00Z'),
];

describe('termSheetFor: the newest matching sheet; contract_type null applies to any type (spec §3)', () => {
  it.each<[number | null, boolean, number | null]>([
    [1, false, 5],
    [2, false, 3],
    [7, false, 5],
    [null, false, 5],
    [1, true, 4],
    [null, true, 4],
  ])('contract type %p, select %p → sheet %p', (contractType, isSelect, id) => {
    expect(termSheetFor(sheets, { contractType, isSelect })?.id ?? null).toBe(id);
  });

  it('no sheets, no term sheet', () => {
    expect(termSheetFor([], { contractType: 1, isSelect: false })).toBeNull();
    expect(termSheetFor(sheets.slice(0, 3), { contractType: 1, isSelect: true })).toBeNull();
  });

  it('on the same created_on the sheet for the specific type wins, then the higher id', () => {
    const same = '2026-05-01T00:00:00Z';
    const tie = [sheet(10, null, false, same), sheet(11, 1, false, same), sheet(9, 1, false, same)];
    expect(termSheetFor(tie, { contractType: 1, isSelect: false })?.id).toBe(11);
    expect(termSheetFor(tie, { contractType: 2, isSelect: false })?.id).toBe(10);
  });

  it('does not reorder the caller’s array', () => {
    const copy = [...sheets];
    termSheetFor(copy, { contractType: 1, isSelect: false });
    expect(copy).toEqual(sheets);
  });
});

describe('monthLimitFor: the bracket price_from ≤ financed amount ≤ price_to (spec §9)', () => {
  const ts: TermSheet = {
    ...sheet(1, null, false, '2026-01-01'),
    month_limits: [limit(2000.01, 5000, 24), limit(250, 2000, 12), limit(5000, 10000, 36)],
  };
  it.each<[string | number | null, number | null]>([
    [249.99, null],
    [250, 12],
    ['$1,999.99', 12],
    [2000, 12],
    [2000.005, null],
    ['2000.01', 24],
    [4999.99, 24],
    [5000, 36],
    [10000, 36],
    [10000.01, null],
    ['abc', null],
  ])('%p → %p months', (amount, months) => {
    expect(monthLimitFor(ts, amount)?.months ?? null).toBe(months);
  });
});

describe('financedAmountRange: the term sheet minimum and maximum (spec §5)', () => {
  it('spans the brackets', () => {
    const ts = { ...sheet(1, null, false, ''), month_limits: [limit(500, 1000, 6), limit(100, 499.99, 3)] };
    expect(financedAmountRange(ts)).toEqual({ min: 100, max: 1000 });
  });

  it('is null without brackets', () => {
    expect(financedAmountRange(sheet(1, null, false, ''))).toBeNull();
  });
});

describe('maxNumberOfPayments: months ÷ the cycle month equivalent, rounded down (spec §5)', () => {
  it.each<[number, BillingCycle, number]>([
    [12, 'monthly', 12],
    [12, 'biweekly', 24],
    [12, 'twice_per_month', 24],
    [12, 'weekly', 48],
    [12, 'quarterly', 4],
    [13, 'quarterly', 4],
    [12, 'twice_per_year', 2],
    [11, 'twice_per_year', 1],
    [12, 'yearly', 1],
    [11, 'yearly', 0],
    [0, 'monthly', 0],
    [7.5, 'monthly', 7],
  ])('%d months, %s → %d', (months, cycle, n) => {
    expect(maxNumberOfPayments(months, cycle)).toBe(n);
  });
});
