import { maskAccountNumber, maskCardNumber, maskSsn } from '../../../src/server/security/masks';
import { isMasked } from '../../../src/shared/contract';
import { isValidSsn } from '../../../src/shared/validation/formats';

describe('maskSsn', () => {
  it('shows the last four digits only', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('123456789')).toBe('***-**-6789');
  });

  it('is accepted by the SSN field rule as a stored value (spec §5 SSN)', () => {
    expect(isMasked(maskSsn('123-45-6789'))).toBe(true);
    expect(isValidSsn(maskSsn('123-45-6789'))).toBe(true);
  });
});

describe('maskCardNumber', () => {
  it('shows at most the last four digits (spec §3 Card)', () => {
    expect(maskCardNumber('4111111111111111')).toBe('************1111');
    expect(maskCardNumber('3782 822463 10005')).toBe('***********0005');
    expect(maskCardNumber('4111-1111-1111-1111')).toBe('************1111');
  });

  it('hides a number too short to show four digits of', () => {
    expect(maskCardNumber('1234')).toBe('****');
  });
});

describe('maskAccountNumber', () => {
  it('shows the last four digits behind a fixed run of stars', () => {
    expect(maskAccountNumber('000123456789')).toBe('******6789');
    expect(maskAccountNumber('98765432101234567')).toBe('******4567');
  });

  it('hides a short account number entirely', () => {
    expect(maskAccountNumber('1234')).toBe('******');
  });
});
