// One result in the browser and on the server (ARCHITECTURE.md "One source of truth for each rule"):
// the server's errors object equals what Formik shows, first message per field.
import { type ValidationError } from 'yup';
import { billingSchema } from '../../../src/shared/validation/billing';
import { fieldErrors, firstErrorByField } from '../../../src/shared/validation/errors';
import { contractSchema } from '../../../src/shared/validation/select';
import { AGREEMENT, CUSTOMER, TODAY, bank, card, contractContext } from './fixtures';

/** What Formik does: '' becomes undefined, validate runs async with abortEarly false, first error per path. */
async function asFormik(schema: ReturnType<typeof contractSchema>, values: Record<string, unknown>) {
  const prepared = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v]));
  try {
    await schema.validate(prepared, { abortEarly: false });
    return {};
  } catch (error) {
    return firstErrorByField(error as ValidationError);
  }
}

describe('errors keyed by field, first message per field', () => {
  const messy = {
    ...CUSTOMER,
    ...AGREEMENT,
    customer_first_name: '',
    customer_zip: '123',
    customer_phone1: '512-555-0100',
    customer_phone2: '(512)555-0100',
    customer_date_of_birth: '2/30/1990',
    cash_price: '100',
    down_payment: '150',
    first_payment_due_date: '11/30/2026',
    billing_cycle: 'weekly',
  };

  it('the server and the form agree', async () => {
    const schema = contractSchema(contractContext());
    const server = fieldErrors(schema, messy);
    expect(await asFormik(schema, messy)).toEqual(server);
    expect(server).toEqual({
      customer_first_name: 'Enter a first name.',
      customer_zip: 'Enter a valid zip code.',
      customer_phone1: 'Must not be the same as mobile or work phone.',
      customer_phone2: 'Must not be the same as home or work phone.',
      customer_date_of_birth: 'Enter a valid date in MM/DD/YYYY format.',
      down_payment: 'Must be less than the Cash Price.',
      first_payment_due_date: 'Select a date available for this billing cycle.',
    });
  });

  it('keys list items by position, list rules after item rules', () => {
    const schema = billingSchema({
      agreementType: null,
      processingFeeRequired: false,
      ccIsChargeable: true,
      isSelect: false,
      today: TODAY,
    });
    expect(
      fieldErrors(schema, {
        banks: [bank({ bank_name: '' })],
        cards: [card({ card_number: '4111111111111111' }), card()],
      }),
    ).toEqual({
      'banks[0].bank_name': 'Enter a bank name.',
      'cards[1].card_number': 'This card number has already been entered.',
      preferred: 'To continue, please select a preferred payment method.',
    });
  });

  it('judges a missing payload as empty', () => {
    expect(fieldErrors(contractSchema(contractContext()), null)).toMatchObject({
      customer_first_name: 'Enter a first name.',
    });
  });
});
