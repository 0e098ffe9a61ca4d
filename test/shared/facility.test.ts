import { agreementTypeOf, type AgreementType } from '../../src/shared/facility';

describe('agreementTypeOf: the facility agreement type with a code', () => {
  const types = [{ code: 'A1' }, { code: 'B2' }] as AgreementType[];
  it('finds it by code, or gives null', () => {
    expect(agreementTypeOf({ agreement_types: types }, 'B2')).toBe(types[1]);
    expect(agreementTypeOf({ agreement_types: types }, 'C3')).toBeNull();
    expect(agreementTypeOf({ agreement_types: types }, null)).toBeNull();
  });
});
