import type { ServicerProvider } from './servicer-provider';
import { SandboxServicer } from './sandbox-servicer';

export {
  type ServicerBatch,
  type ServicerChangeRequest,
  type ServicerConfirmation,
  type ServicerProvider,
  type ServicerReceipt,
} from './servicer-provider';
export { confirmationNumberOf, SandboxServicer, type SandboxServicerOptions } from './sandbox-servicer';

/** The sandbox is the only servicer so far; the live servicer's adapter is chosen here when it exists. */
export function createServicerProvider(options: { delayMs?: number } = {}): ServicerProvider {
  return new SandboxServicer(options);
}
