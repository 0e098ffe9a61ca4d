// Shared setup of the change of information tests: live and other contracts at Riverside written
// straight to the database, the request bodies of each kind, and readers of what a request left.
import { addBusinessDays, businessToday } from '../../../src/shared/calendar';
import { addDays, dayOfMonth, type IsoDate } from '../../../src/shared/dates';
import type { Db } from '../../../src/server/db/database';
import type { NewContract } from '../../../src/server/db/schema-contracts';
import { facilityIdOf, insertContract, RIVERSIDE } from '../resources/resource-fixtures';

export const COI = '/api/crud/change_of_information';
export const today = businessToday();

export const pendingUrl = (contractId: number) =>
  `${COI}?contract_id=${contractId}&ne_ebcs_transmission_status=RECONCILED&limit=1&orderby=-created_on`;

/** A live monthly account at Riverside with a customer on file. */
export async function liveContract(db: Db, values: Partial<NewContract> = {}) {
  return insertContract(db, {
    facility_id: await facilityIdOf(db, RIVERSIDE),
    status: 'ACTIVE',
    billing_cycle: 'monthly',
    ebcs_account_number: 'EB00012345',
    client_internal_acct_number: 'RAH-7781',
    customer_first_name: 'Ava',
    customer_last_name: 'Garcia',
    customer_address1: '18 Birch Road',
    customer_city: 'Dayton',
    customer_st: 'OH',
    customer_zip: '45402',
    customer_phone2: '(937)555-0199',
    customer_date_of_birth: '1984-03-09',
    customer_email: 'ava.garcia@example.com',
    next_payment_due_date: addDays(today, 10),
    ...values,
  });
}

export const personalChange = (contractId: number) => ({
  contract_id: contractId,
  is_personal_info_change: true,
  customer_first_name: 'Ava',
  customer_last_name: 'Smith',
  customer_address1: '77 Lake Drive',
  customer_city: 'Kettering',
  customer_st: 'OH',
  customer_zip: '45429',
  customer_phone2: '(937)555-0199',
  customer_date_of_birth: '1984-03-09',
  customer_email: 'ava.smith@example.com',
});

export const cancellation = (contractId: number, date: IsoDate = addBusinessDays(today, 3)) => ({
  contract_id: contractId,
  is_cancellation: true,
  reason_for_cancel: '1',
  date_of_cancel: date,
});

/** The next day of the month a monthly account may be billed on (1, 5, 10, 15, 20 or 25), after today. */
export function nextBillingDay(after: IsoDate = today): IsoDate {
  let day = addDays(after, 1);
  while (![1, 5, 10, 15, 20, 25].includes(dayOfMonth(day))) day = addDays(day, 1);
  return day;
}

export const billingDateChange = (contractId: number, date: IsoDate = nextBillingDay()) => ({
  contract_id: contractId,
  is_billing_date_change: true,
  next_payment_due_date: date,
});

export const changesOf = (db: Db, contractId: number) =>
  db
    .selectFrom('change_of_information')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();

export const transmitJobs = (db: Db) =>
  db.selectFrom('jobs').selectAll().where('kind', '=', 'servicer.transmit').orderBy('id').execute();

export const contractOf = (db: Db, id: number) =>
  db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const notesOf = (db: Db, id: number) =>
  db.selectFrom('contract_notes').selectAll().where('contract_id', '=', id).orderBy('id').execute();
