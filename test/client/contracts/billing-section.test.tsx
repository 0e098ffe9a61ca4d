// The billing section (spec §3 Bank account, Card; §4 Billing requirements, Preferred method; §5 Bank,
// Card): adding, preferring and deleting methods, stored numbers, the ABA look-up and the requirements.
import { screen, waitFor, within } from '@testing-library/react';
import type { FetchCall } from '../fetch-mock';
import { BillingSection } from '../../../src/client/features/contracts/editor/sections/billing-section';
import { CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation';
import {
  ABA,
  APPROVED_CARD,
  FUTURE_EXPIRATION,
  PUT,
  billingContract,
  feeDueContract,
  storedBank,
  storedCard,
} from './billing-fixtures';
import {
  editorFacility,
  makeAgreementType,
  renderEditor,
  savedAnswer,
  type EditorRenderOptions,
} from './editor-harness';

// Typing into a form this size takes a while on a busy machine.
jest.setTimeout(30_000);

function renderBilling(options: EditorRenderOptions & { readOnly?: boolean } = {}) {
  return renderEditor({
    contract: billingContract(),
    ...options,
    children: <BillingSection readOnly={options.readOnly ?? false} />,
  });
}

const group = (name: string) => within(screen.getByRole('group', { name }));
/** The input labelled so inside a method, with or without the required asterisk. */
const fieldIn = (method: string, label: string) =>
  group(method).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const bodyOf = (call: FetchCall) =>
  call.body as {
    action: string;
    section: string;
    banks: Record<string, unknown>[];
    cards: Record<string, unknown>[];
  };
const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT').map(bodyOf);

describe('new cards and banks (spec §3 Card, Bank account)', () => {
  it('a new card is prefilled from the customer name and zip and, as the first method, preferred', async () => {
    const { user } = renderBilling();
    await user.click(screen.getByRole('button', { name: 'Add card' }));

    expect(fieldIn('Card 1', 'Name on card')).toHaveValue('Jamie Approve');
    expect(fieldIn('Card 1', 'Cardholder first name')).toHaveValue('Jamie');
    expect(fieldIn('Card 1', 'Cardholder last name')).toHaveValue('Approve');
    expect(fieldIn('Card 1', 'Zip code')).toHaveValue('45402');
    expect(group('Card 1').getByRole('radio', { name: 'Preferred' })).toBeChecked();
    expect(fieldIn('Card 1', 'Card number')).toHaveFocus();
  });

  it('new methods are sent with negative temporary ids, the first one preferred', async () => {
    const contract = billingContract();
    const { user, calls } = renderBilling({ contract, answers: { [PUT]: savedAnswer(contract) } });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await user.type(fieldIn('Card 1', 'Card number'), APPROVED_CARD);
    expect(fieldIn('Card 1', 'Card number')).toHaveValue('4111 1111 1111 1111');
    await user.type(fieldIn('Card 1', 'Expiration'), FUTURE_EXPIRATION);
    expect(fieldIn('Card 1', 'Expiration')).toHaveValue(
      `${FUTURE_EXPIRATION.slice(0, 2)}/${FUTURE_EXPIRATION.slice(2)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(fieldIn('Bank account 1', 'First name on account')).toHaveValue('Jamie');
    expect(fieldIn('Bank account 1', 'Last name on account')).toHaveValue('Approve');
    await user.click(group('Bank account 1').getByRole('button', { name: 'Delete bank account 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const [save] = puts(calls);
    expect(save).toMatchObject({ action: 'SAVE', section: 'billing', banks: [] });
    expect(save.cards).toEqual([
      expect.objectContaining({
        id: -1,
        card_number: APPROVED_CARD,
        expiration: FUTURE_EXPIRATION,
        name_on_card: 'Jamie Approve',
        zip_code: '45402',
        preferred: true,
      }),
    ]);
    expect(save.cards[0]).not.toHaveProperty('cvc');
  });
});

describe('preferred method (spec §4 Preferred method)', () => {
  it('exactly one method is preferred across cards and banks', async () => {
    const contract = billingContract({ cards: [storedCard()], banks: [storedBank()] });
    const { user, calls } = renderBilling({ contract, answers: { [PUT]: savedAnswer(contract) } });
    await user.click(group('Bank account 1').getByRole('radio', { name: 'Preferred' }));
    expect(group('Bank account 1').getByRole('radio', { name: 'Preferred' })).toBeChecked();
    expect(group('Card 1').getByRole('radio', { name: 'Preferred' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const [save] = puts(calls);
    expect(save.cards.map((c) => [c.id, c.preferred])).toEqual([[71, false]]);
    expect(save.banks.map((b) => [b.id, b.preferred])).toEqual([[81, true]]);
  });

  it('deleting asks first; the preferred method cannot be deleted', async () => {
    const contract = billingContract({ cards: [storedCard()], banks: [storedBank()] });
    const { user } = renderBilling({ contract });

    await user.click(screen.getByRole('button', { name: 'Delete card 1' }));
    expect(
      within(screen.getByRole('dialog')).getByText(CONTRACT_MESSAGES.cannotDeletePreferred),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Card 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete bank account 1' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(CONTRACT_MESSAGES.deletePaymentMethodConfirm)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Bank account 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete bank account 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Bank account 1' })).not.toBeInTheDocument(),
    );
  });

  it('with two methods and none preferred, the save asks for one', async () => {
    const contract = billingContract({
      cards: [storedCard({ preferred: false })],
      banks: [storedBank({ preferred: false })],
    });
    const { user, calls } = renderBilling({ contract });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.preferredRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTRACT_MESSAGES.validationErrors)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('stored numbers (spec §3 Card, Bank account)', () => {
  it('stored numbers show masked and are sent as they came unless replaced', async () => {
    const contract = billingContract({ cards: [storedCard()], banks: [storedBank()] });
    const { user, calls } = renderBilling({ contract, answers: { [PUT]: savedAnswer(contract) } });
    expect(fieldIn('Card 1', 'Card number')).toHaveValue('ending in 1111');
    expect(fieldIn('Card 1', 'Card number')).toHaveAttribute('readonly');
    expect(fieldIn('Card 1', 'Expiration')).toHaveValue(
      `${FUTURE_EXPIRATION.slice(0, 2)}/${FUTURE_EXPIRATION.slice(2)}`,
    );
    expect(fieldIn('Bank account 1', 'Account number')).toHaveValue('ending in 6789');

    await user.click(group('Card 1').getByRole('button', { name: 'Replace number' }));
    expect(fieldIn('Card 1', 'Card number')).toHaveValue('');
    expect(fieldIn('Card 1', 'Card number')).toHaveFocus();
    await user.click(group('Card 1').getByRole('button', { name: 'Keep the stored number' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const [save] = puts(calls);
    expect(save.cards[0]).toMatchObject({
      id: 71,
      card_number: '************1111',
      expiration: FUTURE_EXPIRATION,
    });
    expect(save.banks[0]).toMatchObject({ id: 81, account_number: '******6789', aba_number: '041209239' });
  });
});

describe('ABA look-up (spec §5 Bank, §7 lookup_aba)', () => {
  it('a found ABA fills in the bank name', async () => {
    const { user, fetchMock } = renderBilling({
      answers: { [ABA]: { body: { name: 'BUCKEYE FARMERS BANK', new_aba: null } } },
    });
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    await user.type(fieldIn('Bank account 1', 'ABA number'), '041209239');
    await waitFor(() => expect(fieldIn('Bank account 1', 'Bank name')).toHaveValue('BUCKEYE FARMERS BANK'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/lookup_aba?aba=041209239');
  });

  it('an old ABA is replaced with the new one, with the notice', async () => {
    const { user } = renderBilling({
      answers: { [ABA]: { body: { name: 'FIRST HARBOR SAVINGS BANK', new_aba: '011008732' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    await user.type(fieldIn('Bank account 1', 'ABA number'), '011735063');
    expect(await screen.findByText(VALIDATION_MESSAGES.abaReplaced)).toBeInTheDocument();
    expect(fieldIn('Bank account 1', 'ABA number')).toHaveValue('011008732');
    expect(fieldIn('Bank account 1', 'Bank name')).toHaveValue('FIRST HARBOR SAVINGS BANK');
  });

  it("an unknown ABA says 'Bank not found...' with Remove bank and Edit ABA number", async () => {
    const { user } = renderBilling({ answers: { [ABA]: { body: null } } });
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    await user.type(fieldIn('Bank account 1', 'ABA number'), '123123123');
    expect(await screen.findByText(VALIDATION_MESSAGES.bankNotFound)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit ABA number' }));
    expect(fieldIn('Bank account 1', 'ABA number')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove bank' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Bank account 1' })).not.toBeInTheDocument(),
    );
  });
});

describe('billing requirements (spec §4 Billing requirements)', () => {
  it("an ACH-only agreement says 'A bank account is required'", () => {
    renderBilling({ contract: billingContract({ agreement_code: 'PRE' }) });
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.bankRequired);
  });

  it("a type that needs two methods says 'Two payment methods are required' until there are two", async () => {
    const facility = editorFacility('veterinary', {
      agreement_types: [makeAgreementType({ code: 'PP2', two_pay_meth: true })],
    });
    const contract = billingContract({ agreement_code: 'PP2', cards: [storedCard()] });
    const { user } = renderBilling({ contract, facility });
    expect(screen.getByText(VALIDATION_MESSAGES.twoPaymentMethods)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(screen.queryByText(VALIDATION_MESSAGES.twoPaymentMethods)).not.toBeInTheDocument();
  });

  it('a card is required while the processing fee is due', () => {
    renderBilling({ contract: feeDueContract() });
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.cardRequired);
  });

  it('an unchargeable stored card must be re-entered, with its CVC', async () => {
    const contract = feeDueContract({ cards: [storedCard()], cc_is_chargeable: false });
    const { user } = renderBilling({ contract });
    expect(fieldIn('Card 1', 'Card number')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.cardNumberReentry,
    );

    await user.click(group('Card 1').getByRole('button', { name: 'Re-enter card number' }));
    expect(fieldIn('Card 1', 'Card number')).toHaveFocus();
    await user.type(fieldIn('Card 1', 'Card number'), APPROVED_CARD);
    await user.type(fieldIn('Card 1', 'CVC'), '123');
    expect(screen.queryByText(VALIDATION_MESSAGES.cardNumberReentry)).not.toBeInTheDocument();
  });
});

describe('read-only (spec §3: numbers masked)', () => {
  it('lists the methods masked, with no buttons', () => {
    renderBilling({
      readOnly: true,
      contract: billingContract({
        cards: [storedCard()],
        banks: [storedBank()],
        processing_fee_required: true,
        charged_on: '2026-11-25T16:00:00.000Z',
      }),
    });
    expect(group('Card 1').getAllByText('ending in 1111').length).toBeGreaterThan(0);
    expect(group('Card 1').getByText('Preferred')).toBeInTheDocument();
    expect(group('Bank account 1').getByText('BUCKEYE FARMERS BANK')).toBeInTheDocument();
    expect(screen.getByText('Processing fee of $25.00 charged on 11/25/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the servicer flagged a bank account bad after a return, and why', () => {
    renderBilling({
      readOnly: true,
      contract: billingContract({
        banks: [storedBank({ flagged_bad_on: '2026-10-02', flagged_bad_reason: 'R02 Account Closed' })],
      }),
    });
    expect(group('Bank account 1').getByRole('alert')).toHaveTextContent(
      'Flagged bad on 10/02/2026: the bank returned this account (R02 Account Closed), and the servicer stopped debiting it.',
    );
  });
});
