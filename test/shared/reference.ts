// The public reference facts the tests check against, copied into test/shared/reference/ (see its
// README.md) so that a clone of this repository alone runs its tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(__dirname, 'reference');

function load<T>(name: string): T {
  return JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as T;
}

export interface ReferenceHoliday {
  year: number;
  name: string;
  date: string;
  reserve_banks_closed_on: string | null;
}

export const federalReserveReference = load<{
  holidays: ReferenceHoliday[];
  reserve_bank_weekday_closures: string[];
}>('federal-reserve-holidays-2026-2027.json');

export interface AppendixJExample {
  id: string;
  description: string;
  payment_cycle: 'monthly' | 'semimonthly' | 'quarterly' | 'weekly';
  amount_financed: string;
  advance_date: string;
  payments: { amount: string; date: string }[];
  published_apr_pct: string;
}

export const appendixJ = load<{ examples: AppendixJExample[] }>('regz-appendix-j-examples.json');
