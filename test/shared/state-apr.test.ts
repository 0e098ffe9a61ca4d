import type { StateTax } from '../../src/shared/session';
import { exceedsStateMaxApr, stateMaxApr } from '../../src/shared/state-apr';

const taxes: StateTax[] = [
  { code: 'NY', label: 'New York', max_interest_rate: 16 },
  { code: 'TX', label: 'Texas', max_interest_rate: 18 },
];

describe('stateMaxApr: the facility state’s row of the taxes lookup (spec §3 Lookups, §5)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['NY', 'NY'],
    ['tx', 'TX'],
    [' TX ', 'TX'],
    ['CA', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (st, code) => {
    expect(stateMaxApr(taxes, st)?.code ?? null).toBe(code);
  });
});

describe('exceedsStateMaxApr: over the maximum, never for select contracts (spec §5)', () => {
  it.each<[number, string | null, boolean, boolean]>([
    [16, 'NY', false, false],
    [16.01, 'NY', false, true],
    [16.01, 'NY', true, false],
    [99, null, false, false],
  ])('APR %p in %p, select %p → %p', (apr, st, isSelect, exceeds) => {
    expect(exceedsStateMaxApr(apr, stateMaxApr(taxes, st), isSelect)).toBe(exceeds);
  });
});
