// The first payment date picker (spec §5 Agreement "First payment date", §9): only the days the billing
// cycle allows, none sooner than 6 days from today, none past the term sheet's horizon; a typed date is
// judged on blur with the schema's messages.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { FirstPaymentPicker } from '../../../src/client/features/contracts/editor/sections/first-payment-picker';
import { businessToday } from '../../../src/shared/calendar';
import { addDays, dayOfMonth, formatDisplayDate, weekday, type IsoDate } from '../../../src/shared/dates';
import type { BillingCycle } from '../../../src/shared/facility';
import { agreementSchema, VALIDATION_MESSAGES } from '../../../src/shared/validation';
import { editorFacility, LOOKUPS } from './editor-harness';

jest.setTimeout(30_000);

const today = businessToday();

function renderPicker(cycle: BillingCycle, maxDaysInFuture: number | null = 45) {
  const schema = agreementSchema({
    facility: editorFacility(),
    taxes: LOOKUPS.taxes,
    today,
    isFacilityAdmin: false,
    isSelect: false,
  });
  const values = {
    agreement_code: 'PP',
    billing_cycle: cycle,
    agreement_date: today,
    cash_price: '1000',
    down_payment: '0',
    number_of_payments: '10',
    first_payment_due_date: '',
  };
  render(
    <Formik initialValues={values} validationSchema={schema} validateOnChange={false} onSubmit={() => {}}>
      <form>
        <FirstPaymentPicker ctx={{ agreementDate: today, cycle, today, maxDaysInFuture }} readOnly={false} />
      </form>
    </Formik>,
  );
  return { user: userEvent.setup() };
}

const offered = (): IsoDate[] =>
  Array.from(screen.getByLabelText('Available first payment dates').querySelectorAll('option'))
    .map((o) => o.value)
    .filter((v) => v !== '');

/** Every day from today to the horizon that the rule of the cycle allows, worked out day by day. */
function expectedDays(allowed: (date: IsoDate) => boolean, horizon: number): IsoDate[] {
  const days: IsoDate[] = [];
  for (let n = 0; n <= horizon; n++) {
    const date = addDays(today, n);
    if (n >= 6 && allowed(date)) days.push(date);
  }
  return days;
}

describe('first payment dates offered (spec §9)', () => {
  it('weekly: only Wednesdays and Fridays, from 6 days ahead, within the term sheet days', () => {
    renderPicker('weekly');
    const dates = offered();
    expect(dates).toEqual(expectedDays((d) => weekday(d) === 3 || weekday(d) === 5, 45));
    expect(dates.length).toBeGreaterThan(0);
  });

  it('monthly: only the 1st, 5th, 10th, 15th, 20th and 25th, none sooner than 6 days', () => {
    renderPicker('monthly');
    const dates = offered();
    expect(dates).toEqual(expectedDays((d) => [1, 5, 10, 15, 20, 25].includes(dayOfMonth(d)), 45));
    expect(dates.every((d) => d >= addDays(today, 6))).toBe(true);
  });

  it('groups the dates by month and names each day', () => {
    renderPicker('monthly');
    const picker = screen.getByLabelText('Available first payment dates');
    const first = offered()[0];
    const group = picker.querySelector('optgroup') as HTMLElement;
    expect(group.getAttribute('label')).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(within(group).getAllByRole('option')[0]).toHaveTextContent(formatDisplayDate(first));
  });

  it('says at least 7 days in its help, as the spec asks', () => {
    renderPicker('monthly');
    expect(screen.getByText('At least 7 days from today and within 45 days.')).toBeInTheDocument();
  });
});

describe('choosing and typing the first payment date', () => {
  it('a chosen date fills the field as MM/DD/YYYY', async () => {
    const { user } = renderPicker('weekly');
    const first = offered()[0];
    await user.selectOptions(screen.getByLabelText('Available first payment dates'), first);
    expect(screen.getByLabelText('First payment date')).toHaveValue(formatDisplayDate(first));
  });

  it('a typed day the cycle does not allow is refused on blur', async () => {
    const { user } = renderPicker('monthly');
    const notABillingDay = expectedDays((d) => dayOfMonth(d) === 2, 60)[0];
    await user.type(screen.getByLabelText('First payment date'), formatDisplayDate(notABillingDay));
    await user.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.firstPaymentNotAvailable)).toBeInTheDocument();
  });

  it('a typed date past the term sheet horizon says within how many days', async () => {
    const { user } = renderPicker('monthly');
    const tooFar = expectedDays((d) => dayOfMonth(d) === 15, 120).find((d) => d > addDays(today, 45));
    await user.type(screen.getByLabelText('First payment date'), formatDisplayDate(tooFar as IsoDate));
    await user.tab();
    expect(await screen.findByText('First payment must be within 45 days')).toBeInTheDocument();
  });
});
