// The billing section on the server (spec §4 Billing requirements, Preferred method; §5 Bank, Card):
// the shared rules keyed by list path, the ABA directory, and payment methods kept, changed or removed.
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { agreement, bank, card, createContract, put, riversideAdmin } from './contract-fixtures';
import { type View } from './contract-flows';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

async function withAgreement(): Promise<View> {
  const c = await createContract(admin, riverside);
  return (await put(admin, c, { contract: agreement() })).json().contract;
}

test('each card and bank rule answers at its path', async () => {
  const c = await withAgreement();
  const response = await put(admin, c, {
    section: 'billing',
    banks: [{ ...bank(), aba_number: '123123123' }],
    cards: [{ ...card('4111111111111112'), preferred: false }],
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({
    'banks[0].aba_number': 'Enter a valid ABA number.',
    'cards[0].card_number': 'Enter a valid card number.',
    preferred: 'To continue, please select a preferred payment method.',
  });
});

test('a processing fee needs a card', async () => {
  const c = await withAgreement();
  const response = await put(admin, c, { banks: [bank()], cards: [] });
  expect(response.json().errors).toEqual({ cards: 'A card is required to charge the processing fee.' });
});

test('one method becomes preferred; a masked number keeps the stored one; a removed method goes', async () => {
  let c = await withAgreement();
  let response = await put(admin, c, { cards: [{ ...card(), preferred: false }] });
  expect(response.statusCode).toBe(200);
  c = response.json().contract;
  expect(c.cards).toEqual([expect.objectContaining({ preferred: true, card_number: '************1111' })]);
  const stored = await t.db
    .selectFrom('cards')
    .selectAll()
    .where('contract_id', '=', c.id)
    .executeTakeFirstOrThrow();

  response = await put(admin, c, {
    cards: [{ ...c.cards[0], name_on_card: 'J Approve', preferred: false }],
    banks: [{ ...bank(), preferred: true }],
  });
  expect(response.statusCode).toBe(200);
  c = response.json().contract;
  const kept = await t.db
    .selectFrom('cards')
    .selectAll()
    .where('contract_id', '=', c.id)
    .executeTakeFirstOrThrow();
  expect(kept).toMatchObject({
    id: stored.id,
    name_on_card: 'J Approve',
    card_number_encrypted: stored.card_number_encrypted,
  });
  expect(c.banks[0]).toMatchObject({ preferred: true, account_number: '******6789' });

  response = await put(admin, c, { cards: c.cards, banks: [] });
  expect(response.json().contract).toMatchObject({
    banks: [],
    cards: [expect.objectContaining({ id: stored.id })],
  });
});

test('methods of another contract cannot be changed through this one', async () => {
  const other = await withAgreement();
  const saved = (await put(admin, other, { cards: [card()] })).json().contract as View;
  const c = await withAgreement();
  const response = await put(admin, c, {
    cards: [{ ...card(), id: saved.cards[0].id, name_on_card: 'Taken' }],
  });
  expect(response.statusCode).toBe(200);
  const theirs = await t.db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', saved.cards[0].id as number)
    .executeTakeFirstOrThrow();
  expect(theirs.name_on_card).toBe('Jordan Approve');
});

test('a masked number without its stored method is 400, not a blank method', async () => {
  const c = await withAgreement();
  const response = await put(admin, c, {
    cards: [{ ...card(), card_number: '************1111', id: -7 }],
    banks: [{ ...bank(), account_number: '******6789', id: -8 }],
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({
    'cards[0].card_number': 'Please re-enter the card number to charge the processing fee.',
    'banks[0].account_number': 'Enter a valid account number.',
  });
});
