import { useMatches } from 'react-router-dom';
import { ROUTES, type RouteName } from './routes';

export interface RouteHandle {
  name: RouteName;
}

/** The route-table entry of the deepest matched route, or null on a redirect-only path. */
export function useCurrentRoute(): { name: RouteName; route: (typeof ROUTES)[RouteName] } | null {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle ? { name: handle.name, route: ROUTES[handle.name] } : null;
}
