// The staff SPA entry, kept small: a fresh /login paints its form from here (React and plain CSS from
// index.html, no design system, store or router) and hands over to the app once logged in; every other
// page starts the app at once (issue 17: the login page paints at once on a phone).
import { loadLocaleDataSoon, yieldToMain } from './app/main-thread';
import { isStandaloneLogin, mountLoginPage } from './features/auth/login-page';

const container = document.getElementById('root') as HTMLElement;

const startApp = () =>
  import(/* webpackChunkName: "app", webpackPrefetch: true */ './app/start').then(async ({ startApp }) => {
    // The app's modules have just been evaluated in this task: start it in the next one.
    await yieldToMain();
    await startApp(container);
  });

if (isStandaloneLogin(window.location.pathname)) mountLoginPage(container, startApp);
else {
  void startApp();
  loadLocaleDataSoon();
}
