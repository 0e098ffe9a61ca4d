// The rows of the contract-list benchmark, made deterministically (same seed, same rows): contracts in
// the statuses a practice sees by their age, names weighted like common US last names, created over
// three years, a few deleted, some live accounts late; and the payments of the live accounts.
import type { Insertable } from 'kysely';
import type { ContractStatus } from '../../../machines/contract-lifecycle.types';
import { addDays, addMonths, diffDays } from '../../../src/shared/dates';
import type { ContractsTable, PaymentsTable } from '../../../src/server/db/schema-contracts';

export const FACILITY_COUNT = 50;
export const CONTRACT_COUNT = 100_000;
export const PAYMENT_COUNT = 1_000_000;
const YEARS = 3;

/** mulberry32: a small seeded generator, so two runs make the same database. */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  /** One of the keys, with the given weights. */
  const weighted = <T extends string>(weights: readonly (readonly [T, number])[]): T => {
    const total = weights.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of weights) if ((r -= w) < 0) return value;
    return weights[weights.length - 1][0];
  };
  return { next, int, pick, weighted };
}
export type Random = ReturnType<typeof randomFrom>;

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes',
  'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham',
  'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens',
  'Harrison', 'Fernandez', 'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen',
];
// prettier-ignore
const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen',
  'Christopher', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret',
  'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna', 'Joshua', 'Michelle',
  'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'Timothy', 'Deborah', 'Ronald', 'Stephanie',
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Lucas', 'Mia', 'Mason',
];
const AGREEMENTS = [
  'Surgery',
  'Dental cleaning',
  'Orthodontics',
  'Emergency care',
  'Wellness plan',
  'Implants',
];
const TERMS = [6, 12, 18, 24, 36] as const;

/** Name weights fall off like real surname frequencies (Smith about ten times Chen). */
const NAME_WEIGHTS = LAST_NAMES.map((name, i) => [name, 1 / Math.sqrt(i + 1)] as const);

/** Young contracts are still being written or signed; older ones are live accounts or ended. */
function statusByAge(r: Random, ageDays: number): ContractStatus {
  if (ageDays < 14)
    return r.weighted([
      ['INCOMPLETE', 35],
      ['WAITING E-SIGNATURE', 20],
      ['WAITING CONTRACT UPLOAD', 8],
      ['WAITING AGREEMENT APPLICATION', 7],
      ['SIGNED', 15],
      ['REJECTED', 10],
      ['PROCESS FEE DECLINED', 5],
    ]);
  return r.weighted([
    ['ACTIVE', 70],
    ['COLLECT', 6],
    ['REJECTED', 12],
    ['PROCESS FEE DECLINED', 2],
    ['INCOMPLETE', 6],
    ['SIGNED', 2],
    ['WAITING E-SIGNATURE', 2],
  ]);
}

export type BenchContract = Insertable<ContractsTable>;

/** One contract at a facility, created `ageDays` before `today` (a business date). */
function contractOf(
  r: Random,
  facilityId: number,
  today: string,
  ageDays: number,
  serial: number,
): BenchContract {
  const created = addDays(today, -ageDays);
  const createdOn = `${created}T${String(r.int(12, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}.000Z`;
  const modified = addDays(created, Math.min(ageDays, r.int(0, 30)));
  const status = statusByAge(r, ageDays);
  const live = status === 'ACTIVE' || status === 'COLLECT';
  const n = r.pick(TERMS);
  const financed = Math.round(300 + r.next() ** 2 * 14_700) * 100;
  const apr = r.pick([0, 0, 7.9, 9.9, 12.5]);
  const totalOfPayments = Math.round(financed * (1 + ((apr / 100) * n) / 24));
  const payment = Math.ceil(totalOfPayments / n);
  const first = r.pick(FIRST_NAMES);
  const last = r.weighted(NAME_WEIGHTS);
  const firstDue = addDays(created, 30);
  const paid = live ? Math.max(0, Math.min(n, Math.floor(diffDays(firstDue, today) / 30.44) + 1)) : 0;
  const daysLate =
    status === 'COLLECT'
      ? r.int(60, 180)
      : status === 'ACTIVE' && paid < n && r.next() < 0.08
        ? r.int(1, 59)
        : 0;
  const deleted = r.next() < 0.03;
  return {
    facility_id: facilityId,
    // The demo's types (1 Standard, 2 Select), so the reports that count only a facility's listed
    // types (spec §3: Summary, Analysis, Remittance) read the bench book; from the serial, so the
    // seeded random rows stay the same.
    contract_type: serial % 10 === 0 ? 2 : 1,
    status,
    customer_first_name: first,
    customer_last_name: last,
    customer_email: `${first}.${last}.${serial}@example.com`.toLowerCase(),
    customer_phone1: `(${r.int(200, 989)})555-${String(r.int(0, 9999)).padStart(4, '0')}`,
    customer_city: 'Springfield',
    customer_st: 'OH',
    agreement_description: r.pick(AGREEMENTS),
    number_of_payments: n,
    financed_amount_cents: financed,
    payment_amount_cents: payment,
    total_of_payments_cents: totalOfPayments,
    apr,
    is_select: r.next() < 0.2 ? 1 : 0,
    csr_status: status === 'INCOMPLETE' && r.next() < 0.3 ? 'WAITING AUTHORIZATION' : null,
    ebcs_account_number: live ? `B${String(serial).padStart(8, '0')}` : null,
    client_internal_acct_number: `P-${r.int(10_000, 99_999)}`,
    first_payment_due_date: firstDue,
    next_payment_due_date: live && paid < n ? addMonths(firstDue, paid) : null,
    remaining_num_of_payments: live ? n - paid : null,
    remaining_agreement_balance_cents: live ? Math.max(0, totalOfPayments - paid * payment) : null,
    days_late: live ? daysLate : null,
    is_deleted: deleted ? 1 : 0,
    deleted_on: deleted ? `${modified}T18:00:00.000Z` : null,
    created_on: createdOn,
    modified_on: `${modified}T18:00:00.000Z`,
  };
}

