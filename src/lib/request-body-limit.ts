/**
 * How large a body a page's form may send: a few fields (an order number, a project's lines, a
 * payment's token), so 64 KB is far past any of them. The same figure is the JSON endpoints'
 * default (src/server/api/body.ts).
 */
export const formBodyBytes = 64 * 1024;

/** The routes that read their body under a limit of their own, fitted to what they read. */
const ownLimitPrefixes = [
  // each endpoint's maxBodyBytes (src/server/api/endpoint.ts), answered in the JSON envelope
  '/api/',
  // each action's (src/server/actions/body-limit.ts)
  '/_actions/',
  // Astro's serverIslandBodySizeLimit
  '/_server-islands/',
];

/** A 5 MB picture; the page reads it under that limit and says so in its form (src/server/image-search/page.ts). */
const imageSearchPage = /^\/[a-z]+\/search-by-image\/?$/;

/**
 * The body limit of a request to a page, from its method and address alone (the target as sent,
 * `/cl/orders/find?x=1`), so that it is known before any byte of the body is read. Undefined when
 * the request has no body to limit (GET, HEAD) or its route limits its own, as a no-JS form's
 * Astro Action (`?_action=` on a page) does.
 */
export function pageBodyLimit(method: string, target: string): number | undefined {
  if (method === 'GET' || method === 'HEAD') return undefined;
  const [path = '/', query = ''] = target.split('?', 2);
  if (ownLimitPrefixes.some((prefix) => path.startsWith(prefix))) return undefined;
  if (imageSearchPage.test(path)) return undefined;
  // Astro takes a POST with a non-empty `_action` as an action's form
  if (new URLSearchParams(query).get('_action')) return undefined;
  return formBodyBytes;
}
