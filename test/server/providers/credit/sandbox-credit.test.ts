import {
  CREDIT_BUREAUS,
  CREDIT_ERRORS,
  createCreditProvider,
  SandboxCreditBureau,
  type CreditApproval,
  type CreditResult,
  type SoftPullRequest,
} from '../../../../src/server/providers/credit';

const NOW = new Date('2026-11-22T15:04:05.000Z');
const bureau = new SandboxCreditBureau({ now: () => NOW });

function applicant(overrides: Partial<SoftPullRequest> = {}): SoftPullRequest {
  return {
    first_name: 'Dana',
    last_name: 'Rivera',
    ssn: null,
    dob: '1984-06-02',
    address1: '12 Elm Street',
    city: 'Springfield',
    st: 'IL',
    zip: '62701',
    requested_amount: 2400,
    ...overrides,
  };
}

function approval(result: CreditResult): CreditApproval {
  if (!result.ok) throw new Error(`expected an answer, got ${result.csr_error}`);
  return result;
}

describe('softPull on the documented test identities', () => {
  it('Approve (or SSN 111-11-1111): grade A, approve, nothing down', async () => {
    const byName = approval(await bureau.softPull(applicant({ last_name: 'Approve' })));
    const bySsn = approval(await bureau.softPull(applicant({ ssn: '111-11-1111' })));
    for (const result of [byName, bySsn]) {
      expect(result).toMatchObject({
        ok: true,
        credit_grade: 'A',
        credit_recommendation: 'APPROVE',
        credit_min_downpayment_percent: 0,
        credit_score: 790,
        credit_timestamp: '2026-11-22T15:04:05.000Z',
      });
    }
  });

  it('Downpayment: approve with 20% down', async () => {
    expect(await bureau.softPull(applicant({ last_name: 'DOWNPAYMENT' }))).toMatchObject({
      credit_grade: 'C',
      credit_recommendation: 'APPROVE WITH DOWN PAYMENT',
      credit_min_downpayment_percent: 20,
    });
  });

  it('Decline: decline, with the key factors for the adverse-action letter', async () => {
    const result = approval(await bureau.softPull(applicant({ last_name: 'decline' })));
    expect(result).toMatchObject({
      credit_grade: 'E',
      credit_recommendation: 'DECLINE',
      credit_min_downpayment_percent: null,
    });
    expect(result.score_factors.length).toBeGreaterThanOrEqual(1);
    expect(result.score_factors.length).toBeLessThanOrEqual(4);
  });

  it('Thinfile: a file without a score, offered with half down', async () => {
    expect(await bureau.softPull(applicant({ last_name: 'Thinfile' }))).toMatchObject({
      credit_grade: 'T',
      credit_score: null,
      credit_recommendation: 'APPROVE WITH DOWN PAYMENT',
      credit_min_downpayment_percent: 50,
      score_factors: ['Lack of sufficient credit history'],
    });
  });

  it('Nofile and Bureaudown: the bureau’s error text as csr_error', async () => {
    expect(await bureau.softPull(applicant({ last_name: 'Nofile' }))).toEqual({
      ok: false,
      csr_error: CREDIT_ERRORS.noFileFound,
    });
    expect(await bureau.softPull(applicant({ last_name: 'Bureaudown' }))).toEqual({
      ok: false,
      csr_error: 'Credit bureau unavailable. Please try again later.',
    });
  });

  it('lets a test SSN win over the last name', async () => {
    const result = await bureau.softPull(applicant({ last_name: 'Approve', ssn: '333-33-3333' }));
    expect(result).toMatchObject({ credit_recommendation: 'DECLINE' });
  });
});

describe('softPull on any other identity', () => {
  it('gives the same answer every time for the same name, birth date, zip and SSN', async () => {
    const first = await bureau.softPull(applicant());
    const again = await new SandboxCreditBureau({ now: () => NOW }).softPull(
      applicant({ city: 'Elsewhere' }),
    );
    expect(again).toEqual(first);
  });

  it('spreads scores over the grades, mostly approvals', async () => {
    const grades = new Map<string, number>();
    for (let i = 0; i < 200; i++) {
      const result = approval(await bureau.softPull(applicant({ first_name: `Applicant${i}` })));
      expect(result.credit_score).toBeGreaterThanOrEqual(560);
      expect(result.credit_score).toBeLessThanOrEqual(820);
      grades.set(result.credit_grade, (grades.get(result.credit_grade) ?? 0) + 1);
    }
    expect([...grades.keys()].sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(grades.get('E')!).toBeLessThan(50);
  });

  it('names the bureau with its address and phone for the adverse-action letter', async () => {
    const result = approval(await bureau.softPull(applicant()));
    expect(result.bureau).toEqual(CREDIT_BUREAUS.Experian);
    expect(result.bureau.address.join(' ')).toMatch(/Allen, TX 75013/);
    const equifax = approval(await new SandboxCreditBureau({ bureau: 'Equifax' }).softPull(applicant()));
    expect(equifax.bureau.name).toBe('Equifax');
  });
});

describe('softPull refuses incomplete or malformed requests', () => {
  it('names the missing fields', async () => {
    expect(await bureau.softPull(applicant({ address1: ' ', zip: '' }))).toEqual({
      ok: false,
      csr_error: 'The credit request is missing: address1, zip.',
    });
  });

  it('refuses an SSN that is not 9 digits', async () => {
    for (const ssn of ['123-45-678', '000-00-0000']) {
      expect(await bureau.softPull(applicant({ ssn }))).toEqual({
        ok: false,
        csr_error: CREDIT_ERRORS.invalidSsn,
      });
    }
  });
});

describe('ssnScan', () => {
  const scan = (last_name: string) =>
    bureau.ssnScan({
      first_name: 'Dana',
      last_name,
      dob: '1984-06-02',
      address: '12 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });

  it('finds the SSN of a test identity, formatted', async () => {
    expect(await scan('Approve')).toEqual({ found: true, ssn: '111-11-1111' });
    expect(await scan('thinfile')).toEqual({ found: true, ssn: '444-44-4444' });
  });

  it('finds nothing for Nofile, Bureaudown or anyone else', async () => {
    for (const name of ['Nofile', 'Bureaudown', 'Rivera']) expect(await scan(name)).toEqual({ found: false });
  });
});

describe('createCreditProvider', () => {
  it('gives the sandbox, waiting the configured delay', async () => {
    const provider = createCreditProvider({ creditDelayMs: 30 });
    expect(provider.name).toBe('sandbox');
    const started = Date.now();
    await provider.softPull(applicant({ last_name: 'Approve' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
