import { requestSession } from '../../../server/accounts/current-session';
import { endpoint } from '../../../server/api/endpoint';
import { shopperState } from '../../../server/shopper/shopper-state';

/**
 * GET the shopper's own state (cart count, name, segment, zone and its label), read once per page
 * view by the islands: the page itself is the same for every shopper of a zone. Never cached.
 */
export const GET = endpoint({}, async ({ tenant, astro, headers }) => {
  headers.set('cache-control', 'private, no-store');
  return shopperState(astro.locals.scope, await requestSession(astro, tenant.tenant));
});
