// The app's first get_user, asked for by the entry (index.tsx) as soon as the page's scripts run,
// before the app's chunks have downloaded and evaluated: the session is on its way beside them, and the
// first paint does not wait for one more round trip after them (issue 17: LCP of / and /contracts).
// The app's first fetchUser takes this answer instead of asking again (app/store/session-slice.ts).
import type { GetUserResponse } from '../../shared/session';
import { getInitialUser } from './auth';

let early: Promise<GetUserResponse> | null = null;

/**
 * What a fresh store's fetchUser({ initial_load: true }) asks for (no facility, no lookups yet), as the
 * GET the page's Link header preloads.
 */
export function requestEarlySession(): void {
  early = getInitialUser();
  // Not a failure of its own: the app asks again if it failed (takeEarlySession's caller).
  early.catch(() => undefined);
}

/** The early answer, once: the next get_user asks the server itself. */
export function takeEarlySession(): Promise<GetUserResponse> | null {
  const taken = early;
  early = null;
  return taken;
}
