// The shell around every route: waits for the session, applies the route's guard, title and layout,
// closes modals on route change, restores scroll and runs the progress bar.
import { useDeferredValue, useEffect, useState } from 'react';
import { Navigate, ScrollRestoration, useLocation } from 'react-router-dom';
import { PRODUCT } from '../../shared/product';
import { PageLoading } from '../components/page-loading';
import { announcementRedirect } from '../features/announcements/announcement-gate';
import { useEarlyBannersSettled } from '../features/banners/early-banners';
import { TermsGate } from '../features/terms/terms-gate';
import { useCurrentRoute } from './current-route';
import { FadeOutlet } from './fade-outlet';
import { LandingLayout } from './layouts/landing-layout';
import type * as MainLayoutModule from './layouts/main-layout';
import { ProgressBar } from './progress-bar';
import { guardRedirect } from './route-guard';
import { useAppDispatch, useAppSelector } from './store/hooks';
import { selectRights, selectSession, selectSessionStatus } from './store/session-slice';
import { modalClosed } from './store/ui-slice';

// The main layout (header, sidebar, dialogs) is its own chunk: the login page never loads it. The app
// starts loading it with the session when the page uses it (start.tsx), not once the session came.
// The shell waits for it as it waits for the session, then renders it as a loaded module: no Suspense
// fallback, whose reveal React holds back for 300 ms (issue 17: that hold was most of the LCP's
// render delay once the session and the scripts came early).
let mainLayoutModule: typeof MainLayoutModule | null = null;
export const loadMainLayout = (): Promise<typeof MainLayoutModule> =>
  import(/* webpackChunkName: "layout-main" */ './layouts/main-layout').then(
    (loaded) => (mainLayoutModule = loaded),
  );

/** The main layout module once loaded; asks for it while `wanted` and not loaded yet. */
function useMainLayout(wanted: boolean): typeof MainLayoutModule | null {
  const [loaded, setLoaded] = useState(() => mainLayoutModule);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    void loadMainLayout().then((module) => live && setLoaded(module));
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

export function RootLayout() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const rights = useAppSelector(selectRights);
  const session = useAppSelector(selectSession);
  const current = useCurrentRoute();
  const heading = current?.route.heading;
  // The first layout and page render once the session came as a deferred (transition) render, which
  // React splits into short tasks instead of one long one: the page stays responsive (issue 17, TBT).
  // The banners of the first page come with it (features/banners/early-banners.ts).
  const bannersSettled = useEarlyBannersSettled();
  const main = current?.route.layout === 'main' && rights.loggedIn;
  const mainLayout = useMainLayout(main);
  const waiting = useDeferredValue(
    status === 'idle' || status === 'loading' || !bannersSettled || (main && !mainLayout),
  );

  useEffect(() => {
    if (heading) document.title = `${PRODUCT.shortName}${PRODUCT.titleSeparator}${heading}`;
  }, [heading]);

  useEffect(() => {
    dispatch(modalClosed());
  }, [dispatch, location.pathname]);

  if (waiting || (main && !mainLayout)) return <PageLoading />;

  const redirect = current
    ? (guardRedirect(current.name, rights, location) ?? announcementRedirect(session, current.name, location))
    : null;
  if (redirect) return <Navigate to={redirect} replace />;

  const outlet = <FadeOutlet durationMs={current?.route.transition.durationMs ?? 200} />;
  const MainLayout = main ? mainLayout?.default : undefined;
  return (
    <>
      <ProgressBar />
      <ScrollRestoration />
      {MainLayout && current ? (
        <MainLayout route={current.route} routeName={current.name}>
          {outlet}
        </MainLayout>
      ) : (
        <LandingLayout>{outlet}</LandingLayout>
      )}
      <TermsGate />
    </>
  );
}
