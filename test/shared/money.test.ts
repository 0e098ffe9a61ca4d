import Decimal from 'decimal.js';
import {
  centsToDollars,
  formatMoney,
  fromCents,
  moneyNumber,
  parseMoney,
  roundCents,
  sumMoney,
  toCents,
  toDecimal,
  type MoneyInput,
} from '../../src/shared/money';

describe('toDecimal: blank is 0, "$" and "," are ignored, anything else non-numeric throws', () => {
  it.each<[MoneyInput, string]>([
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
    ['   ', '0'],
    ['$1,234.50', '1234.5'],
    ['-$1.00', '-1'],
    ['$-1.00', '-1'],
    ['.5', '0.5'],
    ['12.', '12'],
    [' 7 ', '7'],
    [0.1, '0.1'],
    [new Decimal('3.333'), '3.333'],
  ])('%p → %s', (input, expected) => {
    expect(toDecimal(input).toString()).toBe(expected);
  });

  it.each<MoneyInput>(['abc', '1.2.3', '1e5', '--1', NaN, Infinity, '12a'])('%p throws', (input) => {
    expect(() => toDecimal(input)).toThrow(TypeError);
    expect(parseMoney(input)).toBeNull();
  });
});

describe('roundCents: half-up to 2 decimals (spec §9)', () => {
  it.each<[MoneyInput, string]>([
    ['1.005', '1.01'],
    ['1.004999', '1'],
    ['2.675', '2.68'],
    [1.005, '1.01'],
    ['-1.005', '-1.01'],
    ['0.125', '0.13'],
    ['999999999.995', '1000000000'],
  ])('%p → %s', (input, expected) => {
    expect(roundCents(input).toString()).toBe(expected);
  });
});

describe('cents: integer cents for storage', () => {
  it.each<[MoneyInput, number]>([
    ['19.99', 1999],
    [0.1 + 0.2, 30],
    ['$1,000.005', 100001],
    ['-0.01', -1],
    ['', 0],
  ])('toCents(%p) = %d', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it('fromCents is exact and round-trips', () => {
    expect(fromCents(1999).toString()).toBe('19.99');
    expect(fromCents(-5).toString()).toBe('-0.05');
    expect(toCents(fromCents(123456789))).toBe(123456789);
  });

  it('moneyNumber rounds to cents as a JS number', () => {
    expect(moneyNumber('10.555')).toBe(10.56);
    expect(moneyNumber(0.1 + 0.2)).toBe(0.3);
  });

  it('sumMoney adds exactly, never in binary floats', () => {
    expect(sumMoney([0.1, 0.2, '0.3']).toString()).toBe('0.6');
    expect(sumMoney([]).toString()).toBe('0');
  });
});

describe('formatMoney: USD with separators (spec §9 "Currency USD")', () => {
  it.each<[MoneyInput, string]>([
    ['1234.5', '$1,234.50'],
    [0, '$0.00'],
    [null, '$0.00'],
    ['-1', '-$1.00'],
    ['-0.001', '$0.00'],
    ['1234567.891', '$1,234,567.89'],
    [999.995, '$1,000.00'],
    ['100', '$100.00'],
  ])('%p → %s', (input, text) => {
    expect(formatMoney(input)).toBe(text);
  });
});

describe('centsToDollars', () => {
  it('gives what fromCents(cents).toNumber() gives, without a Decimal', () => {
    const samples = [
      0, 1, -1, 5, 10, 99, 100, 101, 12345, -12345, 2_147_483_647, -2_147_483_648, 9_007_199_254_740_991,
    ];
    for (let i = 0; i < 20_000; i++) samples.push(Math.round((i * 7919.37) % 1e9) - 5e8);
    for (const cents of samples) expect(centsToDollars(cents)).toBe(fromCents(cents).toNumber());
    expect(centsToDollars(1999)).toBe(19.99);
  });
});
