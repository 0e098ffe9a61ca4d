// The adverse action letter (issue 15; spec §4 Rejecting; FCRA §615(a), Reg B §1002.9): the bureau's
// report is kept (score, range, key factors, its contact details), and rejecting with the letter due
// sends it: an email with the PDF attached where the customer has an email, a letter entry for mail
// otherwise. The letter gives the practice's full address.
import { DELIVER_MESSAGE, deliverMessage } from '../../../src/server/jobs/handlers/messaging-deliver';
import type { MessagingProvider, OutboxMessage } from '../../../src/server/providers/messaging';
import { latestCreditReport } from '../../../src/server/repositories/contracts/credit-reports';
import { adverseLetterSubject } from '../../../src/server/services/contracts/adverse-letter-message';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createContract, customer, put, riversideAdmin, RIVERSIDE } from '../contracts/contract-fixtures';
import { pdfText } from '../providers/documents/pdf-text';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

type View = { id: number; modified_on: string } & Record<string, unknown>;

/** A Decline customer (score 560) whose CSR the bureau answered, then rejected with the letter. */
async function rejected(fields: Record<string, unknown>, withoutEmail = false): Promise<View> {
  let c = (await createContract(admin, riverside, {
    ...customer('Decline'),
    customer_ssn: '333-33-3333',
    ...fields,
  } as never)) as View;
  c = (await put(admin, c, { action: 'OVERRIDE-CSR' })).json().contract;
  c = (await put(admin, c, { action: 'ACCEPT-CSR' })).json().contract;
  expect(c).toMatchObject({ csr_status: 'COMPLETED', credit_recommendation: 'DECLINE' });
  // The editor asks for an email; a contract from before that rule (or imported) may have none.
  if (withoutEmail)
    await t.db.updateTable('contracts').set({ customer_email: null }).where('id', '=', c.id).execute();
  const answer = await put(admin, c, { action: 'REJECT' });
  expect(answer.statusCode).toBe(200);
  return answer.json().contract;
}

const outboxTo = (to: string) =>
  t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();

async function letterText(key: string): Promise<string> {
  const bytes = await t.app.providers.storage.get(key);
  if (!bytes) throw new Error('the letter is not stored');
  return (await pdfText(bytes)).replace(/\s+/g, ' ');
}

describe('the adverse action letter', () => {
  test('the sandbox bureau answers score, range, key factors and its contact details, and they are kept', async () => {
    const c = await rejected({ customer_email: 'dana.decline@example.com' });
    const report = await latestCreditReport(t.db, c.id);
    expect(report).toMatchObject({
      score: 560,
      range: { low: 300, high: 850 },
      bureau: { name: 'Experian', address: ['P.O. Box 2002', 'Allen, TX 75013'], phone: '(888) 397-3742' },
    });
    expect(report?.factors[0]).toBe('Serious delinquency, and public record or collection filed');
  });

  test('is emailed with the PDF attached, and says what FCRA §615(a) and Regulation B ask', async () => {
    const email = 'dana.email@example.com';
    const c = await rejected({ customer_email: email });
    const [message] = await outboxTo(email);
    expect(message).toMatchObject({
      channel: 'email',
      subject: adverseLetterSubject(RIVERSIDE),
      status: 'queued',
      attachment_filename: 'notice-of-action-taken.pdf',
    });
    expect(message.body).toContain('Our notice of action taken is attached');
    expect(c.adverseletter_url).toBe(`/api/contract_document/${c.id}/adverse`);

    const text = await letterText(message.attachment_key as string);
    for (const expected of [
      // The practice's full address, not 'OH' alone.
      '1450 Riverside Drive',
      'Columbus, OH 43212',
      '(614) 555-0142',
      // The score used, its range, the key factors and the bureau with its contact details.
      'Your credit score: 560. Scores range from a low of 300 to a high of 850.',
      'Key factors that adversely affected your credit score:',
      'Serious delinquency, and public record or collection filed',
      'Experian P.O. Box 2002, Allen, TX 75013 (888) 397-3742',
      // The free report within 60 days, and the statement of reasons.
      'a free copy of your report from the reporting agency, if you request it no later than 60 days',
      'Principal reasons for our decision:',
      'Credit score below the minimum required for the payment plan requested',
      'Equal Credit Opportunity Act',
    ]) {
      expect(text).toContain(expected);
    }

    // Delivered with the PDF attached.
    const sent: OutboxMessage[] = [];
    const provider: MessagingProvider = { name: 'recording', deliver: async (m) => void sent.push(m) };
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await deliverMessage(provider, t.app.providers.storage)({ outbox_id: message.id }, {
      db: t.db,
      job: { id: 0, kind: DELIVER_MESSAGE, attempt: 1, maxAttempts: 1 },
      now: new Date(),
      log,
    } as never);
    expect(sent).toHaveLength(1);
    const delivered = sent[0];
    expect(delivered.channel === 'email' && delivered.attachments?.[0]?.filename).toBe(
      'notice-of-action-taken.pdf',
    );
    const pdf = delivered.channel === 'email' ? delivered.attachments?.[0]?.content : undefined;
    expect(
      Buffer.from(pdf ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await outboxTo(email))[0].status).toBe('sent');
  });

  test('without an email, a letter entry for mail to the postal address carries the PDF', async () => {
    const c = await rejected({ customer_address1: '77 Mailbox Lane' }, true);
    const [letter] = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('channel', '=', 'letter')
      .where('to_address', 'like', '%77 Mailbox Lane%')
      .execute();
    expect(letter).toMatchObject({
      to_address: 'Jordan Decline\n77 Mailbox Lane\nDayton, OH 45402',
      subject: adverseLetterSubject(RIVERSIDE),
      status: 'queued',
      attachment_filename: 'notice-of-action-taken.pdf',
    });
    // Mail: no delivery job.
    const jobs = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', `${DELIVER_MESSAGE}:${letter.id}`)
      .execute();
    expect(jobs).toHaveLength(0);
    expect(await letterText(letter.attachment_key as string)).toContain('Dear Jordan Decline,');
    expect(c.status).toBe('REJECTED');
  });

  test('the outbox lists the letter with its attachment, found by any part of the address', async () => {
    await rejected({ customer_email: 'pat.partial@example.com' });
    const internal = await loggedInBrowser(t.app, 'admin@example.com');
    const found = (await internal.get('/api/outbox?to=PARTIAL@exa')).json();
    expect(found.map((m: { to_address: string }) => m.to_address)).toEqual(['pat.partial@example.com']);
    expect(found[0].attachment_filename).toBe('notice-of-action-taken.pdf');
  });
});
