// The agreement section (spec §3 Agreement terms, §4 Editing sections, §5 Agreement, §9): the types and
// cycles offered, live figures, term-sheet limits and their override sentence, the save and read-only.
import { screen, waitFor, within } from '@testing-library/react';
import { computeAgreement } from '../../../src/shared/agreement';
import { addDays, formatDisplayDate } from '../../../src/shared/dates';
import { businessToday } from '../../../src/shared/calendar';
import { formatMoney } from '../../../src/shared/money';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation';
import { AgreementForSelectSection } from '../../../src/client/features/contracts/editor/sections/agreement-for-select-section';
import { AgreementSection } from '../../../src/client/features/contracts/editor/sections/agreement-section';
import { editorFacility, makeAgreementType, makeContract, renderEditor, savedAnswer } from './editor-harness';

// Typing into MUI inputs under jsdom is slow on a shared machine; the rules, not the clock, are tested.
jest.setTimeout(60_000);

const optionTexts = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((o) => o.textContent);

/** The value shown beside a figure's term in the figures list. */
function figure(term: string): string {
  const dt = within(screen.getByLabelText('Agreement figures')).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

function renderAgreement(options: Parameters<typeof renderEditor>[0] = {}) {
  return renderEditor({ children: <AgreementSection readOnly={false} />, ...options });
}

async function choosePaymentPlan(user: ReturnType<typeof renderEditor>['user']) {
  await user.selectOptions(screen.getByLabelText(/Agreement description/), 'Payment Plan');
  await user.selectOptions(screen.getByLabelText(/Billing cycle/), 'Monthly');
}

describe('agreement types and billing cycles (spec §5 Agreement)', () => {
  it('offers the active types of the facility and the cycles of the chosen type', async () => {
    const facility = editorFacility();
    facility.agreement_types.push(
      makeAgreementType({ code: 'OLD', description: 'Retired Plan', is_active: false }),
    );
    const { user } = renderAgreement({ facility });
    const types = screen.getByLabelText(/Agreement description/);
    expect(optionTexts(types)).toEqual(['', 'Payment Plan', 'Payment Plan, No Interest', 'Prepayment Plan']);

    await user.selectOptions(types, 'Prepayment Plan');
    expect(optionTexts(screen.getByLabelText(/Billing cycle/))).toEqual(['', 'Monthly', 'Twice per month']);
    await user.selectOptions(types, 'Payment Plan');
    expect(optionTexts(screen.getByLabelText(/Billing cycle/))).toEqual([
      '',
      'Monthly',
      'Biweekly',
      'Weekly',
      'Twice per month',
    ]);
  });
});

describe('live figures (spec §3 Agreement terms)', () => {
  it('recompute the financed amount and the payment amount as the terms are typed', async () => {
    const { user, facility } = renderAgreement();
    await choosePaymentPlan(user);
    await user.type(screen.getByLabelText(/Cash price/), '1200');
    await user.type(screen.getByLabelText(/Down payment/), '200');
    // No schedule yet: its figures read as a dash, not $0.00 or 0.00%.
    expect(figure('APR')).toBe('—');
    expect(figure('Payment amount')).toBe('—');
    expect(figure('Financed amount')).toBe('$1,000.00');
    await user.type(screen.getByLabelText(/Number of payments/), '12');
    const terms = {
      cash_price: 1200,
      down_payment: 200,
      finance_rate_percent: 9.9,
      number_of_payments: 12,
      billing_cycle: 'monthly' as const,
      fee: facility.fee,
    };
    const first = computeAgreement(terms);
    expect(figure('Financed amount')).toBe(formatMoney(first.financed_amount));
    expect(figure('Payment amount')).toBe(formatMoney(first.payment_amount));

    await user.clear(screen.getByLabelText(/Down payment/));
    await user.type(screen.getByLabelText(/Down payment/), '300');
    await user.clear(screen.getByLabelText(/Number of payments/));
    await user.type(screen.getByLabelText(/Number of payments/), '10');
    const second = computeAgreement({ ...terms, down_payment: 300, number_of_payments: 10 });
    expect(figure('Financed amount')).toBe('$900.00');
    expect(figure('Financed amount')).toBe(formatMoney(second.financed_amount));
    expect(figure('Payment amount')).toBe(formatMoney(second.payment_amount));
    expect(figure('Number of payments')).toBe('10');
  });

  it('show the sales tax chosen from the facility fee settings', async () => {
    const { user } = renderAgreement();
    await choosePaymentPlan(user);
    expect(optionTexts(screen.getByLabelText(/Sales tax/))).toEqual(['None (0%)', '7.25%', '5.75%']);
    await user.type(screen.getByLabelText(/Cash price/), '1000');
    await user.selectOptions(screen.getByLabelText(/Sales tax/), '7.25%');
    expect(figure('Sales tax (7.25%)')).toBe('$72.50');
    expect(figure('Financed amount')).toBe('$1,072.50');
  });
});

describe('term sheet limits (spec §5 Agreement, §6)', () => {
  const overrideSentence = VALIDATION_MESSAGES.overrideLimit;

  it('a user who is not a facility admin is held to the months, with the override sentence', async () => {
    const { user } = renderAgreement({ role: 'create' });
    await choosePaymentPlan(user);
    await user.type(screen.getByLabelText(/Cash price/), '1000');
    await user.type(screen.getByLabelText(/Down payment/), '0');
    expect(screen.getByText('Up to 12 payments for this amount')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Number of payments/), '15');
    await user.tab();
    expect(await screen.findByText(`Cannot be more than 12. ${overrideSentence}`)).toBeInTheDocument();
  });

  it('a financed amount below the term sheet says so, with the override sentence', async () => {
    const { user } = renderAgreement({ role: 'create' });
    await choosePaymentPlan(user);
    await user.type(screen.getByLabelText(/Cash price/), '50');
    await user.tab();
    expect(
      await screen.findByText(`Must be between $100.00 and $10,000.00. ${overrideSentence}`),
    ).toBeInTheDocument();
  });

  it('a facility admin where override is allowed sees no financed-amount limit', async () => {
    const { user } = renderAgreement({ role: 'facilityAdmin' });
    await choosePaymentPlan(user);
    await user.type(screen.getByLabelText(/Cash price/), '1000');
    await user.type(screen.getByLabelText(/Down payment/), '0');
    expect(screen.getByText('Up to 18 payments for this amount')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Number of payments/), '15');
    await user.clear(screen.getByLabelText(/Cash price/));
    await user.type(screen.getByLabelText(/Cash price/), '50');
    await user.tab();
    // Judged: the payment amount rule speaks, the limits do not.
    expect(await screen.findByText(VALIDATION_MESSAGES.paymentAmountMinimum)).toBeInTheDocument();
    expect(screen.queryByText(/Cannot be more than/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Must be between/)).not.toBeInTheDocument();
  });
});

