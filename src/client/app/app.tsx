// Providers in order: store, theme, then the router and the notifications beside it.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { NotificationsGate } from '../features/notifications/notifications-gate';
import type { AppRouter } from './router';
import type { AppStore } from './store/store';
import { theme } from './theme/theme';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        <NotificationsGate />
      </ThemeProvider>
    </Provider>
  );
}
