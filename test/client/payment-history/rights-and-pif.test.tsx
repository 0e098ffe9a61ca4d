// Who may act on the history (spec §6 rights; issue 6): Apply payment for editors of a live account
// only; the paid-in-full email for editors once the remaining balance is $0.00 and it was not sent;
// a read-only user sees everything and no button.
import { screen, waitFor } from '@testing-library/react';
import type { FetchCall } from '../fetch-mock';
import { loaded, openHistory, servicedContract } from './history-harness';

const PAID_IN_FULL = {
  customer_first_name: 'Grace',
  customer_last_name: 'Fullpay',
  remaining_agreement_balance: 0,
  remaining_num_of_payments: 0,
  days_late: 0,
  late_fee_due: 0,
  return_fee_due: 0,
  pif_email_sent: false,
};

const pifCalls = (calls: FetchCall[]) => calls.filter((c) => c.path === '/api/send_pif_email');
const button = (name: string) => screen.queryByRole('button', { name });

describe('Apply payment', () => {
  it.each(['ACTIVE', 'COLLECT'] as const)('is offered to an editor of a %s account', async (status) => {
    openHistory({ contract: servicedContract({ status }) });
    await loaded();
    expect(button('Apply payment')).toBeInTheDocument();
  });

  it.each(['SIGNED', 'REJECTED'] as const)('is not offered on a %s contract', async (status) => {
    openHistory({ contract: servicedContract({ status }) });
    await loaded();
    expect(button('Apply payment')).not.toBeInTheDocument();
  });
});

describe('Send paid-in-full email', () => {
  it('is offered once paid in full; it queues the email once, says so, and then shows it as sent', async () => {
    let sent = false;
    const { user, calls } = openHistory({
      contract: servicedContract(PAID_IN_FULL),
      answers: {
        'GET /api/crud/contract/501': () => ({
          body: { contract: servicedContract({ ...PAID_IN_FULL, pif_email_sent: sent }) },
        }),
        'POST /api/send_pif_email': () => {
          sent = true;
          return { body: { sent: true } };
        },
      },
    });
    await loaded('Grace Fullpay');
    await user.dblClick(screen.getByRole('button', { name: 'Send paid-in-full email' }));
    expect(await screen.findByText('The paid-in-full email was sent to the customer.')).toBeInTheDocument();
    expect(await screen.findByText('Paid-in-full email sent')).toBeInTheDocument();
    expect(button('Send paid-in-full email')).not.toBeInTheDocument();
    const [call, ...more] = pifCalls(calls);
    expect(more).toEqual([]);
    expect(call.body).toMatchObject({ contract_id: 501 });
    expect(call.headers['Idempotency-Key']).toBeTruthy();
  });

  it('already sent: shows it was sent, no button', async () => {
    openHistory({ contract: servicedContract({ ...PAID_IN_FULL, pif_email_sent: true }) });
    await loaded('Grace Fullpay');
    expect(screen.getByText('Paid-in-full email sent')).toBeInTheDocument();
    expect(button('Send paid-in-full email')).not.toBeInTheDocument();
  });

  it('is not offered while a balance remains', async () => {
    openHistory();
    await loaded();
    expect(button('Send paid-in-full email')).not.toBeInTheDocument();
    expect(screen.queryByText('Paid-in-full email sent')).not.toBeInTheDocument();
  });

  it("a refusal (409 not paid in full) shows the server's reason", async () => {
    const { user } = openHistory({
      contract: servicedContract(PAID_IN_FULL),
      answers: {
        'POST /api/send_pif_email': { status: 409, body: { message: 'The account is not paid in full.' } },
      },
    });
    await loaded('Grace Fullpay');
    await user.click(screen.getByRole('button', { name: 'Send paid-in-full email' }));
    expect(await screen.findByText('The account is not paid in full.')).toBeInTheDocument();
  });
});

describe('a read-only user', () => {
  it('sees the summary, the rows and the exports, and no Apply or Send button', async () => {
    openHistory({ role: 'read', contract: servicedContract() });
    await loaded();
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account summary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV' })).toBeInTheDocument();
    expect(button('Apply payment')).not.toBeInTheDocument();
  });

  it('of a paid-in-full account sees no Send button', async () => {
    openHistory({ role: 'read', contract: servicedContract(PAID_IN_FULL) });
    await loaded('Grace Fullpay');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument());
    expect(button('Send paid-in-full email')).not.toBeInTheDocument();
    expect(button('Apply payment')).not.toBeInTheDocument();
  });
});

describe('rights at the contract’s facility', () => {
  it('a contract of a facility the user does not edit offers no Apply payment', async () => {
    openHistory({ contract: servicedContract({ facility_id: 8, client_id: 4 }) });
    await loaded();
    expect(button('Apply payment')).not.toBeInTheDocument();
  });
});
