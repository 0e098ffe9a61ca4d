// Serves the built SPA from dist/client: pre-compressed assets, long immutable caching for hashed
// files under /static/, and the history fallback (any other GET without a file → index.html). The
// customer pages (/c/…, the webpack entry `customer`) get c.html, never referring their token on; a
// fresh /login gets login.html, the staff page without the app's preloads (it paints from the entry).
// Every other page comes with a `Link: rel=preload` header naming its route's scripts (route-preloads.json,
// written by the build), so they download beside the app's own chunks.
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
  routes: { name: string; path: string; files: string[] }[];
}

/**
 * The `Link` header value of each page path: the scripts of the first route (in table order) whose path
 * matches it, as the client's router matches them; undefined without a build's route-preloads.json.
 */
function routePreloadLinks(clientDir: string): ((pathname: string) => string | undefined) | undefined {
  const file = join(clientDir, 'route-preloads.json');
  if (!existsSync(file)) return undefined;
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const links = routes
    .filter((route) => route.files.length > 0)
    .map((route) => ({
      pattern: routePattern(route.path),
      link: route.files.map((f) => `</${f}>; rel=preload; as=script; fetchpriority=low`).join(', '),
    }));
  return (pathname) => links.find((route) => route.pattern.test(pathname))?.link;
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

  const preloadsOf = built ? routePreloadLinks(clientDir) : undefined;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const link = preloadsOf?.(request.url.split('?')[0]);
    if (link) reply.header('link', link);
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
