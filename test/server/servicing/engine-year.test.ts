// A year of servicing (issue 11 "What must be shown"): a handful of accounts boarded in December 2025
// and serviced by the engine day by day through 2026 on the sandbox bank (providers/odfi/README.md test
// accounts) and card processor: every return code's outcome, re-presentment within the rules, notices of
// change, a card decline and its retries, late fees after the grace period and under the state's cap,
// COLLECT and back, paid in full, a billing-date change and a cancellation, remittance statements whose
// lines add up; then the day run again does nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNachaFile } from '../../../src/server/servicing/nacha';
import { bankView } from '../../../src/server/services/contracts/payment-method-view';
import { returnCodeInfo } from '../../../src/server/servicing/nacha/return-codes';
import { countsOf, runDay, runThrough } from '../../../src/server/services/servicing';
import {
  boardAccount,
  contractOf,
  encryption,
  paymentsOf,
  servicingWorld,
  type ServicingWorld,
} from './engine-helpers';

jest.setTimeout(240_000);

let world: ServicingWorld;
const ids: Record<string, number> = {};
const AGREED = { agreementDate: '2025-12-10', firstDue: '2026-01-12' };

beforeAll(async () => {
  world = await servicingWorld();
  const { db } = world;
  const riverside = world.facilities['riverside-main'];
  const grooming = world.facilities['riverside-grooming']; // Kentucky: late fee capped at $10 / 5 %
  await db
    .updateTable('facilities')
    .set({
      servicing_fee_per_payment_cents: 50,
      servicing_fee_percent: 1,
      remittance_routing_number: '021000021',
      remittance_account_number: encryption.encryptField('77001234'),
      remittance_account_type: 'checking',
    })
    .where('id', '=', riverside)
    .execute();
  const board = async (name: string, o: Partial<Parameters<typeof boardAccount>[1]>) => {
    ids[name] = await boardAccount(db, { facilityId: riverside, last: name, ...AGREED, ...o });
  };
  await board('Pays', { bankAccount: '123456789' });
  await board('Paper', { bankAccount: '223456789', paper: true });
  await board('Retry', { bankAccount: '4000000101' });
  await board('Nsf', { bankAccount: '4000000111' });
  await board('Uncollected', { bankAccount: '4000000901' });
  for (const code of ['R02', 'R03', 'R04', 'R05', 'R07', 'R10', 'R16', 'R20', 'R29']) {
    await board(code, { bankAccount: `40000000${code.slice(1)}`, paper: true });
  }
  await board('Notice', { bankAccount: '5000000001' });
  await board('Savings', { bankAccount: '5000000005', savings: true });
  await board('Card', { card: '4111111111111111' });
  await board('Declines', { card: '4000000000009995' });
  await board('Kentucky', { facilityId: grooming, bankAccount: '4000000111' });
  await board('Moved', { bankAccount: '323456789' });
  await board('Cancelled', { bankAccount: '423456789' });
  // The servicer applied a billing-date change (from March, the 20th) and a cancellation (April 1).
  const change = {
    ne_ebcs_transmission_status: 'RECONCILED',
    is_personal_info_change: 0,
    reason_for_cancel: null,
    date_of_cancel: null,
    next_payment_due_date: null,
  };
  await db
    .insertInto('change_of_information')
    .values([
      {
        ...change,
        contract_id: ids.Moved,
        created_on: '2026-02-20T15:00:00.000Z',
        is_cancellation: 0,
        is_billing_date_change: 1,
        next_payment_due_date: '2026-03-20',
      },
      {
        ...change,
        contract_id: ids.Cancelled,
        created_on: '2026-03-02T15:00:00.000Z',
        is_cancellation: 1,
        is_billing_date_change: 0,
        reason_for_cancel: '1',
        date_of_cancel: '2026-04-01',
      },
    ] as never) // prettier-ignore
    .execute();
  await runThrough(world.engine(), '2026-12-31', '2025-12-11');
});
afterAll(() => world.close());

const types = async (name: string) => (await paymentsOf(world.db, ids[name])).map((p) => p.type);
const count = async (name: string, type: string) => (await types(name)).filter((t) => t === type).length;

