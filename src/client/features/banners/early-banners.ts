// The banners of the page the app opens on, asked for beside get_user (app/start.tsx) instead of once
// the main layout has rendered, so they paint with the layout's first paint and nothing moves down
// when they arrive (issue 17: the banner is the LCP element of / and /contracts; CLS).
import type { ShownBanner } from '../../../shared/broadcasts';
import { getCurrentBanners } from '../../api/broadcasts';

interface Early {
  path: string;
  /** The answer, or null when there is none to use (the request failed, e.g. no session yet). */
  answer: Promise<ShownBanner[] | null>;
}

let early: Early | null = null;

export function requestEarlyBanners(path: string): void {
  early = { path, answer: getCurrentBanners(path).catch(() => null) };
}

/** The early request for this page, if the app asked for one and no banner stack has used it yet. */
export const earlyBannersFor = (path: string): Promise<ShownBanner[] | null> | null =>
  early?.path === path ? early.answer : null;

/** The first banner stack mounted: later ones ask the server themselves. */
export function earlyBannersUsed(): void {
  early = null;
}
