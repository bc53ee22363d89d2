/**
 * Which tenant a request belongs to, from its path alone (docs/seo-and-urls.md: every route is
 * prefixed by the tenant id; the API lives under /api/{tenant}/; the error and
 * no-results pages carry the tenant as a query parameter).
 */
export type PathTenant<Id extends string = string> =
  | { kind: 'root' }
  | { kind: 'tenant'; tenant: Id }
  | { kind: 'shared'; tenant: Id | undefined; page: SharedPage }
  | { kind: 'unknown-tenant'; segment: string };

export type SharedPage = 'error' | 'no-search-result' | 'api' | 'action' | 'asset' | 'probe';

const sharedPages: Record<string, SharedPage> = {
  _error: 'error',
  'no-search-result': 'no-search-result',
  // a load balancer's liveness and readiness probes (README "Health probes")
  healthz: 'probe',
  readyz: 'probe',
};

// Files at the site root and framework paths: no tenant, never an error page.
const assetSegment = /^(_astro|_server-islands|_image|favicon\.\w+|robots\.txt|sitemap[\w.-]*)$/;

export function tenantFromPath<Id extends string>(url: URL, isTenant: (id: string) => id is Id): PathTenant<Id> {
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return { kind: 'root' };
  const queryTenant = url.searchParams.get('tenant') ?? undefined;
  const known = (id: string | undefined): Id | undefined => (id !== undefined && isTenant(id) ? id : undefined);

  if (isTenant(first)) return { kind: 'tenant', tenant: first };
  const shared = sharedPages[first];
  if (shared) return { kind: 'shared', tenant: known(queryTenant), page: shared };
  if (first === 'api') return { kind: 'shared', tenant: known(segments[1]), page: 'api' };
  // An island's Astro Action call: the tenant travels in the x-tenant-id header (src/stores/client.ts).
  if (first === '_actions') return { kind: 'shared', tenant: undefined, page: 'action' };
  // Generated images and uploaded media, /media/{tenant}/…: files, never an error page.
  if (first === 'media') return { kind: 'shared', tenant: known(segments[1]), page: 'asset' };
  if (assetSegment.test(first)) return { kind: 'shared', tenant: undefined, page: 'asset' };
  return { kind: 'unknown-tenant', segment: first };
}

/** The status an error page answers with: a 4xx or 5xx from the query, else 404. */
export function errorStatusFrom(value: string | null): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 404;
}
