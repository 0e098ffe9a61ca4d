// Serves the built SPA from dist/client: pre-compressed assets, long immutable caching for hashed
// files under /static/, and the history fallback (any other GET without a file → index.html). The
// customer pages (/c/…, the webpack entry `customer`) get c.html, never referring their token on; a
// fresh /login gets login.html, the staff page without the app's preloads (it paints from the entry).
// Every other page comes with a `Link: rel=preload` header naming the API calls the app starts with (the
// session, the page's banners), the page's own scripts, then its route's (route-preloads.json, written by
// the build): all of them download at once, instead of each waiting for the script that asks for it.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePattern } from '../../shared/route-pattern';
import { errorBody, NOT_FOUND_MESSAGE } from './error-handler';

export const CLIENT_NOT_BUILT = 'Client not built: run npm run build';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Not pages: API calls, and missing hashed assets (a chunk must fail to load, not turn into HTML).
const NOT_A_PAGE = /^\/(api|auth|static)(\/|$|\?)/;
const CUSTOMER_PAGE = /^\/c\//;
const LOGIN_PAGE = /^\/login\/?(\?|$)/;

interface RoutePreloads {
  /** index.html's own scripts, the entry's first: they lead the header (see below). */
  page?: string[];
  routes: { name: string; path: string; files: string[]; banners?: boolean }[];
}

const script = (file: string) => `</${file}>; rel=preload; as=script; fetchpriority=low`;
// The API calls the app makes as it starts (src/client/index.tsx), as the app makes them: a fetch in
// CORS mode with the same-origin cookies, so the browser hands the app the preloaded answer.
const call = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
/** The app's first get_user (GET /auth/get_user, api/early-session.ts). */
const SESSION = call('/auth/get_user');
/** The page's banners, with the path as the client's API module writes it (URLSearchParams). */
const banners = (pathname: string) =>
  call(`/api/banners/current?${new URLSearchParams({ path: pathname }).toString()}`);

/**
 * The `Link` header value of each page path: the session and the page's banners, which the app asks
 * for as it starts, then the page's own scripts and those of the first route (in table order) whose
 * path matches it, as the client's router matches them. Without a build's route-preloads.json, the
 * session alone.
 */
function preloadLinks(clientDir: string): (pathname: string) => string {
  const file = join(clientDir, 'route-preloads.json');
  if (!existsSync(file)) return () => SESSION;
  const { page = [], routes } = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  // The page's own scripts come before the route's: the browser asks for preloads in the order it
  // learns of them, six at a time per host over HTTP/1.1, and learns of the header's before the HTML's.
  // The entry then runs without waiting behind the route's chunks (issue 17, LCP).
  const matchers = routes.map((route) => ({
    pattern: routePattern(route.path),
    banners: route.banners === true,
    scripts: route.files.length > 0 ? [...page, ...route.files].map(script) : [],
  }));
  return (pathname) => {
    const route = matchers.find((m) => m.pattern.test(pathname));
    return [SESSION, ...(route?.banners ? [banners(pathname)] : []), ...(route?.scripts ?? [])].join(', ');
  };
}

export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  const loginPage = existsSync(join(clientDir, 'login.html')) ? 'login.html' : 'index.html';
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply: FastifyReply, path: string) {
        // webpack's content-hashed chunks (static/js/name.<hash>.js) never change: cache them for a year.
        // Other static files (PDFs, favicon) keep their names across releases, so they revalidate.
        const [top, , file = ''] = relative(clientDir, path).split(sep);
        const hashed = top === 'static' && /\.[0-9a-f]{8,}\.(js|css)$/.test(file);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const preloadsOf = built ? preloadLinks(clientDir) : undefined;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (preloadsOf) reply.header('link', preloadsOf(request.url.split('?')[0]));
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  };
  // With index files off, the static plugin refuses "/" as a directory: the page is served here.
  if (built) app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(request.url);
    if (!isPageRequest) return reply.code(404).send(errorBody(404, NOT_FOUND_MESSAGE));
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(CLIENT_NOT_BUILT);
    if (CUSTOMER_PAGE.test(request.url)) {
      return reply
        .header('cache-control', REVALIDATE)
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .sendFile('c.html');
    }
    if (LOGIN_PAGE.test(request.url)) return reply.header('cache-control', REVALIDATE).sendFile(loginPage);
    return sendIndex(request, reply);
  });
}
