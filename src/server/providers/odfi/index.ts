import type { OdfiProvider } from './odfi-provider';
import { SandboxOdfi } from './sandbox-odfi';

export {
  OdfiRejectedError,
  type OdfiAccountValidation,
  type OdfiBankAccount,
  type OdfiProvider,
  type OdfiReceipt,
  type OdfiReceivedFile,
  type OdfiSubmission,
} from './odfi-provider';
export { SANDBOX_RETURN_DELAY_BUSINESS_DAYS, SandboxOdfi, type SandboxOdfiOptions } from './sandbox-odfi';
export {
  CORRECTED_ROUTING,
  SANDBOX_ACH_ACCOUNTS,
  correctedAccountOf,
  sandboxOutcome,
  type SandboxAccountBehaviour,
  type SandboxOutcome,
} from './test-accounts';

export interface OdfiProviderConfig {
  /** Where the sandbox keeps the files it is sent: `<DOCUMENTS_DIR>/odfi-sandbox`. */
  dir: string;
}

/** The sandbox bank is the only ODFI so far; a live bank's adapter is chosen here when it exists. */
export function createOdfiProvider(config: OdfiProviderConfig): OdfiProvider {
  return new SandboxOdfi({ dir: config.dir });
}