/**
 * Every contract, oldest first (ids then follow creation as in a real database). Facility 0 of the
 * list gets about 2,000 (the benchmark's user works there); the others 1,500 to 2,500.
 */
export function benchContracts(facilityIds: number[], today: string, seed = 2026): BenchContract[] {
  const r = randomFrom(seed);
  const weights = facilityIds.map((_, i) => (i === 0 ? 1 : 0.75 + 0.5 * r.next()));
  const total = weights.reduce((s, w) => s + w, 0);
  const contracts: { age: number; row: BenchContract }[] = [];
  facilityIds.forEach((facilityId, i) => {
    const count = Math.round((CONTRACT_COUNT * weights[i]) / total);
    for (let k = 0; k < count && contracts.length < CONTRACT_COUNT; k++) {
      const age = r.int(0, YEARS * 365);
      contracts.push({ age, row: contractOf(r, facilityId, today, age, contracts.length + 1) });
    }
  });
  while (contracts.length < CONTRACT_COUNT) {
    const age = r.int(0, YEARS * 365);
    contracts.push({ age, row: contractOf(r, facilityIds[1], today, age, contracts.length + 1) });
  }
  return contracts
    .sort((a, b) => String(a.row.created_on).localeCompare(String(b.row.created_on)))
    .map((c) => c.row);
}

export type BenchPayment = Insertable<PaymentsTable>;

/** The scheduled debits, returns and fees of one live account up to `today`. */
function paymentsOf(r: Random, contractId: number, c: BenchContract, today: string): BenchPayment[] {
  const rows: BenchPayment[] = [];
  const n = Number(c.number_of_payments);
  const remaining = Number(c.remaining_num_of_payments ?? 0);
  const type = r.next() < 0.7 ? 'ACH' : 'CARD';
  const first = String(c.first_payment_due_date);
  const at = (date: string) => `${date}T14:00:00.000Z`;
  for (let k = 0; k < n - remaining; k++) {
    const date = addMonths(first, k);
    if (date > today) break;
    const returned = r.next() < 0.02 && addDays(date, 3) <= today;
    rows.push({
      contract_id: contractId,
      date,
      amount_cents: Number(c.payment_amount_cents),
      type,
      returned_on: returned ? addDays(date, 3) : null,
      return_reason: returned ? 'R01 Insufficient funds' : null,
      return_amount_cents: returned ? Number(c.payment_amount_cents) : null,
      created_on: at(date),
    });
    if (returned) {
      const feeDate = addDays(date, 3);
      rows.push({ ...feeRow(contractId, feeDate, 'RETURN FEE', 2500), created_on: at(feeDate) });
    }
  }
  if (Number(c.days_late) > 0) {
    for (let late = 10; late <= Number(c.days_late); late += 30) {
      const date = addDays(today, late - Number(c.days_late));
      rows.push({ ...feeRow(contractId, date, 'LATE FEE', 1500), created_on: at(date) });
    }
  }
  return rows;
}

const feeRow = (contractId: number, date: string, type: string, cents: number) => ({
  contract_id: contractId,
  date,
  amount_cents: cents,
  type,
  returned_on: null,
  return_reason: null,
  return_amount_cents: null,
});

/**
 * Exactly PAYMENT_COUNT payments of the live accounts, in date order as they would have been recorded;
 * the schedules give about that many, extra payments taken at the practice or the oldest debits
 * make up the difference.
 */
export function benchPayments(
  live: { id: number; row: BenchContract }[],
  today: string,
  seed = 7,
): BenchPayment[] {
  const r = randomFrom(seed);
  const rows = live.flatMap((c) => paymentsOf(r, c.id, c.row, today));
  while (rows.length < PAYMENT_COUNT) {
    const c = r.pick(live);
    const date = addDays(
      today,
      -r.int(1, Math.max(1, diffDays(String(c.row.first_payment_due_date), today))),
    );
    rows.push({
      ...feeRow(c.id, date, 'PRACTICE', Number(c.row.payment_amount_cents)),
      created_on: `${date}T16:00:00.000Z`,
    });
  }
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return rows.slice(rows.length - PAYMENT_COUNT);
}
