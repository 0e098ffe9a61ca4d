// The staff app: one store, the API client wired to it, the first get_user, then the router. The entry
// (index.tsx) loads this chunk for every page but a fresh /login, which paints without it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiClient } from './api-wiring';
import { App } from './app';
import { routeNameFor } from './current-route';
import { loadMainLayout } from './root-layout';
import { createAppRouter } from './router';
import { ROUTES } from './routes';
import { fetchUser } from './store/session-slice';
import { makeStore } from './store/store';

export function startApp(container: HTMLElement): void {
  const store = makeStore();
  connectApiClient(store);
  void store.dispatch(fetchUser({ initial_load: true }));
  // The layout's chunks load beside get_user and the route's chunk (the router starts that one).
  const route = routeNameFor(window.location.pathname);
  if (route && ROUTES[route].layout === 'main') void loadMainLayout();

  createRoot(container).render(
    <StrictMode>
      <App store={store} router={createAppRouter()} />
    </StrictMode>,
  );
}
