import type { CreditBureau } from './credit-bureaus';
import type { CreditProvider } from './credit-provider';
import { SandboxCreditBureau } from './sandbox-credit';

export { CREDIT_BUREAUS, type CreditBureau } from './credit-bureaus';
export { GRADE_POLICIES, gradeOfScore } from './credit-grades';
export {
  CREDIT_ERRORS,
  type CreditApproval,
  type CreditError,
  type CreditGrade,
  type CreditProvider,
  type CreditRecommendation,
  type CreditResult,
  type SoftPullRequest,
  type SsnScanResult,
} from './credit-provider';
export { SandboxCreditBureau, TEST_IDENTITIES, type SandboxCreditOptions } from './sandbox-credit';

export interface CreditProviderConfig {
  /** Milliseconds the sandbox waits before answering; 0 by default. */
  creditDelayMs?: number;
  /** The bureau the sandbox reports from; Experian by default. */
  creditBureau?: CreditBureau['name'];
}

/** The sandbox bureau is the only one so far; a live bureau's adapter is chosen here when it exists. */
export function createCreditProvider(config: CreditProviderConfig = {}): CreditProvider {
  return new SandboxCreditBureau({ delayMs: config.creditDelayMs, bureau: config.creditBureau });
}
