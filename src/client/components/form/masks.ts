// Input masks of spec §3/§5/§9: each formats what is typed as the user types, keeping only the
// characters the format allows, so a pasted or half-typed value is shaped the same way.
export type MaskName =
  'phone' | 'zip' | 'ssn' | 'date' | 'expiration' | 'aba' | 'cvc' | 'payments' | 'card' | 'initial';

const digits = (s: string, max: number) => s.replace(/\D/g, '').slice(0, max);

function shape(d: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= d.length) break;
    if (ch === '#') out += d[i++];
    else out += ch;
  }
  return out;
}

export const MASKS: Record<MaskName, (raw: string) => string> = {
  /** (###)###-#### */
  phone: (raw) => shape(digits(raw, 10), '(###)###-####'),
  /** ##### or #####-#### */
  zip: (raw) => {
    const d = digits(raw, 9);
    return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
  },
  /** ###-##-####, or a stored value that arrives masked with * and is left as it is. */
  ssn: (raw) => (raw.startsWith('*') ? raw : shape(digits(raw, 9), '###-##-####')),
  /** MM/DD/YYYY; - or / may be typed between the parts (spec §5 Date). */
  date: (raw) => raw.replace(/[^\d/-]/g, '').slice(0, 10),
  /** MM/YY */
  expiration: (raw) => shape(digits(raw, 4), '##/##'),
  aba: (raw) => digits(raw, 9),
  cvc: (raw) => digits(raw, 4),
  /** Number of payments: 3 digits (spec §5). */
  payments: (raw) => digits(raw, 3),
  /** Card number in groups of four; a stored (masked) number is left as it is. */
  card: (raw) => (raw.startsWith('*') ? raw : shape(digits(raw, 19), '#### #### #### #### ###').trim()),
  initial: (raw) =>
    raw
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 1)
      .toUpperCase(),
};

/** Placeholders that show the expected format. */
export const MASK_PLACEHOLDERS: Partial<Record<MaskName, string>> = {
  phone: '(###)###-####',
  zip: '#####',
  ssn: '###-##-####',
  date: 'MM/DD/YYYY',
  expiration: 'MM/YY',
};
