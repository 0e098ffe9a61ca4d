// Route objects built from the route table: one lazy screen per route, redirects for /reports/sales and
// unknown paths, and an error element that keeps the layout when a screen fails to load.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import RouteError from './route-error';
import { RootLayout } from './root-layout';
import { href, ROUTES } from './routes';
import { SCREENS } from './screens';

export function createRouteObjects(): RouteObject[] {
  const screens: RouteObject[] = Object.entries(SCREENS).map(([name, load]) => ({
    id: name,
    path: ROUTES[name as keyof typeof SCREENS].path,
    handle: { name },
    lazy: async () => ({ Component: (await load()).default }),
  }));
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError standalone />,
      // Shown while the first screen's chunk arrives.
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...screens,
            {
              path: ROUTES.sales.path,
              handle: { name: 'sales' },
              element: <Navigate to={href.report('newAgreements')} replace />,
            },
            { path: '*', element: <Navigate to={href.error('not-found')} replace /> },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(createRouteObjects());

/** A browser router in the app, a memory router in tests. */
export type AppRouter = ReturnType<typeof createAppRouter>;