/** A payment plan that passes every rule: $1,200.00 less $200.00 over 12 monthly payments. */
async function fillValidAgreement(user: ReturnType<typeof renderEditor>['user']) {
  // Pasted rather than typed key by key: these tests are about what is sent, not about typing.
  const enter = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await choosePaymentPlan(user);
  await enter(/Cash price/, '1,200.00');
  await enter(/Down payment/, '200');
  await enter(/Number of payments/, '12');
  const picker = screen.getByLabelText('Available first payment dates');
  const firstDate = (picker.querySelectorAll('option')[1] as HTMLOptionElement).value;
  await user.selectOptions(picker, firstDate);
  const expiration = addDays(firstDate, 400);
  await enter(/Expiration date/, formatDisplayDate(expiration));
  return { firstDate, expiration };
}

describe('the expiration date', () => {
  it('offers the last payment date while the field is empty', async () => {
    const { user, facility } = renderAgreement();
    await choosePaymentPlan(user);
    await user.type(screen.getByLabelText(/Cash price/), '1200');
    await user.type(screen.getByLabelText(/Number of payments/), '12');
    const picker = screen.getByLabelText('Available first payment dates');
    const firstDate = (picker.querySelectorAll('option')[1] as HTMLOptionElement).value;
    await user.selectOptions(picker, firstDate);
    const last = computeAgreement({
      cash_price: 1200,
      down_payment: 0,
      finance_rate_percent: 9.9,
      number_of_payments: 12,
      billing_cycle: 'monthly',
      first_payment_due_date: firstDate,
      fee: facility.fee,
    }).agreement_expiration_date as string;
    await user.click(screen.getByRole('button', { name: `Use ${formatDisplayDate(last)}` }));
    expect(screen.getByLabelText(/Expiration date/)).toHaveValue(formatDisplayDate(last));
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });
});

