// The banners at the top of the main layout (issue 14): the ones for this user on this page, most
// severe first; a dismissal is sent to the server, so no other browser of the user shows it again. On
// a banner's preview page, the banner being previewed, for the audience chosen there. The page the app
// opens on shows the answer asked for beside get_user (early-banners.ts) with the layout's first paint.
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router-dom';
import type { ShownBanner } from '../../../shared/broadcasts';
import { dismissBanner, getBannerPreview, getCurrentBanners } from '../../api/broadcasts';
import { isAbortError } from '../../api/client';
import { ROUTES } from '../../app/routes';
import { CONTENT_MAX_WIDTH } from '../../app/theme/theme';
import { useAppSelector } from '../../app/store/hooks';
import { selectSession } from '../../app/store/session-slice';
import { BannerView } from './banner-view';
import { earlyBannersFor, earlyBannersUsed } from './early-banners';
import { previewAudienceOf } from './preview-audience';

export function BannerStack() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const session = useAppSelector(selectSession);
  const userId = session?.user?.id ?? null;
  const facilityId = session?.currentFacility?.id ?? null;
  const previewId = matchPath(ROUTES.bannerPreview.path, pathname)?.params.bannerId;
  const audienceKey = previewId ? search.toString() : '';
  const shownFor = [pathname, previewId, audienceKey, userId, facilityId].join('|');
  // The root layout waited for the early answer: it is here at once (or null: ask as on any page).
  const [earlyBanners] = useState(() => (previewId ? null : earlyBannersFor(pathname)));
  const [banners, setBanners] = useState<ShownBanner[]>(earlyBanners ?? []);
  // What the banners shown were asked for, while that is the early answer (no need to ask again).
  const earlyFor = useRef(earlyBanners ? shownFor : null);

  useEffect(() => earlyBannersUsed(), []);

  useEffect(() => {
    if (userId === null || earlyFor.current === shownFor) return;
    earlyFor.current = null;
    const controller = new AbortController();
    const load = previewId
      ? getBannerPreview(
          Number(previewId),
          previewAudienceOf(new URLSearchParams(audienceKey)),
          controller.signal,
        ).then((p) => [p.banner])
      : getCurrentBanners(pathname, controller.signal);
    load.then(setBanners).catch((error: unknown) => {
      if (!isAbortError(error)) setBanners([]);
    });
    return () => controller.abort();
  }, [pathname, previewId, audienceKey, userId, facilityId, shownFor]);

  if (banners.length === 0) return null;
  const dismiss = (banner: ShownBanner) => {
    setBanners((shown) => shown.filter((b) => b.id !== banner.id));
    if (!previewId) void dismissBanner(banner.id).catch(() => undefined);
  };
  return (
    <Stack spacing={1} sx={{ maxWidth: CONTENT_MAX_WIDTH, mt: 2 }} aria-label="Banners" component="section">
      {banners.map((b) => (
        <BannerView key={b.id} banner={b} onDismiss={() => dismiss(b)} />
      ))}
    </Stack>
  );
}
