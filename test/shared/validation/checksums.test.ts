// reference/README.md "Cards and bank accounts": the ABA weighted checksum and the Luhn check catch
// every single-digit mistake, whatever the number.
import fc from 'fast-check';
import { isValidAba, isValidCardNumber } from '../../../src/shared/validation/formats';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

/** The digit that completes a number for a check, found by trying all ten. */
const completing = (prefix: string, valid: (n: string) => boolean) =>
  [...'0123456789'].filter((d) => valid(prefix + d));

/** Every number that differs from `n` in exactly one digit. */
const oneDigitOff = (n: string) =>
  [...n].flatMap((c, i) =>
    [...'0123456789'].filter((d) => d !== c).map((d) => n.slice(0, i) + d + n.slice(i + 1)),
  );

describe('ABA checksum', () => {
  it('one check digit completes any 8 digits, and any single-digit change breaks it', () => {
    fc.assert(
      fc.property(digits(8, 8), (prefix) => {
        const check = completing(prefix, isValidAba);
        expect(check).toHaveLength(1);
        expect(oneDigitOff(prefix + check[0]).some(isValidAba)).toBe(false);
      }),
    );
  });
});

describe('Luhn check', () => {
  it('one check digit completes any 11 to 18 digits, and any single-digit change breaks it', () => {
    fc.assert(
      fc.property(digits(11, 18), (prefix) => {
        const check = completing(prefix, isValidCardNumber);
        expect(check).toHaveLength(1);
        expect(oneDigitOff(prefix + check[0]).some(isValidCardNumber)).toBe(false);
      }),
    );
  });
});