test('an account that pays: 12 debits on their dates, paid in full, the email once, WEB entries', async () => {
  const rows = await paymentsOf(world.db, ids.Pays);
  expect(rows.map((r) => r.type)).toEqual(Array(12).fill('ACH'));
  expect(rows[0].date).toBe('2026-01-12');
  expect(rows[1].date).toBe('2026-02-12');
  expect(rows.every((r) => r.amount_cents === 10_000)).toBe(true);
  const c = await contractOf(world.db, ids.Pays);
  expect(c.status).toBe('ACTIVE');
  expect(Number(c.remaining_agreement_balance_cents)).toBe(0);
  expect(Number(c.total_payoff_with_fees_cents)).toBe(0);
  expect(c.pif_email_sent).toBe(1);
  const emails = await world.db
    .selectFrom('outbox')
    .select('subject')
    .where('to_address', '=', 'pays@example.com')
    .execute();
  expect(emails.filter((e) => /paid in full/.test(e.subject ?? ''))).toHaveLength(1);
});

test('NACHA files: one per day and practice group, WEB for online, PPD for a paper contract, parsed back', async () => {
  const dir = join(world.documentsDir, 'ach', 'sent', '2026-01-09');
  const files = readdirSync(dir).filter((f) => f.startsWith('DEBITS-'));
  expect(files).toEqual(['DEBITS-12-2026-01-09.ach']);
  const parsed = parseNachaFile(readFileSync(join(dir, files[0]), 'utf8'));
  const secs = parsed.batches.map((b) => b.header.secCode).sort();
  expect(secs).toContain('WEB');
  expect(secs).toContain('PPD');
  const entries = parsed.batches.flatMap((b) => b.entries);
  const pays = entries.find((e) => e.individualName.includes('PAYS'));
  expect(pays?.transactionCode).toBe(27);
  expect(pays?.amountCents).toBe(10_000);
  expect(parsed.batches[0].header.effectiveEntryDate).toBe('2026-01-12');
  expect(parsed.batches.every((b) => b.header.companyEntryDescription === 'PAYMENT')).toBe(true);
});

test('R01 then pays: returned, a return fee, re-presented as RETRY PYMT and paid', async () => {
  const rows = await paymentsOf(world.db, ids.Retry);
  const first = rows.filter((r) => /payment 1[,)]/.test(r.description ?? ''));
  expect(first.map((r) => r.type)).toEqual(['ACH', 'RETURN', 'ACH']);
  expect(first[0].return_reason).toBe('R01 Insufficient Funds');
  expect(await count('Retry', 'RETURN FEE')).toBe(12);
  expect(await count('Retry', 'LATE FEE')).toBe(0);
  const retried = await world.db
    .selectFrom('servicing_entries')
    .select(['presentment', 'description', 'status'])
    .where('contract_id', '=', ids.Retry)
    .where('installment_number', '=', 1)
    .orderBy('presentment')
    .execute();
  expect(retried).toEqual([
    { presentment: 1, description: 'PAYMENT', status: 'returned' },
    { presentment: 2, description: 'RETRY PYMT', status: 'sent' },
  ]);
  const c = await contractOf(world.db, ids.Retry);
  expect(Number(c.remaining_agreement_balance_cents)).toBe(0);
  expect(Number(c.return_fee_due_cents)).toBe(12 * 2500);
});

test('R01 every time: two re-presentments, the fourth refused, late fees, COLLECT', async () => {
  const entries = await world.db
    .selectFrom('servicing_entries')
    .select(['installment_number', 'presentment'])
    .where('contract_id', '=', ids.Nsf)
    .where('installment_number', '=', 1)
    .execute();
  expect(entries.map((e) => e.presentment).sort()).toEqual([1, 2, 3]);
  const notes = await world.db
    .selectFrom('contract_notes')
    .select('text')
    .where('contract_id', '=', ids.Nsf)
    .execute();
  expect(notes.some((n) => /Not re-presented: The entry was already re-presented twice/.test(n.text))).toBe(
    true,
  );
  expect(await count('Nsf', 'LATE FEE')).toBe(12);
  const c = await contractOf(world.db, ids.Nsf);
  expect(c.status).toBe('COLLECT');
  expect(c.date_sent_to_other_agcy).not.toBeNull();
  const history = await world.db
    .selectFrom('contract_status_history')
    .selectAll()
    .where('contract_id', '=', ids.Nsf)
    .where('action', '=', 'servicer.collect')
    .execute();
  expect(history).toHaveLength(1);
  expect(history[0].user_id).toBeNull();
  // 90 days past due is the facility's threshold: it moved the first day past it.
  const moved = history[0].at.slice(0, 10);
  expect(moved > '2026-04-11').toBe(true);
  expect(moved < '2026-04-20').toBe(true);
});

test('R09: re-presented and paid', async () => {
  expect(await count('Uncollected', 'RETURN')).toBe(12);
  const c = await contractOf(world.db, ids.Uncollected);
  expect(Number(c.remaining_agreement_balance_cents)).toBe(0);
});

