// The logged-in layout (spec §2): header, optional sidebar, the route's heading, the facility selector
// for multi-facility users, and the dialogs opened from the profile menu. The dialogs are chunks of their
// own, loaded when first opened: the layout's first paint does not carry them (issue 17, LCP).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { OnceOpened } from '../../components/once-opened';
import { BannerStack } from '../../features/banners/banner-stack';
import { SurveyPrompt } from '../../features/surveys/survey-prompt';
import { href, type AppRoute, type RouteName } from '../routes';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { fetchUser, selectRights, selectSession } from '../store/session-slice';
import {
  modalOpened,
  selectModal,
  selectSidebarOpen,
  sidebarToggled,
  type ModalName,
} from '../store/ui-slice';
import { CONTENT_MAX_WIDTH } from '../theme/theme';
import { Header } from './header/header';
import { ImpersonationBar } from './impersonation-bar';
import { ProfileMenu } from './header/profile-menu';
import { profileMenuItems } from './header/profile-menu-items';
import { Sidebar } from './sidebar/sidebar';
import { sidebarModel } from './sidebar/sidebar-items';

// The selector's fields (MUI's select, text field, menu) load beside the layout, for the users who
// have one; its place is kept meanwhile, so nothing below it moves when it comes.
const FacilitySelector = lazy(() =>
  import(/* webpackChunkName: "facility-selector" */ '../../components/facility-selector').then((m) => ({
    default: m.FacilitySelector,
  })),
);
/** The selector's height: two small outlined fields (40 px) in a row, stacked on a phone with 12 px between. */
const SELECTOR_PLACE = { height: { xs: 92, sm: 40 }, minWidth: { sm: 532 } } as const;

const SwitchFacilityDialog = lazy(
  () =>
    import(/* webpackChunkName: "switch-facility" */ '../../features/switch-facility/switch-facility-dialog'),
);
const ImpersonationDialog = lazy(
  () => import(/* webpackChunkName: "impersonation" */ '../../features/impersonation/impersonation-dialog'),
);

/** A profile menu's dialog, mounted from its first opening on. */
function ModalOnceOpened({ modal, children }: { modal: ModalName; children: ReactNode }) {
  return <OnceOpened open={useAppSelector(selectModal) === modal}>{children}</OnceOpened>;
}

export interface MainLayoutProps {
  route: AppRoute;
  routeName: RouteName;
  children: ReactNode;
}

export default function MainLayout({ route, routeName, children }: MainLayoutProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = useAppSelector(selectSession);
  const rights = useAppSelector(selectRights);
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  // On a phone the sidebar floats over the page, starts closed and closes after each navigation.
  const { pathname } = useLocation();
  const [phoneSidebar, setPhoneSidebar] = useState({ open: false, pathname });
  const phoneOpen = phoneSidebar.open && phoneSidebar.pathname === pathname;
  if (!session?.user) return null;

  const facility = session.currentFacility;
  const toggle = () =>
    narrow ? setPhoneSidebar({ open: !phoneOpen, pathname }) : dispatch(sidebarToggled());
  const selectFacility = (facilityId: number) => void dispatch(fetchUser({ facility_id: facilityId }));
  const stopImpersonating = async () => {
    const result = await dispatch(fetchUser({ impersonate_id: 0, facility_id: null }));
    if (fetchUser.fulfilled.match(result)) navigate(href.dashboard());
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Header
        facility={facility}
        onToggleSidebar={route.sidebar ? toggle : null}
        profileMenu={
          <ProfileMenu
            user={session.user}
            items={profileMenuItems(rights, session)}
            onOpenModal={(modal) => dispatch(modalOpened(modal))}
            onStopImpersonating={() => void stopImpersonating()}
          />
        }
      />
      {route.sidebar && (
        <Sidebar
          model={sidebarModel({ rights, facility, routeName, status: search.get('status') })}
          open={narrow ? phoneOpen : sidebarOpen}
          temporary={narrow}
          onClose={toggle}
          buildTimestamp={session.buildTimestamp}
        />
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 4 }, pb: 6 }}>
        <Toolbar sx={{ mb: 1 }} />
        <ImpersonationBar onStop={() => void stopImpersonating()} />
        <BannerStack />
        <Box sx={{ maxWidth: CONTENT_MAX_WIDTH }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', py: 2.5 }}
          >
            <Typography variant="h1">{route.heading}</Typography>
            {route.facilitySelector && session.multipleFacilities && (
              <Suspense fallback={<Box sx={SELECTOR_PLACE} />}>
                <FacilitySelector
                  key={facility?.id ?? 'none'}
                  clients={session.clients}
                  facilityId={facility?.id ?? null}
                  onSelect={selectFacility}
                />
              </Suspense>
            )}
          </Stack>
          {children}
        </Box>
      </Box>
      <ModalOnceOpened modal="switchFacility">
        <SwitchFacilityDialog />
      </ModalOnceOpened>
      <SurveyPrompt key={session.user.id} />
      {rights.isEbcsAdmin && (
        <ModalOnceOpened modal="impersonation">
          <ImpersonationDialog />
        </ModalOnceOpened>
      )}
    </Box>
  );
}
