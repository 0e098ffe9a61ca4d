import { matchPath, useMatches } from 'react-router-dom';
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

/** The route a path belongs to (for a navigation still pending), by the route table. */
export function routeNameFor(pathname: string): RouteName | null {
  const names = Object.keys(ROUTES) as RouteName[];
  return names.find((name) => matchPath(ROUTES[name].path, pathname)) ?? null;
}
