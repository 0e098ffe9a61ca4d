// ABA routing numbers: 8 digits of the institution and a check digit (NACHA Appendix Three; the
// weights are the ones isValidAba in src/shared/validation/formats.ts checks).
import { isValidAba } from '../../../shared/validation/formats';

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7];

/** The ninth digit of a routing number whose first eight digits are given. */
export function abaCheckDigit(first8: string): string {
  if (!/^\d{8}$/.test(first8))
    throw new Error(`A routing number's first 8 digits expected, got '${first8}'.`);
  const sum = WEIGHTS.reduce((total, w, i) => total + w * Number(first8[i]), 0);
  return String((10 - (sum % 10)) % 10);
}

/** 9 digits whose check digit is right. */
export const isValidRouting = (nine: string): boolean => isValidAba(nine);

/** The 8-digit institution id of a routing number (what entry hashes and trace numbers use). */
export const dfiOf = (routing: string): string => routing.slice(0, 8);
