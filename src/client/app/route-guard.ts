// Guard (spec §2): not logged in → login with next; logged in but not allowed → error not-authorized;
// the login page of a logged-in user → next or the dashboard.
import type { Rights } from '../../shared/permissions';
import { href, ROUTES, safeNext, type RouteName } from './routes';

export interface GuardLocation {
  pathname: string;
  search: string;
}

/** Where the user must go instead, or null when the route may render. */
export function guardRedirect(name: RouteName, rights: Rights, location: GuardLocation): string | null {
  const { guard } = ROUTES[name];
  if (name === 'login' && rights.loggedIn) {
    return safeNext(new URLSearchParams(location.search).get('next'));
  }
  if (rights[guard]) return null;
  if (!rights.loggedIn) return href.login({ next: `${location.pathname}${location.search}` });
  return href.error('not-authorized');
}
