import type { APIContext } from 'astro';
import { requestSession } from '../accounts/current-session';
import { shopperState } from './shopper-state';

/**
 * What the header shows of the shopper on the pages that are theirs anyway (cart, account: private,
 * never cached), so that it shows without JavaScript too. Request-facing: it looks the request's
 * session up, which renews or clears its cookie, and hands it to the shopper's state.
 */
export async function privateHeader(
  astro: Pick<APIContext, 'cookies' | 'url' | 'request' | 'locals'>,
): Promise<{ cartCount: number; firstName: string | null }> {
  const { scope } = astro.locals;
  const state = await shopperState(scope, await requestSession(astro, scope.tenant.tenant));
  return { cartCount: state.cart.count, firstName: state.session.firstName };
}
