import type { APIContext } from 'astro';
import type { Tenant } from '../../tenants/schema';
import { shopperState } from './shopper-state';

/**
 * What the header shows of the shopper on the pages that are theirs anyway (cart, account: private,
 * never cached), so that it shows without JavaScript too.
 */
export async function privateHeader(
  astro: APIContext,
  tenant: Tenant,
): Promise<{ cartCount: number; firstName: string | null }> {
  const state = await shopperState(astro, tenant);
  return { cartCount: state.cart.count, firstName: state.session.firstName };
}
