// A practice's worth of history at Riverside Animal Hospital: about 150 more contracts over the last two
// years in every status, so the contract list scrolls past a page and its sorts and searches mean
// something. It runs in every integration test's seed, so it is kept cheap: the agreement figures are
// computed once per (cash, down, payments) combination, the rows go in a few multi-row inserts, and no
// secret is stored (no SSN, no payment method), so nothing is encrypted.
import type { Insertable, Transaction } from 'kysely';
import type { BanksTable, CardsTable } from '../schema-contracts';
import { LIVE, SIGNED_OR_LATER, statusIn, SUBMITTED } from '../../../../machines/contract-lifecycle.types';
import { computeAgreement } from '../../../shared/agreement';
import { businessToday } from '../../../shared/calendar';
import { addDays } from '../../../shared/dates';
import { contractColumnsOf } from '../../repositories/contracts/contract-mapping';
import { createFieldEncryption } from '../../security';
import type { Database } from '../schema';

export const VOLUME_CONTRACT_COUNT = 150;
const DAY = 86_400_000;
const CHUNK = 50;

// prettier-ignore
const FIRST = ['Aiden', 'Amelia', 'Caleb', 'Chloe', 'Daniel', 'Ella', 'Gabriel', 'Hannah', 'Isaac', 'Julia',
  'Kevin', 'Layla', 'Mason', 'Nora', 'Owen', 'Paige', 'Rosa', 'Riley', 'Samuel', 'Tessa', 'Victor', 'Wendy',
  'Xavier', 'Yara', 'Zoe', 'Brandon', 'Delia', 'Felix', 'Gloria', 'Hector'];
// Last names no hand-written demo contract uses, so a search for a demo customer finds just them; 30
// first and 41 last names pair up without a repeat over the 150 contracts.
// prettier-ignore
const LAST = ['Abbott', 'Barnes', 'Castillo', 'Dawson', 'Ellison', 'Fleming', 'Gallagher', 'Hartley', 'Ingram',
  'Jacobs', 'Keller', 'Lambert', 'Mercer', 'Navarro', 'Ortega', 'Preston', 'Quintero', 'Ramsey', 'Sandoval',
  'Thornton', 'Underwood', 'Valdez', 'Whitaker', 'Yates', 'Zimmerman', 'Beckett', 'Crawford', 'Donovan',
  'Everett', 'Fitzgerald', 'Griffin', 'Holloway', 'Irving', 'Jennings', 'Kendall', 'Lowell', 'Maddox',
  'Norwood', 'Osborne', 'Pruitt', 'Rutledge'];
const PETS: [string, string][] = [
  ['Dog', 'Bailey'],
  ['Cat', 'Simba'],
  ['Dog', 'Toby'],
  ['Cat', 'Nala'],
  ['Rabbit', 'Pip'],
];
/** (cash, down, payments): the few plans a practice writes most. */
const PLANS: [number, number, number][] = [
  [600, 100, 6],
  [1200, 200, 10],
  [2500, 300, 12],
  [4800, 500, 24],
];

type Kind = { status: string; csr?: string; deleted?: boolean; newest: number; oldest: number };
/** Statuses in the share a practice sees: many live accounts, a few waiting, some rejected or deleted. */
const KINDS: Kind[] = [
  { status: 'ACTIVE', newest: 45, oldest: 720 },
  { status: 'ACTIVE', newest: 45, oldest: 720 },
  { status: 'ACTIVE', newest: 45, oldest: 720 },
  { status: 'INCOMPLETE', newest: 1, oldest: 40 },
  { status: 'INCOMPLETE', csr: 'WAITING AUTHORIZATION', newest: 1, oldest: 20 },
  { status: 'WAITING E-SIGNATURE', csr: 'COMPLETED', newest: 1, oldest: 30 },
  { status: 'WAITING CONTRACT UPLOAD', newest: 1, oldest: 30 },
  { status: 'WAITING AGREEMENT APPLICATION', newest: 1, oldest: 30 },
  { status: 'SIGNED', csr: 'COMPLETED', newest: 3, oldest: 20 },
  { status: 'ACTIVE', newest: 45, oldest: 720 },
  { status: 'REJECTED', csr: 'COMPLETED', newest: 2, oldest: 700 },
  { status: 'PROCESS FEE DECLINED', newest: 2, oldest: 400 },
  { status: 'INCOMPLETE', deleted: true, newest: 5, oldest: 700 },
  { status: 'WAITING E-SIGNATURE', deleted: true, newest: 5, oldest: 500 },
  { status: 'ACTIVE', newest: 45, oldest: 720 },
];

/** The stored columns of each plan, computed once (the dates are set per contract). */
function planColumns(plan: [number, number, number], agreementDate: string) {
  const [cash, down, payments] = plan;
  const terms = {
    agreement_date: agreementDate,
    billing_cycle: 'monthly' as const,
    cash_price: cash,
    down_payment: down,
    finance_rate_percent: 9.9,
    number_of_payments: payments,
    first_payment_due_date: addDays(agreementDate, 30),
    processing_fee: 25,
  };
  const figures = computeAgreement({ ...terms, fee: null });
  const {
    schedule: _s,
    apr_unrounded: _a,
    sales_tax_percent: _t,
    last_payment_date: _l,
    ...stored
  } = figures;
  return contractColumnsOf({
    ...terms,
    ...stored,
    agreement_code: 'PP',
    agreement_description: 'Payment Plan',
    contract_type: 1,
    customer_city: 'Springfield',
    customer_st: 'OH',
    customer_zip: '45502',
  });
}

