// The processing fee in the billing section (spec §4 CHARGE, DECLINE; §8 processingFeeNotice,
// processingFeeConsent, cardChargeFailed, contractDeclined): consent, save then charge, and a decline.
import { screen, waitFor, within } from '@testing-library/react';
import type { FetchCall } from '../fetch-mock';
import { BillingSection } from '../../../src/client/features/contracts/editor/sections/billing-section';
import { DECLINE_CONFIRM } from '../../../src/client/features/contracts/editor/sections/billing-submit';
import { FEE_CONSENT_REQUIRED } from '../../../src/client/features/contracts/editor/sections/billing-methods';
import { CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  FUTURE_EXPIRATION,
  PUT,
  answerWith,
  feeDueContract,
  inSequence,
  storedCard,
} from './billing-fixtures';
import { makeContract, renderEditor, type EditorRenderOptions } from './editor-harness';

jest.setTimeout(30_000);

const CHARGED_ON = '2026-11-25T16:00:00.000Z';
const consent = () => screen.getByRole('checkbox', { name: CONTRACT_MESSAGES.processingFeeConsent });
const chargeButton = () => screen.getByRole('button', { name: 'Save and charge $25.00' });
const card = () => within(screen.getByRole('group', { name: 'Card 1' }));
const cardField = (label: string) => card().getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const puts = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.method === 'PUT')
    .map(
      (c) =>
        c.body as { action: string; section?: string; contract: { modified_on: string } } & Record<
          string,
          unknown
        >,
    );

function renderFeeDue(options: EditorRenderOptions = {}) {
  return renderEditor({
    contract: feeDueContract(),
    ...options,
    children: <BillingSection readOnly={false} />,
  });
}

async function typeNewCard(user: ReturnType<typeof renderFeeDue>['user'], number: string) {
  await user.click(screen.getByRole('button', { name: 'Add card' }));
  await user.type(cardField('Card number'), number);
  await user.type(cardField('Expiration'), FUTURE_EXPIRATION);
  await user.type(cardField('CVC'), '123');
}

/** The contract as the save answers it: the card stored (masked) with its id. */
const savedWith = (number: string) =>
  feeDueContract({
    cards: [storedCard({ id: 71, card_number: `************${number.slice(-4)}` })],
    cc_is_chargeable: true,
    billing_complete: true,
    allowed_actions: ['SAVE', 'CHARGE', 'DECLINE', 'contract.delete'],
  });