describe('saving the agreement (spec §4 Editing sections)', () => {
  it("sends section agreement with the copy's modified_on and the values cast", async () => {
    const contract = makeContract();
    const { user, calls } = renderAgreement({
      contract,
      answers: { 'PUT /api/crud/contract/501': savedAnswer(contract, { agreement_date: businessToday() }) },
    });
    const { firstDate, expiration } = await fillValidAgreement(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, never>;
    expect(body).toMatchObject({ section: 'agreement', action: 'SAVE' });
    expect(body.contract).toMatchObject({
      modified_on: contract.modified_on,
      agreement_code: 'PP',
      billing_cycle: 'monthly',
      agreement_date: businessToday(),
      cash_price: 1200,
      down_payment: 200,
      number_of_payments: 12,
      finance_rate_percent: 9.9,
      first_payment_due_date: firstDate,
      agreement_expiration_date: expiration,
      sales_tax_rate: null,
    });
    expect(body.contract).not.toHaveProperty('payment_amount');
  });

  it("shows the server's field errors on their fields, with the banner", async () => {
    const { user } = renderAgreement({
      answers: {
        'PUT /api/crud/contract/501': {
          status: 400,
          body: {
            message: 'Invalid',
            errors: { down_payment: VALIDATION_MESSAGES.downPaymentBelowCashPrice },
          },
        },
      },
    });
    await fillValidAgreement(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.downPaymentBelowCashPrice)).toBeInTheDocument();
    expect(screen.getByText('Please correct the errors (shown in red).')).toBeInTheDocument();
    expect(screen.getByLabelText(/Down payment/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the banner and sends nothing while a rule fails', async () => {
    const { user, calls } = renderAgreement();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the errors (shown in red).')).toBeInTheDocument();
    expect(screen.getByText('Enter an agreement description.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('read-only agreement', () => {
  it('shows the terms without a Save button or the date choices', () => {
    renderEditor({
      contract: makeContract({
        editable: false,
        agreement_code: 'PP',
        billing_cycle: 'monthly',
        cash_price: 1200,
        down_payment: 200,
        number_of_payments: 12,
        finance_rate_percent: 9.9,
        agreement_date: '2026-11-25',
        first_payment_due_date: '2026-12-05',
      }),
      children: <AgreementSection readOnly />,
    });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Cash price/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Cash price/)).toHaveValue('1200');
    expect(screen.queryByLabelText('Available first payment dates')).not.toBeInTheDocument();
    expect(figure('Financed amount')).toBe('$1,000.00');
  });
});

describe('after submission and the credit check', () => {
  it('keeps the agreement description once submitted', () => {
    renderAgreement({
      contract: makeContract({ agreement_code: 'PP', submitted_on: '2026-11-20T10:00:00.000Z' }),
    });
    expect(screen.getByLabelText(/Agreement description/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Agreement description/)).toHaveValue('Payment Plan');
    expect(screen.getByText(VALIDATION_MESSAGES.agreementLocked)).toBeInTheDocument();
  });

  it('shows the credit recommendation and the minimum down payment in dollars', async () => {
    const { user } = renderAgreement({
      contract: makeContract({
        csr_status: 'COMPLETED',
        credit_recommendation: 'Approve',
        credit_grade: 'B',
        credit_min_downpayment_percent: 10,
      }),
    });
    expect(screen.getByText('Credit recommendation: Approve')).toBeInTheDocument();
    expect(screen.getByText('Credit grade: B')).toBeInTheDocument();
    await choosePaymentPlan(user);
    await user.type(screen.getByLabelText(/Cash price/), '1200');
    expect(
      screen.getByText('Minimum down payment: 10%, $120.00 of the $1,200.00 cash price'),
    ).toBeInTheDocument();
  });
});

describe('the select agreement (spec §4 Editing sections, agreementForSelect)', () => {
  const selectContract = () => makeContract({ is_select: true });

  it('offers only the types shown for select contracts, with the customer details beside them', () => {
    renderEditor({ contract: selectContract(), children: <AgreementForSelectSection readOnly={false} /> });
    expect(optionTexts(screen.getByLabelText(/Agreement description/))).toEqual([
      '',
      'Payment Plan',
      'Payment Plan, No Interest',
    ]);
    expect(screen.getByLabelText(/Email/)).toHaveValue('jamie@example.com');
  });

  it('saves the contact details and the agreement as section agreementForSelect', async () => {
    const contract = selectContract();
    const { user, calls } = renderEditor({
      contract,
      children: <AgreementForSelectSection readOnly={false} />,
      answers: { 'PUT /api/crud/contract/501': savedAnswer(contract, { agreement_date: businessToday() }) },
    });
    const { firstDate } = await fillValidAgreement(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, never>;
    expect(body).toMatchObject({ section: 'agreementForSelect', action: 'SAVE' });
    expect(body.contract).toMatchObject({
      modified_on: contract.modified_on,
      customer_email: 'jamie@example.com',
      customer_name_of_pet: 'Rex',
      agreement_code: 'PP',
      cash_price: 1200,
      first_payment_due_date: firstDate,
    });
  });
});
