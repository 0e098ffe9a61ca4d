// The one route table (spec §2): every route's name, path, guard, heading, layout and chrome, with the
// href builders that every link uses. The router (router.tsx) and the sidebar are built from it.
import { PROGRESS_LOGIN_MS, PROGRESS_ROUTE_MS } from '../../shared/constants';
import type { RightName } from '../../shared/permissions';
import { routePattern } from '../../shared/route-pattern';

export type LayoutName = 'landing' | 'main';
export type Section = 'contracts' | 'permissions' | 'reports' | 'banners';

export interface RouteTransition {
  name: 'fade';
  mode: 'out-in';
  durationMs: number;
}

export interface AppRoute {
  path: string;
  /** The right from deriveRights the route needs (spec §6 Route needs). */
  guard: RightName;
  heading: string;
  layout: LayoutName;
  sidebar: boolean;
  facilitySelector: boolean;
  transition: RouteTransition;
  /** How long the navigation progress bar runs before giving up (spec §9). */
  progressTimeoutMs: number;
  section?: Section;
}

const FADE: RouteTransition = { name: 'fade', mode: 'out-in', durationMs: 200 };

function route(
  path: string,
  heading: string,
  options: Partial<Omit<AppRoute, 'path' | 'heading'>> = {},
): AppRoute {
  return {
    path,
    heading,
    guard: 'loggedIn',
    layout: 'main',
    sidebar: true,
    facilitySelector: false,
    transition: FADE,
    progressTimeoutMs: PROGRESS_ROUTE_MS,
    ...options,
  };
}

const report = (path: string, heading: string) =>
  route(`/reports/${path}`, heading, { guard: 'canViewReports', facilitySelector: true, section: 'reports' });
const internal = (path: string, heading: string, section?: Section) =>
  route(path, heading, { guard: 'isEbcsAdmin', section });

export const ROUTES = {
  dashboard: route('/', 'Dashboard', { facilitySelector: true }),
  clients: route('/clients', 'Clients'),
  client: route('/clients/:client', 'Client'),
  facilities: route('/facilities', 'Facilities', { facilitySelector: true }),
  facility: route('/facilities/:facility', 'Facility'),
  contracts: route('/contracts', 'Contracts', { facilitySelector: true, section: 'contracts' }),
  contract: route('/contracts/:contractId', 'Contract', { section: 'contracts' }),
  paymentHistory: route('/contracts/:contractId/payment-history', 'Payment History', {
    section: 'contracts',
  }),
  permissions: route('/permissions', 'Permissions', { guard: 'isFacilityAdmin', section: 'permissions' }),
  ebcsPermissions: internal('/permissions/ebcs', 'EBCS Users', 'permissions'),
  audit: internal('/permissions/audit', 'Audit Trail', 'permissions'),
  reports: route('/reports', 'Reports', {
    guard: 'canViewReports',
    facilitySelector: true,
    section: 'reports',
  }),
  payments: report('payments', 'Payments Made'),
  sales: report('sales', 'New Agreements'),
  newAgreements: report('new-agreements', 'New Agreements'),
  statusChange: report('status-change', 'Status Change'),
  delinquentAccounts: report('delinquent-accounts', 'Past Due Accounts'),
  accountsReceivable: report('accounts-receivable', 'Accounts Receivable'),
  remittance: report('remittance', 'Remittance'),
  summary: report('summary', 'Summary'),
  analysis: report('analysis', 'Analysis'),
  profile: route('/profile', 'Profile'),
  announcements: route('/announcements', 'Announcements', { sidebar: false }),
  login: route('/login/:action?', 'Log In', {
    guard: 'noAuth',
    layout: 'landing',
    sidebar: false,
    progressTimeoutMs: PROGRESS_LOGIN_MS,
  }),
  logout: route('/logout', 'Log Out', { guard: 'noAuth', layout: 'landing', sidebar: false }),
  banners: internal('/banners', 'Banners', 'banners'),
  banner: internal('/banners/:bannerId', 'Banner', 'banners'),
  bannerPreview: internal('/banners/:bannerId/preview', 'Banner Preview', 'banners'),
  surveys: internal('/surveys', 'Survey Responses'),
  outbox: internal('/outbox', 'Outbox'),
  enterprise_reports: internal('/enterprise_reports', 'Enterprise Reports'),
  error: route('/error/:error', 'Error', { guard: 'noAuth' }),
} satisfies Record<string, AppRoute>;

