// The default credit provider: answers like the bureau, deterministically, so staff, tests and demos can
// reach every CSR outcome (README.md lists the test identities). No data leaves the machine.
import { createHash } from 'node:crypto';
import type { SsnScanCustomer } from '../../../shared/api-types';
import { CREDIT_BUREAUS, type CreditBureau } from './credit-bureaus';
import { GRADE_POLICIES, gradeOfScore } from './credit-grades';
import {
  CREDIT_ERRORS,
  type CreditProvider,
  type CreditResult,
  type SoftPullRequest,
  type SsnScanResult,
} from './credit-provider';

type Outcome = { score: number } | { thinFile: true } | { error: string };

interface TestIdentity {
  lastName: string;
  ssn: string;
  outcome: Outcome;
  /** Whether an SSN scan on the name, birth date and address finds the SSN. */
  scannable: boolean;
}

/** The documented test identities, matched by last name (any case) or by SSN. */
export const TEST_IDENTITIES: TestIdentity[] = [
  { lastName: 'approve', ssn: '111111111', outcome: { score: 790 }, scannable: true },
  { lastName: 'downpayment', ssn: '222222222', outcome: { score: 655 }, scannable: true },
  { lastName: 'decline', ssn: '333333333', outcome: { score: 560 }, scannable: true },
  { lastName: 'thinfile', ssn: '444444444', outcome: { thinFile: true }, scannable: true },
  { lastName: 'nofile', ssn: '555555555', outcome: { error: CREDIT_ERRORS.noFileFound }, scannable: false },
  {
    lastName: 'bureaudown',
    ssn: '666666666',
    outcome: { error: CREDIT_ERRORS.bureauUnavailable },
    scannable: false,
  },
];

/** The sandbox's scoring model, FICO-style. */
export const SCORE_RANGE = { low: 300, high: 850 } as const;

/** Scores of identities that are not test identities spread over 560–820: mostly approvals. */
const LOWEST_SCORE = 560;
const SCORE_SPREAD = 261;

export interface SandboxCreditOptions {
  /** Milliseconds before each answer, to feel like the bureau (0 in tests). */
  delayMs?: number;
  bureau?: CreditBureau['name'];
  now?: () => Date;
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const formatSsn = (nine: string) => `${nine.slice(0, 3)}-${nine.slice(3, 5)}-${nine.slice(5)}`;

function testIdentity(lastName: string, ssn: string): TestIdentity | undefined {
  return (
    TEST_IDENTITIES.find((identity) => ssn !== '' && identity.ssn === ssn) ??
    TEST_IDENTITIES.find((identity) => identity.lastName === lastName.trim().toLowerCase())
  );
}

/** A stable score for any other identity, from a hash of what the bureau matches on. */
function hashedScore(request: SoftPullRequest, ssn: string): number {
  const identity = [request.first_name, request.last_name, request.dob, request.zip.slice(0, 5), ssn]
    .map((part) => part.trim().toLowerCase())
    .join('|');
  const hash = createHash('sha256').update(identity).digest();
  return LOWEST_SCORE + (hash.readUInt32BE(0) % SCORE_SPREAD);
}

const REQUIRED: (keyof SoftPullRequest)[] = [
  'first_name',
  'last_name',
  'dob',
  'address1',
  'city',
  'st',
  'zip',
];

export class SandboxCreditBureau implements CreditProvider {
  readonly name = 'sandbox';
  private readonly delayMs: number;
  private readonly bureau: CreditBureau;
  private readonly now: () => Date;

  constructor(options: SandboxCreditOptions = {}) {
    this.delayMs = options.delayMs ?? 0;
    this.bureau = CREDIT_BUREAUS[options.bureau ?? 'Experian'];
    this.now = options.now ?? (() => new Date());
  }

  async softPull(request: SoftPullRequest): Promise<CreditResult> {
    await this.wait();
    const missing = REQUIRED.filter((field) => !String(request[field] ?? '').trim());
    if (missing.length > 0) return { ok: false, csr_error: CREDIT_ERRORS.missingFields(missing) };
    const ssn = digits(request.ssn);
    if (ssn !== '' && (ssn.length !== 9 || /^0+$/.test(ssn))) {
      return { ok: false, csr_error: CREDIT_ERRORS.invalidSsn };
    }
    const outcome = testIdentity(request.last_name, ssn)?.outcome ?? { score: hashedScore(request, ssn) };
    if ('error' in outcome) return { ok: false, csr_error: outcome.error };
    const score = 'score' in outcome ? outcome.score : null;
    const policy = GRADE_POLICIES[score === null ? 'T' : gradeOfScore(score)];
    return {
      ok: true,
      ...policy,
      score_factors: [...policy.score_factors],
      credit_timestamp: this.now().toISOString(),
      credit_score: score,
      score_range: { ...SCORE_RANGE },
      bureau: { ...this.bureau, address: [...this.bureau.address] },
    };
  }

  async ssnScan(request: SsnScanCustomer): Promise<SsnScanResult> {
    await this.wait();
    const identity = testIdentity(request.last_name, '');
    return identity?.scannable ? { found: true, ssn: formatSsn(identity.ssn) } : { found: false };
  }

  private wait(): Promise<void> {
    return this.delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, this.delayMs)) : Promise.resolve();
  }
}
