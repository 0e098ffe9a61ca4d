// Helpers for building payment plans in the APR and schedule tests.
import { addDays, addMonths, type IsoDate } from '../../src/shared/dates';
import type { BillingCycle } from '../../src/shared/facility';

/** The advance one regular unit-period before the first payment (no odd first period). */
export function regularAdvance(first: IsoDate, cycle: BillingCycle): IsoDate {
  if (cycle === 'weekly') return addDays(first, -7);
  if (cycle === 'biweekly') return addDays(first, -14);
  if (cycle === 'twice_per_month') return addDays(first, -15);
  return addMonths(first, -{ monthly: 1, quarterly: 3, twice_per_year: 6, yearly: 12 }[cycle]);
}