export type RouteName = keyof typeof ROUTES;

let patterns: [RouteName, RegExp][] | null = null;

/** The route a path belongs to (before the router exists, or for a navigation still pending). */
export function routeNameFor(pathname: string): RouteName | null {
  patterns ??= (Object.keys(ROUTES) as RouteName[]).map((name) => [name, routePattern(ROUTES[name].path)]);
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

/**
 * Whether the page asks for its banners as it starts (index.tsx; the server preloads them from the
 * build's route-preloads.json): a page of the main layout, but the banner preview (it shows the banner
 * being edited, banner-stack.tsx).
 */
export const opensWithBanners = (name: RouteName): boolean =>
  ROUTES[name].layout === 'main' && name !== 'bannerPreview';

/** Report screens in sidebar order (spec §2 Reports sub-menu). */
export const REPORT_ROUTES = [
  'payments',
  'newAgreements',
  'statusChange',
  'delinquentAccounts',
  'accountsReceivable',
  'remittance',
  'summary',
  'analysis',
] as const satisfies readonly RouteName[];

export type ErrorName = 'not-found' | 'not-authorized' | 'server-error' | 'chunk-load-failed';
export type LoginAction = 'forgot-password' | 'new-password' | 'verify';

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};
const seg = encodeURIComponent;

/** Links are built here, never typed by hand (STYLE.md). */
export const href = {
  dashboard: () => '/',
  clients: () => '/clients',
  client: (client: number | string) => `/clients/${seg(String(client))}`,
  facilities: () => '/facilities',
  facility: (facility: number | string) => `/facilities/${seg(String(facility))}`,
  /** The contract list with a status query, and the list's own parameters (orderby, search_{field}). */
  contracts: (status?: string, query: Record<string, string> = {}) =>
    withQuery('/contracts', { status, ...query }),
  contract: (contractId: number | string) => `/contracts/${seg(String(contractId))}`,
  newContract: (select = false) => (select ? '/contracts/new?select=1' : '/contracts/new'),
  paymentHistory: (contractId: number | string) => `/contracts/${seg(String(contractId))}/payment-history`,
  permissions: () => '/permissions',
  ebcsPermissions: () => '/permissions/ebcs',
  audit: () => '/permissions/audit',
  reports: () => '/reports',
  report: (name: (typeof REPORT_ROUTES)[number]) => ROUTES[name].path,
  profile: () => '/profile',
  announcements: (next?: string, m?: string) => withQuery('/announcements', { next, m }),
  login: (options: { action?: LoginAction; next?: string; token?: string } = {}) =>
    withQuery(options.action ? `/login/${options.action}` : '/login', {
      next: options.next,
      token: options.token,
    }),
  logout: () => '/logout',
  banners: () => '/banners',
  banner: (bannerId: number | string) => `/banners/${seg(String(bannerId))}`,
  bannerPreview: (bannerId: number | string) => `/banners/${seg(String(bannerId))}/preview`,
  surveys: () => '/surveys',
  outbox: () => '/outbox',
  enterpriseReports: () => '/enterprise_reports',
  error: (error: ErrorName) => `/error/${error}`,
};

// Where a `next` is resolved when there is no window (tests, server rendering): any fixed origin works,
// the check is that the value stays on it.
const NO_WINDOW_ORIGIN = 'http://app.invalid';
// Browsers drop tabs and newlines from URLs and read a backslash as a slash, so `/\evil.example` or
// `/\t/evil.example` would lead to another host; none of them belongs in a path of the app.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NEXT = /[\u0000-\u001f\u007f\\]/;

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A `next` value is only ever a path inside the app, never another site: it must start with one `/`,
 * hold no control character or backslash (not even percent-encoded), and resolve to this origin.
 * The answer is the resolved path, query and hash; anything else gives the dashboard.
 */
export function safeNext(next: string | null | undefined): string {
  const dashboard = href.dashboard();
  if (!next || !next.startsWith('/') || next.startsWith('//')) return dashboard;
  const decoded = decodedOrNull(next);
  if (decoded === null || decoded.startsWith('//') || UNSAFE_IN_NEXT.test(decoded)) return dashboard;
  const origin =
    typeof window !== 'undefined' && window.location.origin && window.location.origin !== 'null'
      ? window.location.origin
      : NO_WINDOW_ORIGIN;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return dashboard;
  }
  if (url.origin !== origin) return dashboard;
  return `${url.pathname}${url.search}${url.hash}`;
}
