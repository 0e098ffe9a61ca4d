// Demo contracts across the demo facilities in the statuses a practice sees (spec §4): being written,
// waiting for the customer, signed, live, rejected, fee declined and deleted; with encrypted payment
// methods, history rows and notes, written as the contract service would have left them. The live
// accounts at Riverside reach each turn of the rewrite flow (spec §4): no payoff (Garcia), a payoff with
// collection fees (Payoff), a payoff whose next debit is too soon to stop (Nextdebit), and a COLLECT
// account the servicer does not allow to be rewritten (Collect). Grace Fullpay is paid in full. Live
// accounts are boarded on their agreement day; the servicing engine then services them up to the seed
// day (seed/index.ts), so their payments, returns, fees and statuses are the engine's.
import type { Transaction } from 'kysely';
import {
  LIVE,
  SIGNED_OR_LATER,
  statusIn,
  SUBMITTED,
  type LifecycleAction,
} from '../../../../machines/contract-lifecycle.types';
import { nextContractState, type LifecycleContract } from '../../../../machines/contract-state';
import { computeAgreement } from '../../../shared/agreement';
import { businessToday } from '../../../shared/calendar';
import { addDays, addMonths } from '../../../shared/dates';
import { allowedFirstPaymentDates } from '../../../shared/first-payment';
import { createFieldEncryption, type FieldEncryption } from '../../security';
import { contractColumnsOf } from '../../repositories/contracts/contract-mapping';
import type { Database } from '../schema';

interface ContractSeed {
  facility: string;
  first: string;
  last: string;
  pet?: [string, string];
  status: string;
  daysAgo: number;
  cash: number;
  down: number;
  payments: number;
  csr?: 'WAITING AUTHORIZATION' | 'COMPLETED' | 'SKIPPED';
  charged?: boolean;
  deleted?: string;
  method?: 'card' | 'bank' | 'both';
  declined?: boolean;
  note?: string;
  /** The bank account number: a sandbox bank test account (providers/odfi/README.md) gives its turn. */
  account?: string;
  /** Whether the servicer lets the account be rewritten (spec §4 Rewrite flow); yes by default. */
  rewrite?: boolean;
  /**
   * The first payment due date as [months, days] from the seed day, so the next debit falls where the
   * demo needs it however long after seeding it is used: [-2, 0] puts an installment on the seed day
   * (a card, charged at that day's close of business: too soon to stop, spec §4 Rewrite flow); [-2, 14]
   * puts the next one about two weeks ahead.
   */
  firstDue?: [number, number];
}

