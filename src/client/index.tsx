// The staff SPA entry: one store, the API client wired to it, the first get_user, then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiClient } from './app/api-wiring';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { fetchUser } from './app/store/session-slice';
import { makeStore } from './app/store/store';

const store = makeStore();
connectApiClient(store);
void store.dispatch(fetchUser({ initial_load: true }));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} router={createAppRouter()} />
  </StrictMode>,
);
