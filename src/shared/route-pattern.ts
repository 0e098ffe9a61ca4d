// A route table path ('/contracts/:contractId', '/login/:action?') as the pattern a page's path is matched
// with, as React Router's matchPath does it: whole segments, `:name` one segment, `:name?` an optional
// one, any case, an optional trailing slash. The client's route lookup before its router exists
// (app/routes.ts routeNameFor) and the server's page preloads (plugins/client-app.ts) share it.
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/*$`, 'i');
}
