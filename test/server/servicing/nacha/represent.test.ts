// Re-presentment (NACHA Operating Rules 2.12.4) and the return code table the engine acts on (issue 11).
import {
  PAYMENT_DESCRIPTION,
  RETRY_DESCRIPTION,
  RETURN_FEE_DESCRIPTION,
  flagsMethodBad,
  isAdministrativeReturn,
  isNsfReturn,
  isUnauthorizedReturn,
  mayRepresent,
  returnCodeInfo,
  stopsAllDebits,
} from '../../../../src/server/servicing/nacha';

const settled = '2026-01-15';

describe('mayRepresent', () => {
  it('allows R01 and R09 after the original and after the first re-presentment', () => {
    expect(
      mayRepresent({
        returnCode: 'R01',
        presentmentNumber: 1,
        originalSettlementDate: settled,
        onDate: '2026-01-20',
      }),
    ).toEqual({
      allowed: true,
    });
    expect(
      mayRepresent({
        returnCode: 'R09',
        presentmentNumber: 2,
        originalSettlementDate: settled,
        onDate: '2026-02-20',
      }),
    ).toEqual({
      allowed: true,
    });
  });

  it('refuses a fourth presentment (the original and two re-presentments were returned)', () => {
    const d = mayRepresent({
      returnCode: 'R01',
      presentmentNumber: 3,
      originalSettlementDate: settled,
      onDate: '2026-02-01',
    });
    expect(d).toEqual({
      allowed: false,
      reason: expect.stringMatching(/already re-presented twice; a presentment number 4/),
    });
  });

  it('allows day 180 after the original settlement date and refuses day 181', () => {
    // 2026-01-15 + 180 days = 2026-07-14
    expect(
      mayRepresent({
        returnCode: 'R01',
        presentmentNumber: 1,
        originalSettlementDate: settled,
        onDate: '2026-07-14',
      }).allowed,
    ).toBe(true);
    const late = mayRepresent({
      returnCode: 'R01',
      presentmentNumber: 1,
      originalSettlementDate: settled,
      onDate: '2026-07-15',
    });
    expect(late).toEqual({
      allowed: false,
      reason: expect.stringMatching(
        /181 days after the original settlement date 2026-01-15; the limit is 180/,
      ),
    });
  });

  it('refuses a date before the original settlement', () => {
    expect(
      mayRepresent({
        returnCode: 'R01',
        presentmentNumber: 1,
        originalSettlementDate: settled,
        onDate: '2026-01-14',
      }).allowed,
    ).toBe(false);
  });

  it.each(['R02', 'R03', 'R04', 'R05', 'R07', 'R10', 'R11', 'R16', 'R20', 'R29'])(
    'refuses %s: only R01 and R09 may be re-presented',
    (code) => {
      expect(
        mayRepresent({
          returnCode: code,
          presentmentNumber: 1,
          originalSettlementDate: settled,
          onDate: '2026-01-20',
        }),
      ).toEqual({
        allowed: false,
        reason: `A ${code} return may not be re-presented; only R01 and R09 may.`,
      });
    },
  );

  it('refuses nonsense input loudly', () => {
    expect(() =>
      mayRepresent({
        returnCode: 'R01',
        presentmentNumber: 0,
        originalSettlementDate: settled,
        onDate: '2026-01-20',
      }),
    ).toThrow(RangeError);
    expect(() =>
      mayRepresent({
        returnCode: 'R01',
        presentmentNumber: 1,
        originalSettlementDate: '01/15/2026',
        onDate: '2026-01-20',
      }),
    ).toThrow(/YYYY-MM-DD/);
  });

  it('names the entry descriptions (10 characters or less)', () => {
    expect([PAYMENT_DESCRIPTION, RETRY_DESCRIPTION, RETURN_FEE_DESCRIPTION]).toEqual([
      'PAYMENT',
      'RETRY PYMT',
      'RETURN FEE',
    ]);
  });
});

describe('return codes: each code and what it means for the account', () => {
  // code, title starts with, nsf, administrative, unauthorized, flags the method bad, stops all debits
  it.each([
    ['R01', 'Insufficient Funds', true, false, false, false, false],
    ['R02', 'Account Closed', false, true, false, true, false],
    ['R03', 'No Account/Unable to Locate Account', false, true, false, true, false],
    ['R04', 'Invalid Account Number Structure', false, true, false, true, false],
    ['R05', 'Unauthorized Debit to Consumer Account', false, false, true, false, true],
    ['R07', 'Authorization Revoked by Customer', false, false, true, false, true],
    ['R09', 'Uncollected Funds', true, false, false, false, false],
    ['R10', 'Customer Advises Originator is Not Known', false, false, true, false, true],
    ['R11', 'Customer Advises Entry Not in Accordance', false, false, true, false, false],
    ['R16', 'Account Frozen', false, false, false, true, false],
    ['R20', 'Non-Transaction Account', false, false, false, true, false],
    ['R29', 'Corporate Customer Advises Not Authorized', false, false, true, false, true],
  ])('%s %s', (code, title, nsf, administrative, unauthorized, bad, stopAll) => {
    expect(returnCodeInfo(code).title.startsWith(title)).toBe(true);
    expect([
      isNsfReturn(code),
      isAdministrativeReturn(code),
      isUnauthorizedReturn(code),
      flagsMethodBad(code),
      stopsAllDebits(code),
    ]).toEqual([nsf, administrative, unauthorized, bad, stopAll]);
  });

  it('an unknown code has a generic title and no category', () => {
    expect(returnCodeInfo('R97')).toEqual({ code: 'R97', title: 'Return reason R97', categories: [] });
  });
});
