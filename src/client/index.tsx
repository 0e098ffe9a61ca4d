// The staff SPA entry, kept small: a fresh /login paints its form from here (React and plain CSS from
// index.html, no design system, store or router) and hands over to the app once logged in; every other
// page starts the app at once (issue 17: the login page paints at once on a phone).
import { requestEarlySession } from './api/early-session';
import { loadLocaleDataSoon, yieldToMain } from './app/main-thread';
import { opensWithBanners, routeNameFor } from './app/routes';
import { isStandaloneLogin, mountLoginPage } from './features/auth/login-page';
import { requestEarlyBanners } from './features/banners/early-banners';

const container = document.getElementById('root') as HTMLElement;

const startApp = () =>
  import(/* webpackChunkName: "app", webpackPrefetch: true */ './app/start').then(async ({ startApp }) => {
    // The app's modules have just been evaluated in this task: start it in the next one.
    await yieldToMain();
    await startApp(container);
  });

if (isStandaloneLogin(window.location.pathname)) mountLoginPage(container, startApp);
else {
  // The session and the page's banners are asked for now, beside the app's chunks, not once they have
  // downloaded and run: the layout paints with its banners as soon as the chunks are in (issue 17, LCP).
  requestEarlySession();
  const { pathname } = window.location;
  const route = routeNameFor(pathname);
  if (route && opensWithBanners(route)) requestEarlyBanners(pathname);
  void startApp();
  loadLocaleDataSoon();
}
