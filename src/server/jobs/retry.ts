// When a failed job is tried again: exponential backoff, so a provider that is down is not hammered.

/** The first retry waits this long by default; each later one twice as long as the one before. */
export const DEFAULT_RETRY_BASE_MS = 30_000;
const LONGEST_RETRY_DELAY_MS = 60 * 60_000;

/** The wait after the given failed attempt (1 for the first). */
export function retryDelayMs(attempt: number, baseMs: number = DEFAULT_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** (attempt - 1), LONGEST_RETRY_DELAY_MS);
}

/** What `last_error` keeps: the message only (stacks are for the log), bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}
