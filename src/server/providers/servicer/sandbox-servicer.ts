// The servicer's sandbox: takes a batch, confirms every request in it, and answers a request it has
// already taken with the confirmation it gave the first time (the live servicer dedupes by request id).
import type {
  ServicerBatch,
  ServicerConfirmation,
  ServicerProvider,
  ServicerReceipt,
} from './servicer-provider';

export interface SandboxServicerOptions {
  /** Milliseconds the sandbox waits before answering; 0 by default. */
  delayMs?: number;
  /** The servicer's clock (tests). */
  clock?: () => Date;
}

/** The servicer's reference for one request: derived from its id, so any process gives the same. */
export function confirmationNumberOf(requestId: number): string {
  return `COI${String(requestId).padStart(8, '0')}`;
}

export class SandboxServicer implements ServicerProvider {
  /** Requests taken, by id, as the servicer's own records would keep them. */
  private readonly taken = new Map<number, ServicerConfirmation>();
  /** Every batch received, in order (tests read it to see what was sent). */
  readonly received: ServicerBatch[] = [];

  constructor(private readonly options: SandboxServicerOptions = {}) {}

  async transmitChanges(batch: ServicerBatch): Promise<ServicerReceipt> {
    if (this.options.delayMs) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
    this.received.push(batch);
    const now = (this.options.clock ?? (() => new Date()))().toISOString();
    const confirmations = batch.requests.map((request) => {
      const known = this.taken.get(request.request_id);
      if (known) return known;
      const confirmation = {
        request_id: request.request_id,
        confirmation_number: confirmationNumberOf(request.request_id),
        confirmed_on: now,
      };
      this.taken.set(request.request_id, confirmation);
      return confirmation;
    });
    return { batch_id: batch.batch_id, confirmations };
  }
}
