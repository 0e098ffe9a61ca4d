// routeNameFor (app/routes.ts, shared/route-pattern.ts) finds a path's route before the router exists, for
// the entry's early requests and the server's preloads: it must agree with React Router's own matching.
import { matchPath } from 'react-router-dom';
import { ROUTES, routeNameFor, type RouteName } from '../../src/client/app/routes';

const byRouter = (pathname: string) =>
  (Object.keys(ROUTES) as RouteName[]).find((name) => matchPath(ROUTES[name].path, pathname)) ?? null;

describe('routeNameFor', () => {
  const paths = [
    '/',
    '/contracts',
    '/contracts/',
    '/Contracts',
    '/contracts/42',
    '/contracts/42/payment-history',
    '/contracts/42/payment-history/x',
    '/reports/new-agreements',
    '/reports/sales',
    '/login',
    '/login/forgot-password',
    '/login/forgot-password/x',
    '/banners/3/preview',
    '/permissions/ebcs',
    '/enterprise_reports',
    '/error/not-found',
    '/nope',
    '/contracts.json',
  ];

  it.each(paths)('%s: the route React Router matches', (path) => {
    expect(routeNameFor(path)).toBe(byRouter(path));
  });

  it('names the routes the app starts on', () => {
    expect(routeNameFor('/')).toBe('dashboard');
    expect(routeNameFor('/contracts')).toBe('contracts');
    expect(routeNameFor('/contracts/42')).toBe('contract');
    expect(routeNameFor('/nope')).toBeNull();
  });
});