describe('processing fee notice and consent (spec §8 processingFeeNotice, processingFeeConsent)', () => {
  it('shows the notice and charges only once the consent is given', async () => {
    const { user, calls } = renderFeeDue();
    expect(screen.getByText(CONTRACT_MESSAGES.processingFeeNotice('$25.00'))).toBeInTheDocument();
    await typeNewCard(user, APPROVED_CARD);
    await user.click(chargeButton());

    expect(await screen.findByText(FEE_CONSENT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(CONTRACT_MESSAGES.validationErrors)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for the CVC of the card to charge', async () => {
    const { user, calls } = renderFeeDue();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await user.type(cardField('Card number'), APPROVED_CARD);
    await user.type(cardField('Expiration'), FUTURE_EXPIRATION);
    await user.click(consent());
    await user.click(chargeButton());
    await waitFor(() => expect(cardField('CVC')).toHaveAccessibleDescription('Enter a CVC number.'));
    expect(calls).toHaveLength(0);
  });

  it('no notice once the fee is charged: the charge is shown with its date', () => {
    renderFeeDue({ contract: feeDueContract({ charged_on: CHARGED_ON, cards: [storedCard()] }) });
    expect(screen.getByText('Processing fee of $25.00 charged on 11/25/2026')).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: CONTRACT_MESSAGES.processingFeeConsent }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('no notice when the fee is waived', () => {
    renderFeeDue({ contract: feeDueContract({ waive_processing_fee: true }) });
    expect(screen.queryByText(CONTRACT_MESSAGES.processingFeeNotice('$25.00'))).not.toBeInTheDocument();
  });
});

describe('save and charge (spec §4 CHARGE)', () => {
  it('saves the billing section, then charges the card with the CVC typed, once for a double click', async () => {
    const saved = savedWith(APPROVED_CARD);
    const charged = { ...saved, charged_on: CHARGED_ON };
    const { user, calls, store } = renderFeeDue({
      answers: { [PUT]: inSequence(answerWith(saved, true), answerWith(charged, true)) },
    });
    await typeNewCard(user, APPROVED_CARD);
    await user.click(consent());
    await user.dblClick(chargeButton());

    expect(await screen.findByText('Processing fee of $25.00 charged on 11/25/2026')).toBeInTheDocument();
    // One notice for the save and the charge together.
    await waitFor(() =>
      expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
        CONTRACT_MESSAGES.billingSavedAndCharged,
      ]),
    );
    const [save, charge, ...more] = puts(calls);
    expect(more).toEqual([]);
    expect(save).toMatchObject({ action: 'SAVE', section: 'billing' });
    expect(save.cards).toEqual([
      expect.objectContaining({ id: -1, card_number: APPROVED_CARD, preferred: true }),
    ]);
    expect(charge).toMatchObject({
      action: 'CHARGE',
      section: 'billing',
      banks: [],
      cards: [expect.objectContaining({ id: 71, card_number: '************1111', cvc: '123' })],
    });
    // The charge goes with the copy the save answered.
    expect(charge.contract.modified_on).not.toBe(feeDueContract().modified_on);
  });

  it('the section stays open for the charge when the whole editor moves on after the save', async () => {
    const saved = savedWith(APPROVED_CARD);
    const charged = { ...saved, charged_on: CHARGED_ON };
    const contract = feeDueContract({ customer_last_name: 'Approve', agreement_date: '2026-11-25' });
    const { user } = renderEditor({
      contract,
      answers: { [PUT]: inSequence(answerWith(saved, true), answerWith(charged, true)) },
    });
    expect(await screen.findByRole('button', { name: /^Billing/ })).toHaveAttribute('aria-expanded', 'true');
    await typeNewCard(user, APPROVED_CARD);
    await user.click(consent());
    await user.click(chargeButton());
    expect(await screen.findByText('Processing fee of $25.00 charged on 11/25/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Billing/ })).toHaveAttribute('aria-expanded', 'true');
    // Saved first, so nothing asks to discard changes.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('card charge failure (spec §8 cardChargeFailed, contractDeclined)', () => {
  function renderDecline() {
    const saved = savedWith(DECLINED_CARD);
    const declined = { ...saved, cc_is_chargeable: false, billing_complete: false };
    const afterDecline = makeContract({
      ...declined,
      status: 'PROCESS FEE DECLINED',
      allowed_actions: ['SAVE', 'CHARGE'],
    });
    return renderFeeDue({
      answers: {
        [PUT]: inSequence(
          answerWith(saved, true),
          answerWith(declined, false, { card_charge: ['Card declined.'] }),
          answerWith(afterDecline, true),
        ),
      },
    });
  }

  it('lists the card errors; Decline contract asks, sends DECLINE and says so', async () => {
    const { user, calls, store } = renderDecline();
    await typeNewCard(user, DECLINED_CARD);
    await user.click(consent());
    await user.click(chargeButton());

    const failure = within(await screen.findByRole('dialog', { name: 'Processing fee not charged' }));
    expect(failure.getByText(CONTRACT_MESSAGES.cardChargeFailedIntro)).toBeInTheDocument();
    expect(failure.getByRole('listitem')).toHaveTextContent('Card declined.');
    expect(failure.getByText(CONTRACT_MESSAGES.cardChargeFailedOutro)).toBeInTheDocument();

    await user.click(failure.getByRole('button', { name: 'Decline contract' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Decline contract' }));
    expect(confirm.getByText(DECLINE_CONFIRM)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Decline contract' }));

    await waitFor(() =>
      expect(store.getState().notifications.queue.map((n) => n.text)).toContain(
        CONTRACT_MESSAGES.contractDeclined,
      ),
    );
    expect(puts(calls).map((b) => b.action)).toEqual(['SAVE', 'CHARGE', 'DECLINE']);
    // The failure dialog spoke for the charge: no 'Billing saved.' beside it.
    expect(store.getState().notifications.queue.map((n) => n.text)).not.toContain(
      CONTRACT_MESSAGES.sectionSaved('Billing'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Edit card closes the dialog and takes the user to the card number to type again', async () => {
    const { user, calls } = renderDecline();
    await typeNewCard(user, DECLINED_CARD);
    await user.click(consent());
    await user.click(chargeButton());

    const failure = within(await screen.findByRole('dialog', { name: 'Processing fee not charged' }));
    await user.click(failure.getByRole('button', { name: 'Edit card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cardField('Card number')).toHaveFocus());
    expect(cardField('Card number')).toHaveValue('');
    expect(puts(calls).map((b) => b.action)).toEqual(['SAVE', 'CHARGE']);
  });
});