// prettier-ignore
const SEEDS: ContractSeed[] = [
  { facility: 'riverside-main', first: 'Olivia', last: 'Bennett', pet: ['Dog', 'Max'], status: 'INCOMPLETE', daysAgo: 0, cash: 850, down: 100, payments: 6 },
  { facility: 'riverside-main', first: 'Liam', last: 'Carter', pet: ['Cat', 'Luna'], status: 'INCOMPLETE', daysAgo: 1, cash: 2400, down: 400, payments: 12, csr: 'WAITING AUTHORIZATION', method: 'card' },
  { facility: 'riverside-main', first: 'Emma', last: 'Diaz', pet: ['Dog', 'Cooper'], status: 'WAITING E-SIGNATURE', daysAgo: 2, cash: 3200, down: 500, payments: 18, csr: 'COMPLETED', charged: true, method: 'both', note: 'Customer will sign tonight from home.' },
  { facility: 'riverside-main', first: 'Noah', last: 'Foster', pet: ['Dog', 'Bella'], status: 'SIGNED', daysAgo: 5, cash: 1500, down: 250, payments: 10, csr: 'COMPLETED', charged: true, method: 'card' },
  { facility: 'riverside-main', first: 'Ava', last: 'Garcia', pet: ['Cat', 'Oliver'], status: 'ACTIVE', daysAgo: 40, cash: 4200, down: 600, payments: 24, csr: 'COMPLETED', charged: true, method: 'bank' },
  { facility: 'riverside-main', first: 'Ethan', last: 'Hughes', pet: ['Dog', 'Rocky'], status: 'REJECTED', daysAgo: 3, cash: 5200, down: 0, payments: 24, csr: 'COMPLETED', note: 'Declined by the credit check; adverse letter mailed.' },
  { facility: 'riverside-main', first: 'Mia', last: 'Irwin', pet: ['Cat', 'Milo'], status: 'PROCESS FEE DECLINED', daysAgo: 4, cash: 900, down: 100, payments: 8, csr: 'SKIPPED', method: 'card', declined: true },
  { facility: 'riverside-main', first: 'Lucas', last: 'Jensen', pet: ['Dog', 'Daisy'], status: 'INCOMPLETE', daysAgo: 6, cash: 700, down: 0, payments: 6, deleted: '2', note: 'Duplicate of an earlier contract.' },
  { facility: 'riverside-east', first: 'Sophia', last: 'Kim', pet: ['Rabbit', 'Clover'], status: 'WAITING CONTRACT UPLOAD', daysAgo: 2, cash: 1100, down: 100, payments: 10, charged: true, method: 'card' },
  { facility: 'bright-smiles', first: 'James', last: 'Lopez', status: 'ACTIVE', daysAgo: 60, cash: 3600, down: 600, payments: 18, csr: 'COMPLETED', charged: true, method: 'both' },
  { facility: 'bright-smiles', first: 'Isabella', last: 'Morgan', status: 'INCOMPLETE', daysAgo: 0, cash: 1800, down: 300, payments: 12, csr: 'COMPLETED', method: 'card' },
  { facility: 'summit-auto', first: 'Benjamin', last: 'Nash', status: 'SIGNED', daysAgo: 8, cash: 1250, down: 250, payments: 6, charged: true, method: 'card' },
  { facility: 'riverside-main', first: 'Noah', last: 'Payoff', pet: ['Dog', 'Buddy'], status: 'ACTIVE', daysAgo: 90, cash: 3000, down: 300, payments: 18, csr: 'COMPLETED', charged: true, method: 'bank', account: '4000000101', firstDue: [-2, 14] },
  { facility: 'riverside-main', first: 'Mia', last: 'Nextdebit', pet: ['Cat', 'Chloe'], status: 'ACTIVE', daysAgo: 70, cash: 2600, down: 200, payments: 12, csr: 'COMPLETED', charged: true, method: 'card', firstDue: [-2, 0] },
  { facility: 'riverside-main', first: 'Liam', last: 'Collect', pet: ['Dog', 'Duke'], status: 'ACTIVE', daysAgo: 200, cash: 1900, down: 100, payments: 12, csr: 'COMPLETED', charged: true, method: 'bank', account: '4000000111', rewrite: false },
  { facility: 'demo', first: 'Charlotte', last: 'Owens', pet: ['Dog', 'Sadie'], status: 'WAITING E-SIGNATURE', daysAgo: 1, cash: 2000, down: 200, payments: 12, csr: 'COMPLETED', charged: true, method: 'card' },
  // Every payment made (payment-histories.ts): paid in full, the paid-in-full email not yet sent.
  { facility: 'riverside-main', first: 'Grace', last: 'Fullpay', pet: ['Cat', 'Pepper'], status: 'ACTIVE', daysAgo: 240, cash: 900, down: 100, payments: 6, csr: 'COMPLETED', charged: true, method: 'bank' },
];

const PROCESSING_FEE = 25;

