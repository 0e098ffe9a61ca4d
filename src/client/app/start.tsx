// The staff app: one store, the API client wired to it, the first get_user, then the router. The entry
// (index.tsx) loads this chunk for every page but a fresh /login, which paints without it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { requestEarlyBanners } from '../features/banners/early-banners';
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
  // The layout's chunks and the page's banners load beside get_user and the route's chunk (the router
  // starts that one), so the layout paints once with its banners (issue 17).
  const { pathname } = window.location;
  const route = routeNameFor(pathname);
  if (route && ROUTES[route].layout === 'main') {
    void loadMainLayout();
    if (route !== 'bannerPreview') requestEarlyBanners(pathname);
  }

  createRoot(container).render(
    <StrictMode>
      <App store={store} router={createAppRouter()} />
    </StrictMode>,
  );
}
