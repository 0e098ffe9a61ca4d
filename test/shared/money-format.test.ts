import fc from 'fast-check';
import { formatUsd } from '../../src/shared/money-format';
import { formatMoney, fromCents } from '../../src/shared/money';

describe('formatUsd: USD text from the digits, without decimal.js (the customer pages)', () => {
  it.each([
    [0, '$0.00'],
    [null, '$0.00'],
    ['', '$0.00'],
    [1234.5, '$1,234.50'],
    ['1234.5', '$1,234.50'],
    [8400, '$8,400.00'],
    [0.1 + 0.2, '$0.30'],
    [-1, '-$1.00'],
    [-0.004, '$0.00'],
    ['1.005', '$1.01'],
    ['-2.675', '-$2.68'],
    ['$1,000,000.99', '$1,000,000.99'],
    ['9.995', '$10.00'],
    ['.5', '$0.50'],
    [123456789012.34, '$123,456,789,012.34'],
  ])('%p → %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it('refuses what is not an amount', () => {
    expect(() => formatUsd('abc')).toThrow(TypeError);
    expect(() => formatUsd(Number.NaN)).toThrow(TypeError);
    expect(() => formatUsd('.')).toThrow(TypeError);
  });

  it('property: the same text as formatMoney for every amount in cents, as a number or a string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        const dollars = fromCents(cents);
        expect(formatUsd(dollars.toNumber())).toBe(formatMoney(dollars));
        expect(formatUsd(dollars.toFixed(2))).toBe(formatMoney(dollars));
      }),
      { numRuns: 500 },
    );
  });
});