/** The New York calendar day of a moment, near enough for demo data (businessToday is slow per call). */
const dayOf = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10);

export async function seedContractVolume(
  trx: Transaction<Database>,
  facilityIds: Record<string, number>,
  encryptionKey: string,
  now: string,
): Promise<void> {
  const facilityId = facilityIds['riverside-main'];
  const staff = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'create@example.com')
    .executeTakeFirst();
  const seedDay = businessToday(new Date(now));
  const plans = PLANS.map((plan) => planColumns(plan, seedDay));
  const rows = Array.from({ length: VOLUME_CONTRACT_COUNT }, (_, i) => {
    const kind = KINDS[i % KINDS.length];
    // Spread over the kind's age range, deterministically.
    const daysAgo = kind.newest + ((i * 37) % (kind.oldest - kind.newest + 1));
    const ms = Date.parse(now) - daysAgo * DAY - (i % 9) * 3_600_000;
    const at = new Date(ms).toISOString();
    const agreementDate = dayOf(ms);
    const planIndex = (i * 3) % PLANS.length;
    const first = FIRST[(i * 7) % FIRST.length];
    const last = LAST[(i * 11) % LAST.length];
    const pet = PETS[i % PETS.length];
    const live = statusIn(LIVE, kind.status);
    const submitted = statusIn(SUBMITTED, kind.status) || statusIn(SIGNED_OR_LATER, kind.status);
    return {
      ...plans[planIndex],
      ...contractColumnsOf({
        agreement_date: agreementDate,
        first_payment_due_date: addDays(agreementDate, 30),
        procedure_description: `Treatment for ${pet[1]}`,
        customer_first_name: first,
        customer_last_name: last,
        customer_address1: `${200 + i * 3} Oak Avenue`,
        customer_phone2: `(614)555-${String(2000 + i)}`,
        customer_email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
        customer_type_of_pet: pet[0],
        customer_name_of_pet: pet[1],
        is_new_customer: i % 3 === 0,
        csr_status: kind.csr ?? null,
        credit_timestamp: kind.csr === 'COMPLETED' ? at : null,
        charged_on: submitted || live ? at : null,
        submitted_on: submitted ? at : null,
        signed_on: statusIn(SIGNED_OR_LATER, kind.status) ? at : null,
        processed_on: live ? at : null,
        rejected_on: kind.status === 'REJECTED' ? at : null,
        rewrite_allowed: live,
        ebcs_account_number: live ? `EB3${String(10000 + i * 13).padStart(5, '0')}` : null,
        is_deleted: kind.deleted === true,
        reason_for_cancel: kind.deleted ? '2' : null,
        deleted_on: kind.deleted ? at : null,
      }),
      facility_id: facilityId,
      status: kind.status,
      created_by: staff?.id ?? null,
      created_on: at,
      modified_on: at,
    };
  });
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('contracts')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
  await seedVolumeMethods(trx, encryptionKey);
}

/**
 * The live volume accounts' payment methods, which decide what the servicing engine makes of them
 * (sandbox bank test accounts, providers/odfi/README.md): every 5th pays by card, every 7th has a bank
 * account whose debits return R01 and pay when re-presented, every 13th one whose debits always return
 * R01 (late, then missed payments); the others pay.
 */
async function seedVolumeMethods(trx: Transaction<Database>, encryptionKey: string) {
  const enc = createFieldEncryption(encryptionKey);
  const live = await trx
    .selectFrom('contracts')
    .select(['id', 'customer_first_name', 'customer_last_name'])
    .where('ebcs_account_number', 'like', 'EB3%')
    .orderBy('id')
    .execute();
  const banks: Insertable<BanksTable>[] = [];
  const cards: Insertable<CardsTable>[] = [];
  for (const c of live) {
    const first = c.customer_first_name ?? '';
    const last = c.customer_last_name ?? '';
    if (c.id % 5 === 0) {
      const number = '4242424242424242';
      cards.push({
        contract_id: c.id,
        card_number_encrypted: enc.encryptField(number),
        card_number_last4: number.slice(-4),
        card_number_fingerprint: enc.fieldFingerprint(number),
        expiration: '1230',
        name_on_card: `${first} ${last}`,
        holder_first_name: first,
        holder_middle_initial: null,
        holder_last_name: last,
        business_name: null,
        street_number: null,
        zip_code: '45502',
        preferred: 1 as const,
        charge_declined_on: null,
      });
      continue;
    }
    const account =
      c.id % 13 === 0 ? '4000000111' : c.id % 7 === 0 ? '4000000101' : `0031${String(c.id).padStart(6, '0')}`;
    banks.push({
      contract_id: c.id,
      bank_name: 'JPMORGAN CHASE BANK, NA',
      aba_number: '021000021',
      account_number_encrypted: enc.encryptField(account),
      account_number_last4: account.slice(-4),
      first_name_on_account: first,
      middle_initial_on_account: null,
      last_name_on_account: last,
      is_savings_account: 0,
      is_business_account: 0,
      business_name_on_account: null,
      preferred: 1 as const,
    });
  }
  for (let i = 0; i < banks.length; i += CHUNK)
    await trx
      .insertInto('banks')
      .values(banks.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < cards.length; i += CHUNK)
    await trx
      .insertInto('cards')
      .values(cards.slice(i, i + CHUNK))
      .execute();
}
