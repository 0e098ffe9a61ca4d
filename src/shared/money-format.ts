// Money as USD text without decimal.js, for the customer pages (their bundle is kept small for phones):
// an amount as the API sends it (a number or a string, exact to the cent) is formatted from its digits,
// never through binary-float arithmetic. money.ts formats Decimals through the same function.

const AMOUNT = /^([-+]?)(\d*)(?:\.(\d*))?$/;

/** The digits of a number without an exponent ('1e21' and '1e-7' are written out). */
function plainDigits(n: number): string {
  const text = String(n);
  return /e/i.test(text) ? n.toFixed(Math.min(20, Math.max(2, -Math.floor(Math.log10(Math.abs(n)))))) : text;
}

/**
 * "$1,234.50"; negatives "-$1.00" (a rounded zero never shows a minus sign); more than two decimals are
 * rounded half-up (away from zero); blank and null are $0.00; '$', ',' and spaces are ignored.
 */
export function formatUsd(amount: number | string | null | undefined): string {
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new TypeError(`Not an amount: ${amount}`);
  const text =
    amount === null || amount === undefined
      ? '0'
      : typeof amount === 'number'
        ? plainDigits(amount)
        : amount.replace(/[$,\s]/g, '');
  const match = AMOUNT.exec(text);
  if (!match || (match[2] === '' && !match[3])) {
    if (text === '') return '$0.00';
    throw new TypeError(`Not an amount: ${String(amount)}`);
  }
  const [, sign, whole, fraction = ''] = match;
  const digits = `${whole || '0'}${fraction.padEnd(2, '0').slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const roundUp = (fraction[2] ?? '0') >= '5';
  const cents = roundUp ? addOne(digits) : digits;
  const padded = cents.padStart(3, '0');
  const grouped = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = sign === '-' && /[1-9]/.test(cents);
  return `${negative ? '-' : ''}$${grouped}.${padded.slice(-2)}`;
}

/** A decimal digit string plus one, exactly, at any length. */
function addOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}
