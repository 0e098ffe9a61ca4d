// The Truth-in-Lending box of the agreement section (Reg. Z 1026.17, 1026.18; spec §3 Agreement terms):
// the customer's wording, APR and finance charge first, and the payment schedule.
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { theme } from '../../../src/client/app/theme/theme';
import { TruthInLendingBox } from '../../../src/client/features/contracts/editor/sections/til-box';
import { computeAgreement } from '../../../src/shared/agreement';
import { formatMoney } from '../../../src/shared/money';

const fee = {
  sales_tax_percent_1: null,
  sales_tax_percent_2: null,
  sales_tax_percent_3: null,
  finance_rate_percent: 9.9,
};
const terms = {
  cash_price: 1200,
  down_payment: 200,
  finance_rate_percent: 9.9,
  number_of_payments: 12,
  billing_cycle: 'monthly' as const,
  agreement_date: '2026-11-25',
  first_payment_due_date: '2026-12-05',
  fee,
};

function renderBox(figures = computeAgreement(terms)) {
  render(
    <ThemeProvider theme={theme}>
      <TruthInLendingBox figures={figures} cycle="monthly" downPayment={200} />
    </ThemeProvider>,
  );
  return figures;
}

/** The value disclosed under a term. */
function disclosed(term: string): string {
  const box = screen.getByRole('region', { name: 'Truth-in-Lending disclosures' });
  const dt = within(box).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.firstElementChild?.textContent ?? '';
}

describe('Truth-in-Lending box', () => {
  it('discloses the APR and finance charge first, then amount financed, total of payments and total sale price', () => {
    const f = renderBox();
    const terms = within(screen.getByRole('region', { name: 'Truth-in-Lending disclosures' }))
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Annual percentage rate',
      'Finance charge',
      'Amount financed',
      'Total of payments',
      'Total sale price',
    ]);
    expect(disclosed('Annual percentage rate')).toBe(`${(f.apr as number).toFixed(2)}%`);
    expect(disclosed('Finance charge')).toBe(formatMoney(f.finance_charge));
    expect(disclosed('Amount financed')).toBe('$1,000.00');
    expect(disclosed('Total of payments')).toBe(formatMoney(f.total_of_payments));
    expect(disclosed('Total sale price')).toBe(formatMoney(200 + f.total_of_payments));
  });

  it('makes the APR and finance charge more prominent than the other figures (1026.17)', () => {
    renderBox();
    const box = screen.getByRole('region', { name: 'Truth-in-Lending disclosures' });
    const weight = (term: string) =>
      getComputedStyle(within(box).getByText(term, { selector: 'dt' })).fontWeight;
    expect(weight('Annual percentage rate')).toBe('700');
    expect(weight('Finance charge')).toBe('700');
    expect(weight('Amount financed')).toBe('500');
    expect(weight('Total sale price')).toBe('500');
  });

  it('explains each figure in the words of the customer page and the contract PDF (Reg. Z model form)', () => {
    renderBox();
    expect(screen.getByText('The cost of your credit as a yearly rate.')).toBeInTheDocument();
    expect(screen.getByText('The dollar amount the credit will cost you.')).toBeInTheDocument();
    expect(screen.getByText('The amount of credit provided to you or on your behalf.')).toBeInTheDocument();
    expect(
      screen.getByText('The amount you will have paid after you have made all payments as scheduled.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The total cost of your purchase on credit, including your down payment of $200.00.'),
    ).toBeInTheDocument();
  });

  it('states the payment schedule: how many, how much and when', () => {
    const f = renderBox();
    expect(screen.getByText(/Payment schedule:/).parentElement).toHaveTextContent(
      `Payment schedule: 12 monthly payments of ${formatMoney(f.payment_amount_total)}, from 12/05/2026 to 11/05/2027.`,
    );
  });

  it('shows no APR until the dates are entered', () => {
    renderBox(computeAgreement({ ...terms, first_payment_due_date: null }));
    expect(disclosed('Annual percentage rate')).toBe('—');
    expect(
      screen.getByText(
        'The annual percentage rate shows once the agreement and first payment dates are entered.',
      ),
    ).toBeInTheDocument();
  });
});
