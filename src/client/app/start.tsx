// The staff app: one store, the API client wired to it, the first get_user (asked for by the entry),
// then the router. The entry (index.tsx) loads this chunk for every page but a fresh /login, which
// paints without it.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiClient } from './api-wiring';
import { App } from './app';
import { yieldToMain } from './main-thread';
import { loadMainLayout } from './root-layout';
import { createAppRouter } from './router';
import { ROUTES, routeNameFor } from './routes';
import { fetchUser } from './store/session-slice';
import { makeStore } from './store/store';

export async function startApp(container: HTMLElement): Promise<void> {
  const store = makeStore();
  connectApiClient(store);
  void store.dispatch(fetchUser({ initial_load: true }));
  // The first get_user and the page's banners are already on their way (index.tsx). The layout's
  // chunks load beside the route's chunk (the router starts that one; the page's Link header has
  // already started their scripts), so the layout paints once with its banners (issue 17).
  const route = routeNameFor(window.location.pathname);
  if (route && ROUTES[route].layout === 'main') void loadMainLayout();
  // The requests are on their way: the router and the first render in the next task (issue 17, TBT).
  await yieldToMain();

  // A transition: React renders the layout in slices of a few milliseconds, yielding to the browser
  // between them, instead of one task of ~0.6 s on a phone (issue 17, TBT); only the commit is one task.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} router={createAppRouter()} />
      </StrictMode>,
    ),
  );
}
