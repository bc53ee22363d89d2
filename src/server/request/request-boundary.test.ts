import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourcesUnder } from '../test-import-graph';

/**
 * Resolve the request once (issue 29): the middleware, an endpoint or a form's action reads the
 * request into one plain value (request-scope.ts), and the services take that value, never Astro's
 * context, so that they can be called and tested without a request. A module of src/server that
 * names Astro's request types (or the aliases below, which stand for them) is request-facing; only
 * these may be, each for the reason beside it. Any other that names them fails here.
 */
const requestTypes = [
  'APIContext',
  'APIRoute',
  'ActionAPIContext',
  'AstroGlobal',
  'AstroCookies',
  'AstroCookieSetOptions',
  'MiddlewareNext',
  // accounts/session-cookie.ts's and request/resolve-scope.ts's picks of APIContext
  'CookieContext',
  'ScopedRequest',
];

const requestFacing: Record<string, string> = {
  'request/resolve-scope.ts': 'reads the request into its scope',
  'api/endpoint.ts': 'the API endpoints’ wrapper',
  'actions/action-calls.ts': 'answers Astro Actions in the middleware',
  'actions/form-targets.ts': 'where a no-JS form goes back to, from the request’s address',
  'cart/cart-forms.ts': 'the cart’s no-JS forms and their flags',
  'checkout/checkout-form-targets.ts': 'where a checkout form goes back to',
  'lists/list-form-targets.ts': 'where a wish-list form goes back to',
  'location/location-form.ts': 'where the location form goes back to',
  'checkout/checkout-actions.ts':
    'the checkout forms’ actions: read the scope and session, write the zone and session cookies',
  'accounts/account-forms.ts': 'the account’s no-JS forms',
  'accounts/session-endpoints.ts': 'login and logout endpoints',
  'accounts/social-login-routes.ts': 'the OpenID redirects and their cookie',
  'accounts/request-login.ts': 'a login from a request: its client address and cookies',
  'accounts/login-zone.ts': 'writes the zone cookies a login moves the shopper to',
  'accounts/session-cookie.ts': 'the session cookie',
  'accounts/current-session.ts': 'looks the request’s session up, renewing or clearing its cookie',
  'accounts/login-devices.ts': 'the login-device cookie',
  'accounts/address-owner.ts': 'the address endpoints’ session check (renews or clears its cookie)',
  'shopper/private-header.ts': 'the private pages’ header: looks the session up for the shopper’s state',
  'cart/http.ts': 'the cart cookie',
  'location/location-cookies.ts': 'the zone cookies',
  'reviews/reviewer.ts': 'the reviewer cookie',
  'reviews/serve-media.ts': 'serves review uploads to the reviewer who sent them (cookie)',
  'orders/order-lookup.ts': 'the order lookup’s rate limit by client address',
  'http/client-address.ts': 'the client address behind the proxy',
  'http/secure-cookies.ts': 'whether the request came over HTTPS',
  'http/error-page.ts': 'rewrites to the error page',
  'http/campaign-tags.ts': 'middleware: strips campaign tags',
  'http/image-endpoint.ts': 'the image endpoints’ wrapper',
  'cache/page-cache.ts': 'marks the page’s cache (Astro.cache)',
  'cache/route-cache-middleware.ts': 'middleware: the route cache',
  'ads/event-endpoints.ts': 'the ad event endpoints’ wrapper',
  'clickstream/ignore-crawlers.ts': 'the click-stream endpoints’ crawler check',
};

const namesRequest = (source: string) => requestTypes.some((name) => new RegExp(`\\b${name}\\b`).test(source));

const server = join(root, 'src/server');
const modules = sourcesUnder('src/server').map((path) => ({
  name: relative(server, path),
  source: readFileSync(path, 'utf8'),
}));

describe('services take the request scope, never the request', () => {
  it('finds a request type however it is imported', () => {
    expect(namesRequest("import type { APIContext } from 'astro';")).toBe(true);
    expect(namesRequest('export function f(cookies: AstroCookies) {}')).toBe(true);
    expect(namesRequest('type C = Pick<CookieContext, "cookies">;')).toBe(true);
    expect(namesRequest("import type { RequestScope } from '../request/request-scope';")).toBe(false);
  });

  it('no module of src/server names the request but the request-facing ones', () => {
    const naming = modules.filter((module) => namesRequest(module.source)).map((module) => module.name);
    expect(naming.filter((name) => !(name in requestFacing))).toEqual([]);
  });

  it('lists no module that no longer names the request', () => {
    const naming = new Set(modules.filter((module) => namesRequest(module.source)).map((module) => module.name));
    expect(Object.keys(requestFacing).filter((name) => !naming.has(name))).toEqual([]);
  });

  it.each([
    'cart/evaluate.ts',
    'cart/cart-context.ts',
    'cart/cart-count.ts',
    'checkout/checkout-state.ts',
    'checkout/order-access.ts',
    'checkout/place-order.ts',
    'delivery/delivery-zone.ts',
    'location/current-location.ts',
    'product/product-zone.ts',
    'search/listing.ts',
    'search/listing-page.ts',
    'content/landing-page.ts',
    'shopper/shopper-state.ts',
  ])('%s is a service: it takes the scope', (name) => {
    expect(name in requestFacing).toBe(false);
    expect(modules.find((module) => module.name === name)?.source).toBeDefined();
  });
});
