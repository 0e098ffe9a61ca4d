import type { ChargeLedger } from './charge-ledger';
import type { PaymentsProvider } from './payments-provider';
import { SandboxCardProcessor, type SandboxPaymentsOptions } from './sandbox-payments';

export { InMemoryChargeLedger, type ChargeLedger, type ChargeLedgerEntry } from './charge-ledger';
export {
  CHARGE_ERRORS,
  type CardBrand,
  type ChargeApproved,
  type ChargeDeclined,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentsProvider,
} from './payments-provider';
export {
  SandboxCardProcessor,
  type SandboxCallbackEvent,
  type SandboxPaymentsOptions,
} from './sandbox-payments';
export { APPROVING_TEST_CARDS, cardBrand, DECLINING_TEST_CARDS, DISPUTING_TEST_CARD } from './test-cards';

export interface PaymentsProviderConfig {
  /** Where answers are kept by idempotency key; give a database-backed ledger when several servers run. */
  ledger?: ChargeLedger;
  /** Milliseconds the sandbox takes to authorize; 0 by default. */
  paymentsDelayMs?: number;
  notice?: (line: string) => void;
  /** Where the sandbox reports settlement and disputes later (README.md "Callbacks"). */
  callbacks?: SandboxPaymentsOptions['callbacks'];
}

/** The sandbox processor is the only one so far; a live processor's adapter is chosen here when it exists. */
export function createPaymentsProvider(config: PaymentsProviderConfig = {}): PaymentsProvider {
  return new SandboxCardProcessor({
    ledger: config.ledger,
    delayMs: config.paymentsDelayMs,
    notice: config.notice,
    callbacks: config.callbacks,
  });
}
