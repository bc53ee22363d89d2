import type { APIContext } from 'astro';
import { loginWithReturn } from '../../lib/return-path';
import { cartUrl } from '../../lib/routes';
import { listPaths } from '../../lib/wish-lists';
import { accountPaths } from '../accounts/account-paths';
import type { FormTargets } from '../actions/form-targets';
import { formFlags, sameSiteReferrer } from '../cart/cart-forms';
import { wishListAddedFlags, wishListBackParam } from './wish-list-flags';

/** The page named by the form's address, when it is one of this tenant's; undefined otherwise. */
function namedBack(astro: APIContext): string | undefined {
  const named = astro.url.searchParams.get(wishListBackParam);
  const tenant = astro.locals.tenant.tenant;
  return named?.startsWith(`/${tenant}/`) && !/[\\\s]|\/\//.test(named) ? named : undefined;
}

/** The page sent from, naming the SKU its control was for (the answer's, else the form's address). */
function addedTo(back: string, data: unknown): string {
  const skuId = (data as { skuId?: unknown } | null)?.skuId;
  if (typeof skuId !== 'string' || skuId === '') return back;
  const [path, search = ''] = back.split('?');
  const query = new URLSearchParams(search);
  query.set(wishListAddedFlags.sku, skuId);
  return `${path}?${query}`;
}

/** The page sent from without the flags of an earlier add, so that only this add's outcome shows. */
function withoutAddFlags(back: string): string {
  const [path, search = ''] = back.split('?');
  const query = new URLSearchParams(search);
  const flags: readonly string[] = Object.values(wishListAddedFlags);
  for (const name of [...query.keys()]) {
    if (flags.some((flag) => name === flag || name.startsWith(`${flag}.`))) query.delete(name);
  }
  return query.size === 0 ? `${path}` : `${path}?${query}`;
}

/** The href an action answered with (a new list's or quotation's page), when it is ours. */
function answeredHref(data: unknown, tenant: string): string | undefined {
  const href = (data as { href?: unknown } | null)?.href;
  return typeof href === 'string' && href.startsWith(`/${tenant}/`) ? href : undefined;
}

/**
 * Where the no-JS forms of wish lists and quotations land. Each goes back to the page it was sent
 * from, except where the shopper expects to move on: a new list or quotation opens its page, a
 * move to the cart opens the cart, a deleted list the lists. A guest who tries to save a product
 * goes to log in, and comes back to the page of that product afterwards (docs/accounts-and-lists.md).
 */
export function listFormTargets(actionName: string, astro: APIContext): FormTargets | undefined {
  const { tenant } = astro.locals;
  const back = sameSiteReferrer(astro, astro.url.pathname);
  const paths = listPaths(tenant.tenant);
  const opened = (fallback: string) => (data: unknown) => answeredHref(data, tenant.tenant) ?? fallback;
  const targets = (success: string, extra: Partial<FormTargets> = {}): FormTargets => ({
    success,
    successFlag: formFlags.done,
    failure: back,
    failureFlag: formFlags.error,
    ...extra,
  });
  switch (actionName) {
    case 'wishLists.add': {
      // The form's address names its SKU, so that a refusal shows at that product's control only.
      const formSku = { skuId: astro.url.searchParams.get(wishListAddedFlags.sku) ?? '' };
      const login = (key: string | undefined) => key === 'wishLists.loginRequired';
      // A refusal goes back to the form (the product page, or the choose-a-list page), a success
      // to the product page.
      const from = withoutAddFlags(back);
      const page = withoutAddFlags(namedBack(astro) ?? back);
      return targets(page, {
        successFlag: wishListAddedFlags.added,
        successFor: (data) => addedTo(page, data),
        failureFor: (key) =>
          login(key) ? loginWithReturn(accountPaths(tenant).account, from) : addedTo(from, formSku),
        // The login page reads the usual flag; the product's own control reads its own.
        failureFlagFor: (key) => (login(key) ? undefined : wishListAddedFlags.failed),
      });
    }
    case 'wishLists.create':
      return targets(paths.wishLists, { successFor: opened(paths.wishLists) });
    case 'wishLists.delete':
      return targets(paths.wishLists);
    case 'wishLists.rename':
    case 'wishLists.removeItem':
      return targets(back);
    case 'wishLists.toCart':
    case 'quotations.toCart':
      return targets(cartUrl(tenant));
    case 'wishLists.quote':
    case 'quotations.fromCart':
      return targets(back, { successFor: opened(back) });
    default:
      return undefined;
  }
}
