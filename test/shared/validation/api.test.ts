// The public API of src/shared/validation: one factory per editing section (spec §4), each taking
// its context as an argument, plus the helpers the server and the forms share.
import * as validation from '../../../src/shared/validation';
import {
  AGREEMENT,
  AGREEMENT_TYPES,
  CUSTOMER,
  FACILITY,
  TODAY,
  agreementContext,
  contractContext,
} from './fixtures';

describe('section factories', () => {
  const { isSelect: _standard, ...selectContext } = contractContext();
  it.each([
    ['customer', () => validation.customerSchema({ industry: 'dental', today: TODAY }), CUSTOMER],
    ['agreement', () => validation.agreementSchema(agreementContext()), AGREEMENT],
    [
      'billing',
      () =>
        validation.billingSchema({
          agreementType: AGREEMENT_TYPES[0],
          processingFeeRequired: false,
          ccIsChargeable: true,
          isSelect: false,
          today: TODAY,
        }),
      { banks: [], cards: [] },
    ],
    ['csrForSelect', () => validation.csrForSelectSchema({ industry: 'dental', today: TODAY }), CUSTOMER],
    [
      'agreementForSelect',
      () => validation.agreementForSelectSchema({ ...selectContext, facility: FACILITY }),
      { ...CUSTOMER, ...AGREEMENT, number_of_payments: 6 },
    ],
    ['contract', () => validation.contractSchema(contractContext()), { ...CUSTOMER, ...AGREEMENT }],
    [
      'changeOfInformation',
      () => validation.changeOfInformationSchema({ today: TODAY, cycle: 'monthly' }),
      { is_cancellation: true, reason_for_cancel: '1', date_of_cancel: '2026-12-01' },
    ],
    [
      'password change',
      () => validation.passwordChangeSchema({ requireCurrentPassword: true }),
      { current_password: 'x', password: 'qmzvtrwp12', password2: 'qmzvtrwp12' },
    ],
  ])('%s passes valid values', (_section, factory, values) => {
    expect(validation.fieldErrors(factory(), values)).toEqual({});
  });
});

describe('shared helpers', () => {
  it('are exported from the folder', () => {
    for (const name of [
      'validateSection',
      'fieldErrors',
      'requiredFields',
      'warningsForCustomer',
      'customerAlert',
      'withDefaultPreferred',
      'billingRequirements',
      'earliestCancellationDate',
      'uploadSizeError',
      'isValidAba',
      'isValidCardNumber',
    ] as const) {
      expect(typeof validation[name]).toBe('function');
    }
    expect(validation.VALIDATION_MESSAGES.preferredRequired).toBe(
      'To continue, please select a preferred payment method.',
    );
  });
});