function contractFields(
  s: ContractSeed,
  i: number,
  agreementDate: string,
  at: string,
  enc: FieldEncryption,
  userId: number | null,
  seedDay: string,
) {
  const first = s.firstDue
    ? addDays(addMonths(seedDay, s.firstDue[0]), s.firstDue[1])
    : allowedFirstPaymentDates({
        today: agreementDate,
        agreementDate,
        cycle: 'monthly',
        maxDaysInFuture: 45,
      })[0];
  const terms = {
    agreement_code: 'PP',
    agreement_date: agreementDate,
    billing_cycle: 'monthly' as const,
    cash_price: s.cash,
    down_payment: s.down,
    finance_rate_percent: 9.9,
    number_of_payments: s.payments,
    first_payment_due_date: first,
    processing_fee: PROCESSING_FEE,
  };
  const figures = computeAgreement({ ...terms, fee: null });
  const {
    schedule: _schedule,
    apr_unrounded: _apr,
    sales_tax_percent: _tax,
    last_payment_date: _last,
    ...stored
  } = figures;
  const ssn = `${String(700 + i).padStart(3, '0')}12${String(3400 + i)}`;
  const csrDone = s.csr === 'COMPLETED';
  const live = statusIn(LIVE, s.status);
  return {
    ...contractColumnsOf({
      ...terms,
      ...stored,
      agreement_description: 'Payment Plan',
      contract_type: 1,
      procedure_description: s.pet ? `Surgery for ${s.pet[1]}` : 'Treatment plan',
      customer_first_name: s.first,
      customer_last_name: s.last,
      customer_address1: `${100 + i * 7} Main Street`,
      customer_city: 'Springfield',
      customer_st: 'OH',
      customer_zip: '45501',
      customer_phone2: `(937)555-01${String(10 + i)}`,
      customer_email: `${s.first.toLowerCase()}.${s.last.toLowerCase()}@example.com`,
      customer_date_of_birth: `19${70 + i}-0${(i % 9) + 1}-15`,
      customer_type_of_pet: s.pet?.[0] ?? null,
      customer_name_of_pet: s.pet?.[1] ?? null,
      is_new_customer: i % 2 === 0,
      csr_status: s.csr === 'SKIPPED' ? null : (s.csr ?? null),
      csr_skipped: s.csr === 'SKIPPED',
      credit_grade: csrDone ? (s.status === 'REJECTED' ? 'E' : 'A') : null,
      credit_recommendation: csrDone ? (s.status === 'REJECTED' ? 'DECLINE' : 'APPROVE') : null,
      credit_timestamp: csrDone ? at : null,
      charged_on: s.charged ? at : null,
      submitted_on: statusIn(SUBMITTED, s.status) || statusIn(SIGNED_OR_LATER, s.status) ? at : null,
      signed_on: statusIn(SIGNED_OR_LATER, s.status) ? at : null,
      processed_on: live ? at : null,
      rejected_on: s.status === 'REJECTED' ? at : null,
      rejected_by_user_id: s.status === 'REJECTED' ? userId : null,
      signing_method: s.status.startsWith('WAITING E') ? 'email' : null,
      rewrite_allowed: live && (s.rewrite ?? true),
      ebcs_account_number: live ? `EB${100200 + i}` : null,
      is_deleted: s.deleted !== undefined,
      reason_for_cancel: s.deleted ?? null,
      deleted_on: s.deleted ? at : null,
      deleted_by_user_id: s.deleted ? userId : null,
    }),
    customer_ssn_encrypted: enc.encryptField(ssn),
    customer_ssn_fingerprint: enc.fieldFingerprint(ssn),
  };
}

async function addMethods(
  trx: Transaction<Database>,
  s: ContractSeed,
  contractId: number,
  at: string,
  enc: FieldEncryption,
) {
  if (s.method === 'card' || s.method === 'both') {
    const number = s.declined ? '4000000000000002' : '4111111111111111';
    await trx
      .insertInto('cards')
      .values({
        contract_id: contractId,
        card_number_encrypted: enc.encryptField(number),
        card_number_last4: number.slice(-4),
        card_number_fingerprint: enc.fieldFingerprint(number),
        expiration: '1229',
        name_on_card: `${s.first} ${s.last}`,
        holder_first_name: s.first,
        holder_middle_initial: null,
        holder_last_name: s.last,
        business_name: null,
        street_number: null,
        zip_code: '45501',
        preferred: 1,
        charge_declined_on: s.declined ? at : null,
      })
      .execute();
  }
  if (s.method === 'bank' || s.method === 'both') {
    const account = s.account ?? `0009${String(contractId).padStart(6, '0')}`;
    await trx
      .insertInto('banks')
      .values({
        contract_id: contractId,
        bank_name: 'JPMORGAN CHASE BANK, NA',
        aba_number: '021000021',
        account_number_encrypted: enc.encryptField(account),
        account_number_last4: account.slice(-4),
        first_name_on_account: s.first,
        middle_initial_on_account: null,
        last_name_on_account: s.last,
        is_savings_account: 0,
        is_business_account: 0,
        business_name_on_account: null,
        preferred: s.method === 'bank' ? 1 : 0,
      })
      .execute();
  }
}

