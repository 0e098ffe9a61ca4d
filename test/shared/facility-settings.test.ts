// The facility settings' rules (issue 13): state caps, notice days, the remittance account, and the
// term-sheet brackets without overlap or gap and within their override maximum.
import type { MonthLimit } from '../../src/shared/facility';
import { termSheetFor } from '../../src/shared/term-sheet';
import { VALIDATION_MESSAGES } from '../../src/shared/validation/messages';
import {
  cleanContact,
  contactErrors,
  type FacilitySettingsInput,
  monthLimitErrors,
  SETTINGS_MESSAGES,
  settingsErrors,
  TERM_SHEET_MESSAGES,
} from '../../src/shared/validation/facility-settings';

const valid: FacilitySettingsInput = {
  csr: false,
  sales_tax_percent_1: 7.25,
  sales_tax_percent_2: null,
  sales_tax_percent_3: null,
  finance_rate_percent: 9.9,
  processing_fee_cents: 2500,
  processing_fee_waivable: false,
  grace_days: 10,
  late_fee_cents: 1500,
  return_fee_cents: 2500,
  days_to_collect: 90,
  late_notice_days: [10, 30],
  servicing_fee_per_payment_cents: 0,
  servicing_fee_percent: 0,
  remittance_routing_number: null,
  remittance_account_number: null,
  remittance_account_type: null,
  remittance_contract_types: [1],
  analysis_contract_types: [],
  summary_contract_types: [1, 2],
};
const limits = { maxInterestRate: 18, maxLateFeeCents: 1000, maxReturnFeeCents: 2500, contractTypes: [1, 2] };

describe('settingsErrors', () => {
  it('accepts sound settings and names every broken rule under its field', () => {
    expect(settingsErrors({ ...valid, late_fee_cents: 1000 }, limits, false)).toEqual({});
    expect(
      settingsErrors(
        { ...valid, finance_rate_percent: 19, late_notice_days: [30, 10], summary_contract_types: [9] },
        limits,
        false,
      ),
    ).toEqual({
      finance_rate_percent: SETTINGS_MESSAGES.rateAboveState(18),
      late_fee_cents: SETTINGS_MESSAGES.lateFeeAboveState(1000),
      late_notice_days: SETTINGS_MESSAGES.noticeDays,
      summary_contract_types: SETTINGS_MESSAGES.contractType,
    });
  });

  it('takes a processing fee of $0.00 to $1,000.00 or none, and whether it is required or waivable', () => {
    const ok = { ...valid, late_fee_cents: 900 };
    expect(
      settingsErrors({ ...ok, processing_fee_cents: null, processing_fee_waivable: true }, limits, false),
    ).toEqual({});
    expect(settingsErrors({ ...ok, processing_fee_cents: 100_000 }, limits, false)).toEqual({});
    expect(
      settingsErrors(
        { ...ok, processing_fee_cents: 100_001, processing_fee_waivable: 'yes' as unknown as boolean },
        limits,
        false,
      ),
    ).toEqual({
      processing_fee_cents: SETTINGS_MESSAGES.processingFee,
      processing_fee_waivable: SETTINGS_MESSAGES.processingFeeWaivable,
    });
    expect(settingsErrors({ ...ok, processing_fee_cents: -1 }, limits, false)).toEqual({
      processing_fee_cents: SETTINGS_MESSAGES.processingFee,
    });
  });

  it('wants the remittance account whole: routing number, account number (or the stored one) and type', () => {
    const account = { ...valid, late_fee_cents: 900, remittance_routing_number: '021000021' };
    expect(settingsErrors(account, limits, false)).toEqual({
      remittance_account_number: SETTINGS_MESSAGES.accountIncomplete,
    });
    expect(settingsErrors({ ...account, remittance_account_type: 'checking' }, limits, true)).toEqual({});
    expect(
      settingsErrors(
        { ...account, remittance_account_number: '1234', remittance_account_type: 'savings' },
        limits,
        false,
      ),
    ).toEqual({});
  });
});

