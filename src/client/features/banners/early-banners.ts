// The banners of the page the app opens on, asked for beside get_user (app/start.tsx) instead of once
// the main layout has rendered, so they paint with the layout's first paint and nothing moves down
// when they arrive (issue 17: the banner is the LCP element of / and /contracts; CLS). The root layout
// waits for the answer as it waits for the session (no Suspense: the grid's first mount must not be
// rendered, thrown away and rendered again).
import { useEffect, useState } from 'react';
import type { ShownBanner } from '../../../shared/broadcasts';
import { getCurrentBanners } from '../../api/broadcasts';

interface Early {
  path: string;
  settled: boolean;
  /** The answer, or null when there is none to use (the request failed, e.g. no session yet). */
  banners: ShownBanner[] | null;
  done: Promise<void>;
}

let early: Early | null = null;

export function requestEarlyBanners(path: string): void {
  const asked: Early = { path, settled: false, banners: null, done: Promise.resolve() };
  asked.done = getCurrentBanners(path)
    .then(
      (banners) => {
        asked.banners = banners;
      },
      () => undefined,
    )
    .finally(() => {
      asked.settled = true;
    });
  early = asked;
}

/** The early answer for this page, if the app asked for one and no banner stack has used it yet. */
export const earlyBannersFor = (path: string): ShownBanner[] | null =>
  early?.path === path && early.settled ? early.banners : null;

/** The first banner stack mounted: later ones ask the server themselves. */
export function earlyBannersUsed(): void {
  early = null;
}

/** False while the early request is on its way: the layout is not shown before its banners. */
export function useEarlyBannersSettled(): boolean {
  const [settled, setSettled] = useState(() => !early || early.settled);
  useEffect(() => {
    if (settled) return undefined;
    let live = true;
    const done = early?.done ?? Promise.resolve();
    void done.then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled]);
  return settled;
}
