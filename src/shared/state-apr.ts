// The state maximum APR (spec §5 Agreement: "Cannot exceed {state} state maximum of {percent}"),
// from the taxes-by-state lookup (spec §3 Lookups).
import type { StateTax } from './session';

/** The lookup row for a state code (case and spaces ignored), or null when blank or unknown. */
export function stateMaxApr(taxes: StateTax[], st: string | null | undefined): StateTax | null {
  const code = (st ?? '').trim().toUpperCase();
  if (code === '') return null;
  return taxes.find((t) => t.code.trim().toUpperCase() === code) ?? null;
}

/** Whether an APR is over the state's maximum; never for a select contract (spec §5). */
export function exceedsStateMaxApr(apr: number, tax: StateTax | null, isSelect: boolean): boolean {
  return !isSelect && tax !== null && apr > tax.max_interest_rate;
}
