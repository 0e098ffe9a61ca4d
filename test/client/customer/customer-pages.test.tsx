// The customer pages in jsdom (src/client/customer): the link's step, the 410 page, what a button
// says is missing, field errors from the server and one payment attempt per idempotency key.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerApp } from '../../../src/client/customer/customer-app';
import { linkFromPath, type CustomerLinkView } from '../../../src/client/customer/customer-view';
import { mockFetch } from '../fetch-mock';

const GONE = 'This link has expired or is no longer valid. Please contact the practice for a new link.';
const base = {
  practice: { name: 'Riverside Animal Hospital', industry: 'veterinary' },
  customer_first_name: 'Jordan',
};
const link = '/api/customer/links/tok123';

const plan = {
  agreement_description: 'Payment Plan',
  billing_cycle: 'Monthly',
  cash_price: 1200,
  down_payment: 200,
  apr: 12.26,
  finance_charge: 29.07,
  financed_amount: 1000,
  total_of_payments: 1029.07,
  total_of_sale: 1229.07,
  number_of_payments: 6,
  payment_amount: 171.51,
  payment_amount_total: 171.51,
  first_payment_due_date: '2026-12-01',
  last_payment_date: '2027-05-01',
  processing_fee: 25,
  card_required: true,
  bank_required: false,
  two_methods_required: false,
};

const views: Record<string, CustomerLinkView> = {
  csr: { ...base, purpose: 'csr', csr: { words: 'I, Jordan Approve, instruct and authorize …' } },
  application: {
    ...base,
    purpose: 'application',
    application: { plan, prefill: { first_name: 'Jordan', last_name: 'Approve', zip: '45402' } },
  },
  signature: {
    ...base,
    purpose: 'signature',
    signature: {
      disclosure: [{ heading: 'Your right to paper copies', text: 'You may ask …' }],
      agreement: 'I agree to receive and sign the records of this payment plan electronically.',
      consented: false,
      signer_name: 'Jordan Approve',
      document_sha256: 'a'.repeat(64),
    },
  },
};

describe('opening a link', () => {
  test('reads the step and the token from the path', () => {
    expect(linkFromPath('/c/sign/abc_DEF-1')).toEqual({ purpose: 'signature', token: 'abc_DEF-1' });
    expect(linkFromPath('/c/other/abc')).toBeNull();
  });

  test('a link that can no longer be used says so, under the product name', async () => {
    mockFetch({ [`GET ${link}`]: { status: 410, body: { statusCode: 410, message: GONE } } });
    render(<CustomerApp pathname="/c/csr/tok123" />);
    expect(
      await screen.findByRole('heading', { name: 'This link can no longer be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(GONE);
  });
});

describe('the credit check authorization', () => {
  test('shows the practice and the words; agreeing thanks the customer', async () => {
    const { calls } = mockFetch({
      [`GET ${link}`]: { body: views.csr },
      [`POST ${link}/csr-authorization`]: { body: { outcome: 'authorized' } },
    });
    render(<CustomerApp pathname="/c/csr/tok123" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Animal Hospital' }),
    ).toBeInTheDocument();
    expect(screen.getByText('I, Jordan Approve, instruct and authorize …')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I agree and authorize' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ agree: true });
  });
});

describe('the ESIGN consent', () => {
  test('says what is missing before it asks the server', async () => {
    const { calls } = mockFetch({ [`GET ${link}`]: { body: views.signature } });
    render(<CustomerApp pathname="/c/sign/tok123" />);
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(screen.getByText('Type the 4-digit code shown in the test PDF.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the test PDF'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tick the box to agree before you continue.');
    expect(calls).toHaveLength(1);
  });
});

describe('the application', () => {
  test('shows field errors, and a declined card is retried under a new idempotency key', async () => {
    let answers = 0;
    const { calls } = mockFetch({
      [`GET ${link}`]: { body: views.application },
      [`POST ${link}/application`]: () =>
        ++answers === 1
          ? {
              status: 400,
              body: {
                message: 'Please correct the errors (shown in red).',
                errors: { 'cards[0].card_number': 'Enter a valid card number.' },
              },
            }
          : answers === 2
            ? {
                status: 400,
                body: {
                  message: 'Your card could not be charged.',
                  errors: { card_charge: 'Card declined.' },
                },
              }
            : { body: { status: 'WAITING E-SIGNATURE', signing_path: '/c/sign/next' } },
    });
    render(<CustomerApp pathname="/c/application/tok123" />);
    expect(await screen.findByText('ANNUAL PERCENTAGE RATE', { exact: false })).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay fee and submit' });
    await userEvent.click(pay);
    expect(await screen.findByText('Enter a valid card number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(pay);
    expect(await screen.findByText('Card declined.')).toBeInTheDocument();
    await userEvent.click(pay);
    expect(await screen.findByRole('link', { name: 'Continue to read and sign' })).toHaveAttribute(
      'href',
      '/c/sign/next',
    );
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(calls[1].body).toMatchObject({
      cards: [{ name_on_card: 'Jordan Approve', zip_code: '45402', preferred: true }],
      banks: [],
    });
  });
});