/** The actions each demo contract went through to reach its status (spec §4). */
const ACTIONS_TO: Record<string, LifecycleAction[]> = {
  'WAITING E-SIGNATURE': ['request-signature'],
  'WAITING CONTRACT UPLOAD': ['PRINT'],
  SIGNED: ['request-signature', 'customer.signed'],
  ACTIVE: ['request-signature', 'customer.signed', 'servicer.boarded'],
  COLLECT: ['request-signature', 'customer.signed', 'servicer.boarded', 'servicer.collect'],
  REJECTED: ['REJECT'],
  'PROCESS FEE DECLINED': ['DECLINE'],
};

/**
 * The status path each demo contract took, for its history rows: each step's status is where the
 * lifecycle chart leads (nextContractState), from a contract whose CSR is complete, billing complete
 * and processing fee settled (due, for the declined one).
 */
function pathTo(s: ContractSeed): [string, string, string][] {
  const actions: LifecycleAction[] = [
    ...(ACTIONS_TO[s.status] ?? []),
    ...(s.deleted ? ['contract.delete' as const] : []),
  ];
  let contract: LifecycleContract = {
    status: 'INCOMPLETE',
    is_deleted: false,
    is_select: false,
    csr_status: 'COMPLETED',
    csr_skipped: false,
    processing_fee_required: s.status === 'PROCESS FEE DECLINED',
    cc_is_chargeable: true,
    charged_on: null,
    agreement_date: '2026-01-01',
    edit_allowed: true,
    delete_allowed: true,
    rewrite_allowed: true,
    current_rewrite_id: null,
    billing_complete: true,
    facility: { csr: true },
  };
  return actions.map((action) => {
    const next = nextContractState(contract, action);
    if (!next) throw new Error(`Demo seed: the lifecycle refuses ${action} in ${contract.status}`);
    const step: [string, string, string] = [contract.status, next.status, action];
    contract = { ...contract, status: next.status, is_deleted: next.is_deleted };
    return step;
  });
}

export async function seedContracts(
  trx: Transaction<Database>,
  facilityIds: Record<string, number>,
  encryptionKey: string,
  now: string,
): Promise<void> {
  const enc = createFieldEncryption(encryptionKey);
  const staff = await trx.selectFrom('users').select(['id', 'email']).execute();
  const userOf = (email: string) => staff.find((u) => u.email === email)?.id ?? null;
  const seedDay = businessToday(new Date(now));
  for (const [i, s] of SEEDS.entries()) {
    const at = new Date(Date.parse(now) - s.daysAgo * 86_400_000).toISOString();
    const agreementDate = businessToday(new Date(at));
    const userId = userOf(s.facility === 'bright-smiles' ? 'dental@example.com' : 'create@example.com');
    const { id } = await trx
      .insertInto('contracts')
      .values({
        ...contractFields(s, i, agreementDate, at, enc, userId, seedDay),
        facility_id: facilityIds[s.facility],
        status: s.status,
        created_by: userId,
        created_on: at,
        modified_on: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addMethods(trx, s, id, at, enc);
    for (const [from, to, action] of pathTo(s)) {
      const person = action.startsWith('customer.') || action.startsWith('servicer.') ? null : userId;
      await trx
        .insertInto('contract_status_history')
        .values({
          contract_id: id,
          user_id: person,
          impersonator_id: null,
          at,
          from_status: from,
          to_status: to,
          from_csr_status: null,
          to_csr_status: null,
          action,
        })
        .execute();
    }
    if (s.note)
      await trx
        .insertInto('contract_notes')
        .values({ contract_id: id, user_id: userId, at, text: s.note })
        .execute();
  }
}

export const DEMO_CONTRACT_COUNT = SEEDS.length;
