// The shell around every route: waits for the session, applies the route's guard, title and layout,
// closes modals on route change, restores scroll and runs the progress bar.
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Navigate, ScrollRestoration, useLocation } from 'react-router-dom';
import { PRODUCT } from '../../shared/product';
import { PageLoading } from '../components/page-loading';
import { announcementRedirect } from '../features/announcements/announcement-gate';
import { useEarlyBannersSettled } from '../features/banners/early-banners';
import { TermsGate } from '../features/terms/terms-gate';
import { useCurrentRoute } from './current-route';
import { FadeOutlet } from './fade-outlet';
import { LandingLayout } from './layouts/landing-layout';
import { ProgressBar } from './progress-bar';
import { guardRedirect } from './route-guard';
import { useAppDispatch, useAppSelector } from './store/hooks';
import { selectRights, selectSession, selectSessionStatus } from './store/session-slice';
import { modalClosed } from './store/ui-slice';

// The main layout (header, sidebar, dialogs) is its own chunk: the login page never loads it. The app
// starts loading it with the session when the page uses it (start.tsx), not once the session came.
export const loadMainLayout = () => import(/* webpackChunkName: "layout-main" */ './layouts/main-layout');
const MainLayout = lazy(loadMainLayout);

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
  const waiting = useDeferredValue(status === 'idle' || status === 'loading' || !bannersSettled);

  useEffect(() => {
    if (heading) document.title = `${PRODUCT.shortName}${PRODUCT.titleSeparator}${heading}`;
  }, [heading]);

  useEffect(() => {
    dispatch(modalClosed());
  }, [dispatch, location.pathname]);

  if (waiting) return <PageLoading />;

  const redirect = current
    ? (guardRedirect(current.name, rights, location) ?? announcementRedirect(session, current.name, location))
    : null;
  if (redirect) return <Navigate to={redirect} replace />;

  const outlet = <FadeOutlet durationMs={current?.route.transition.durationMs ?? 200} />;
  const main = current?.route.layout === 'main' && rights.loggedIn;
  return (
    <>
      <ProgressBar />
      <ScrollRestoration />
      {main && current ? (
        <Suspense fallback={<PageLoading />}>
          <MainLayout route={current.route} routeName={current.name}>
            {outlet}
          </MainLayout>
        </Suspense>
      ) : (
        <LandingLayout>{outlet}</LandingLayout>
      )}
      <TermsGate />
    </>
  );
}