const bracket = (
  price_from: number,
  price_to: number,
  months: number,
  extra: Partial<MonthLimit> = {},
): MonthLimit => ({
  price_from,
  price_to,
  months,
  allow_override_months: false,
  max_override_months: null,
  max_first_payment_days_in_future: 30,
  ...extra,
});

describe('monthLimitErrors', () => {
  it('accepts brackets that share a boundary or start a cent later, in any order', () => {
    expect(monthLimitErrors([bracket(1000, 5000, 24), bracket(300, 1000, 12)])).toEqual({});
    expect(monthLimitErrors([bracket(300, 1000, 12), bracket(1000.01, 5000, 24)])).toEqual({});
  });

  it('refuses overlaps, gaps, no brackets and months beyond the override maximum', () => {
    expect(monthLimitErrors([])).toEqual({ month_limits: TERM_SHEET_MESSAGES.none });
    expect(monthLimitErrors([bracket(300, 1000, 12), bracket(999, 5000, 24)])).toEqual({
      month_limits: TERM_SHEET_MESSAGES.overlap(1, 2),
    });
    expect(monthLimitErrors([bracket(300, 1000, 12), bracket(1000.02, 5000, 24)])).toEqual({
      month_limits: TERM_SHEET_MESSAGES.gap(1, 2),
    });
    expect(
      monthLimitErrors([bracket(300, 1000, 24, { allow_override_months: true, max_override_months: 18 })]),
    ).toEqual({ 'month_limits.0.months': TERM_SHEET_MESSAGES.beyondOverride(24, 18) });
  });
});

describe('termSheetFor and versions', () => {
  const sheet = (id: number, effective_on: string, version: number) => ({
    id,
    contract_type: 1,
    is_select: false,
    created_on: `${effective_on}T12:00:00.000Z`,
    version,
    effective_on,
    month_limits: [bracket(0, 1000, 6 * version)],
  });
  const sheets = [sheet(1, '2026-11-26', 1), sheet(2, '2027-01-01', 2)];
  const pick = (asOf: string) => termSheetFor(sheets, { contractType: 1, isSelect: false, asOf })?.id;

  it('takes the version in effect on the agreement date, and the first for a contract dated before it', () => {
    expect(pick('2026-12-31')).toBe(1);
    expect(pick('2027-01-01')).toBe(2);
    expect(pick('2026-06-01')).toBe(1);
  });
});

describe('contactErrors', () => {
  const none = { address1: null, address2: null, city: null, zip: null, phone: null };

  it('keeps the address whole or absent, the zip of spec §5 and a phone of ten digits as letters print it', () => {
    expect(contactErrors(none)).toEqual({});
    const typed = cleanContact({
      address1: ' 1450 Riverside Drive ',
      address2: '',
      city: 'Columbus',
      zip: '43212-1234',
      phone: '614.555.0142',
    });
    expect(typed).toEqual({
      address1: '1450 Riverside Drive',
      address2: null,
      city: 'Columbus',
      zip: '43212-1234',
      phone: '(614) 555-0142',
    });
    expect(contactErrors(typed)).toEqual({});
    expect(
      contactErrors(cleanContact({ ...none, address2: 'Suite 200', zip: '4321', phone: '555-0142' })),
    ).toEqual({
      address1: SETTINGS_MESSAGES.required('street address'),
      city: SETTINGS_MESSAGES.required('city'),
      zip: VALIDATION_MESSAGES.zip,
      phone: VALIDATION_MESSAGES.phone,
    });
    expect(contactErrors(cleanContact({ ...typed, zip: '4321' }))).toEqual({ zip: VALIDATION_MESSAGES.zip });
    expect(contactErrors({ ...typed, city: 'x'.repeat(61) })).toEqual({
      city: SETTINGS_MESSAGES.maxLength(60),
    });
  });
});