test.each(['R02', 'R03', 'R04', 'R16', 'R20'])(
  '%s: the bank method flagged bad, no further debit, the customer emailed',
  async (code) => {
    const bank = await world.db
      .selectFrom('banks')
      .selectAll()
      .where('contract_id', '=', ids[code])
      .executeTakeFirstOrThrow();
    expect(bank.flagged_bad_code).toBe(code);
    // The contract view says so on the bank account, in the bank's words.
    expect(bankView(bank)).toMatchObject({
      flagged_bad_on: bank.flagged_bad_on,
      flagged_bad_reason: `${code} ${returnCodeInfo(code).title}`,
    });
    const entries = await world.db
      .selectFrom('servicing_entries')
      .select('id')
      .where('contract_id', '=', ids[code])
      .execute();
    expect(entries).toHaveLength(1);
    const mail = await world.db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', `${code.toLowerCase()}@example.com`)
      .execute();
    expect(mail.some((m) => /could not be collected/.test(m.subject ?? ''))).toBe(true);
  },
);

test.each(['R05', 'R07', 'R10', 'R29'])(
  '%s: every debit from the account stops (unauthorized)',
  async (code) => {
    const entries = await world.db
      .selectFrom('servicing_entries')
      .select('id')
      .where('contract_id', '=', ids[code])
      .execute();
    expect(entries).toHaveLength(1);
    const notes = await world.db
      .selectFrom('contract_notes')
      .select('text')
      .where('contract_id', '=', ids[code])
      .execute();
    expect(
      notes.some((n) =>
        /Every debit from this bank account is stopped \(an unauthorized return\)/.test(n.text),
      ),
    ).toBe(true);
    expect(await count(code, 'RETURN FEE')).toBe(0);
  },
);

test('notices of change: C01 corrects the account number, C05 the account type, each once with a note', async () => {
  const bank = await world.db
    .selectFrom('banks')
    .selectAll()
    .where('contract_id', '=', ids.Notice)
    .executeTakeFirstOrThrow();
  expect(encryption.decryptField(bank.account_number_encrypted)).toBe('5000000011');
  const savings = await world.db
    .selectFrom('banks')
    .selectAll()
    .where('contract_id', '=', ids.Savings)
    .executeTakeFirstOrThrow();
  expect(savings.is_savings_account).toBe(0);
  const notes = await world.db
    .selectFrom('contract_notes')
    .select('text')
    .where('contract_id', '=', ids.Notice)
    .execute();
  expect(notes.filter((n) => /Notification of change C01/.test(n.text))).toHaveLength(1);
});

test('a card: charged on the due date; a declining card tried again 3 and 7 days later, then missed', async () => {
  const card = await paymentsOf(world.db, ids.Card);
  expect(card[0]).toMatchObject({ date: '2026-01-12', type: 'CARD', amount_cents: 10_000 });
  const tries = await world.db
    .selectFrom('servicing_entries')
    .select(['presentment', 'business_day', 'status'])
    .where('contract_id', '=', ids.Declines)
    .where('installment_number', '=', 1)
    .orderBy('presentment')
    .execute();
  expect(tries).toEqual([
    { presentment: 1, business_day: '2026-01-12', status: 'declined' },
    { presentment: 2, business_day: '2026-01-15', status: 'declined' },
    { presentment: 3, business_day: '2026-01-20', status: 'declined' },
  ]);
  expect(await count('Declines', 'CARD')).toBe(0);
});

test('late fees: after the grace days, one per installment, under the state cap (Kentucky: 5 %)', async () => {
  const fees = (await paymentsOf(world.db, ids.Kentucky)).filter((p) => p.type === 'LATE FEE');
  expect(fees).toHaveLength(12);
  expect(fees.every((f) => f.amount_cents === 500)).toBe(true);
  // Due 2026-01-12, ten grace days: assessed on the first run after the 22nd.
  expect(fees[0].date).toBe('2026-01-23');
  const ohio = (await paymentsOf(world.db, ids.Nsf)).filter((p) => p.type === 'LATE FEE');
  // Ohio: the facility's $15, capped at 10 % of the $100 installment.
  expect(ohio[0].amount_cents).toBe(1000);
});

test('a billing-date change moves the installments from March to the 20th; a cancellation ends the debits', async () => {
  const moved = (await paymentsOf(world.db, ids.Moved)).map((p) => p.date);
  expect(moved.slice(0, 3)).toEqual(['2026-01-12', '2026-02-12', '2026-03-20']);
  expect(moved).toHaveLength(12);
  const cancelled = (await paymentsOf(world.db, ids.Cancelled)).map((p) => p.date);
  expect(cancelled).toEqual(['2026-01-12', '2026-02-12', '2026-03-12']);
});

