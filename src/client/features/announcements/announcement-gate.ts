// An announcement that must be acknowledged (issue 14): until the user acknowledges it, every page of
// the main layout sends them to /announcements?next=<the page>, which brings them back after.
import type { GetUserResponse } from '../../../shared/session';
import { href, type RouteName } from '../../app/routes';

const STAYS: ReadonlySet<RouteName> = new Set(['announcements', 'login', 'logout', 'error']);

export function announcementRedirect(
  session: GetUserResponse | null,
  routeName: RouteName | undefined,
  location: { pathname: string; search: string },
): string | null {
  if (!session?.user || !session.termsAccepted || !session.announcement?.must_acknowledge) return null;
  if (!routeName || STAYS.has(routeName)) return null;
  return href.announcements(`${location.pathname}${location.search}`);
}
