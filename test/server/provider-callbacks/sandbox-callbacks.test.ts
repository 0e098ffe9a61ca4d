// The sandbox card processor reports later like the real one (providers/payments/README.md
// "Callbacks"): every approved charge settles a few seconds later, and the dispute test card
// 4000 0000 0000 0259 is then disputed; the job runner applies both to the ledger and the contract.
import { runNextJob } from '../../../src/server/jobs';
import {
  APPLY_PROVIDER_EVENT,
  applyProviderCallback,
} from '../../../src/server/jobs/handlers/provider-callback';
import { DISPUTING_TEST_CARD, SandboxCardProcessor } from '../../../src/server/providers/payments';
import { DbChargeLedger } from '../../../src/server/repositories/contracts/card-charges';
import { scheduleProviderEvents } from '../../../src/server/services/provider-callbacks';
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { riversideAdmin } from '../contracts/contract-fixtures';
import { savedContract } from '../contracts/contract-flows';
import { quietLog } from '../jobs/job-fixtures';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

const runAt = (at: Date) =>
  runNextJob(
    { db: t.db, log: quietLog },
    {
      workerId: 'w1',
      pollMs: 10,
      handlers: { [APPLY_PROVIDER_EVENT]: applyProviderCallback() },
      clock: () => at,
    },
  );

const request = (contractId: number, cardNumber: string, key: string) => ({
  idempotencyKey: `contract-${contractId}-fee-${key}`,
  amountCents: 4500,
  cardNumber,
  expiration: '1230',
  cvc: '123',
  zip: '12345',
  nameOnCard: 'Pat Approve',
  description: 'processing fee',
});

test('the sandbox sends nothing without a callbacks sink, and a declined charge reports nothing', async () => {
  const sent: unknown[] = [];
  const plain = new SandboxCardProcessor();
  expect((await plain.charge(request(1, '4111111111111111', 'a'))).approved).toBe(true);
  const listening = new SandboxCardProcessor({ callbacks: async (event) => void sent.push(event) });
  expect((await listening.charge(request(1, '4000000000000002', 'b'))).approved).toBe(false);
  expect(sent).toEqual([]);
});

test('an approved charge settles later; the dispute test card is then disputed and the practice sees a note', async () => {
  const c = await savedContract(admin, riverside);
  const contractId = Number(c.id);
  const processor = new SandboxCardProcessor({
    ledger: new DbChargeLedger(t.db),
    callbacks: scheduleProviderEvents(t.db, 'payments'),
  });
  const start = Date.now();
  const result = await processor.charge(request(contractId, DISPUTING_TEST_CARD, 'dispute'));
  if (!result.approved) throw new Error('the dispute test card is approved first');

  const events = await t.db
    .selectFrom('provider_events')
    .select(['event_id', 'type', 'applied_on'])
    .where('payload', 'like', `%${result.transactionId}%`)
    .orderBy('id')
    .execute();
  expect(events).toEqual([
    { event_id: `evt_settled_${result.transactionId}`, type: 'charge.settled', applied_on: null },
    { event_id: `evt_disputed_${result.transactionId}`, type: 'charge.disputed', applied_on: null },
  ]);

  // Not reported at once: nothing is due yet.
  expect(await runAt(new Date(start))).toBe(false);
  expect(await runAt(new Date(start + 6_000))).toBe(true);
  const settled = await t.db
    .selectFrom('card_charges')
    .select(['settled_on', 'disputed_on'])
    .where('transaction_id', '=', result.transactionId)
    .executeTakeFirstOrThrow();
  expect(settled.settled_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(settled.disputed_on).toBeNull();

  expect(await runAt(new Date(start + 11_000))).toBe(true);
  const disputed = await t.db
    .selectFrom('card_charges')
    .select(['dispute_reason'])
    .where('transaction_id', '=', result.transactionId)
    .executeTakeFirstOrThrow();
  expect(disputed.dispute_reason).toBe('fraudulent');
  const notes = await t.db
    .selectFrom('contract_notes')
    .select('text')
    .where('contract_id', '=', contractId)
    .execute();
  expect(notes.map((n) => n.text)).toEqual([
    expect.stringMatching(/^The customer disputed the card charge of \$45\.00 \(card ending 0259/),
  ]);
});