test('remittance: a statement per month whose lines add up to it, and a CCD credit to the practice', async () => {
  const statements = await world.db
    .selectFrom('remittance_statements')
    .selectAll()
    .where('facility_id', '=', world.facilities['riverside-main'])
    .orderBy('month')
    .execute();
  expect(statements.map((s) => s.month).slice(0, 3)).toEqual(['2026-01', '2026-02', '2026-03']);
  for (const s of statements) {
    const lines = await world.db
      .selectFrom('remittance_lines')
      .selectAll()
      .where('statement_id', '=', s.id)
      .execute();
    const sum = (kind: string) =>
      lines.filter((l) => l.kind === kind).reduce((t, l) => t + Number(l.amount_cents), 0);
    expect(sum('payment')).toBe(Number(s.gross_cents));
    expect(sum('servicing_fee')).toBe(Number(s.servicing_fee_cents));
    expect(sum('return')).toBe(Number(s.returns_cents));
    expect(Number(s.net_cents)).toBe(
      Number(s.gross_cents) - Number(s.servicing_fee_cents) - Number(s.returns_cents),
    );
    // 50 cents and 1 % of each $100 payment.
    expect(Number(s.servicing_fee_cents)).toBe(150 * lines.filter((l) => l.kind === 'payment').length);
  }
  const jan = statements[0];
  expect(jan.trace_number).not.toBeNull();
  const file = await world.db
    .selectFrom('ach_files')
    .selectAll()
    .where('id', '=', jan.file_id as number)
    .executeTakeFirstOrThrow();
  const parsed = parseNachaFile(readFileSync(join(world.documentsDir, 'ach', file.path), 'utf8'));
  expect(parsed.batches[0].header.secCode).toBe('CCD');
  const credit = parsed.batches[0].entries.find((e) => e.traceNumber === jan.trace_number);
  expect(credit?.amountCents).toBe(Number(jan.net_cents));
  expect(credit?.transactionCode).toBe(22);
});

test('the account history answers "as of" questions: Nsf was current in January and 61–90 in mid-March', async () => {
  const asOf = (day: string) =>
    world.db
      .selectFrom('account_history')
      .selectAll()
      .where('contract_id', '=', ids.Nsf)
      .where('valid_from', '<=', day)
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', day)]))
      .executeTakeFirstOrThrow();
  expect((await asOf('2026-01-05')).aging_bucket).toBe('current');
  expect((await asOf('2026-04-14')).aging_bucket).toBe('61-90');
  expect((await asOf('2026-06-01')).status).toBe('COLLECT');
});

test("what each payment paid toward fees is written once posted, and adds up to the account's fees paid", async () => {
  const { db } = world;
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'contract_id', 'type', 'amount_cents', 'fees_paid_cents', 'returned_on'])
    .where('type', 'in', ['ACH', 'CARD', 'PRACTICE'])
    .execute();
  expect(rows.length).toBeGreaterThan(50);
  expect(rows.filter((r) => r.fees_paid_cents === null)).toEqual([]);
  for (const r of rows) {
    expect(Number(r.fees_paid_cents)).toBeGreaterThanOrEqual(0);
    expect(Number(r.fees_paid_cents)).toBeLessThanOrEqual(Number(r.amount_cents));
  }
  // Per account: the payments kept (not returned) paid toward fees what the account applied to fees.
  for (const id of Object.values(ids)) {
    const kept = rows.filter((r) => r.contract_id === id && r.returned_on === null);
    const c = await contractOf(db, id);
    const applied =
      Number(c.amount_applied_to_late_fees_cents ?? 0) + Number(c.amount_applied_to_return_fees_cents ?? 0);
    expect([id, kept.reduce((t, r) => t + Number(r.fees_paid_cents), 0)]).toEqual([id, applied]);
  }
  // Somebody paid a fee this year, so the check above is not only zeros.
  expect(rows.some((r) => Number(r.fees_paid_cents) > 0)).toBe(true);
});

test('a day run again does nothing and keeps its counts', async () => {
  const before = await world.db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counts = await countsOf(world.db, '2026-02-12');
  const again = await runDay(world.engine(), '2026-02-12');
  expect(again.outcome).toBe('already done');
  expect(again.debitsSent).toBe(counts.debitsSent);
  const after = await world.db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
  expect(await runThrough(world.engine(), '2026-12-31')).toEqual([]);
});
