// renderWithProviders: a real store (makeStore) with the app's theme, and optionally the app's real
// route table in a memory router.
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router-dom';
import { connectApiClient } from '../../src/client/app/api-wiring';
import { App } from '../../src/client/app/app';
import { createRouteObjects } from '../../src/client/app/router';
import { makeStore, type RootState } from '../../src/client/app/store/store';
import { theme } from '../../src/client/app/theme/theme';
import type { GetUserResponse } from '../../src/shared/session';

export interface RenderOptions {
  session?: GetUserResponse | null;
  preloadedState?: Partial<RootState>;
}

export function storeWith({ session, preloadedState }: RenderOptions = {}) {
  return makeStore({
    ...(session !== undefined && { session: { data: session, status: session ? 'ready' : 'idle' } }),
    ...preloadedState,
  });
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const store = storeWith(options);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </Provider>,
  );
  return { store, user, ...view };
}

/** The whole app at a path: the real App with its route table, guards, layouts and lazy screens. */
export function renderApp(path: string, options: RenderOptions = {}) {
  const store = storeWith(options);
  connectApiClient(store);
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: [path] });
  const user = userEvent.setup();
  return { store, router, user, ...render(<App store={store} router={router} />) };
}
