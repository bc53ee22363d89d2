import type { APIContext } from 'astro';
import { cartUrl, homeUrl } from '../../lib/routes';
import { accountPaths } from '../accounts/account-forms';
import { formFlags, sameSiteReferrer } from '../cart/cart-forms';
import { locationBack } from '../location/location-form';

/** Where a no-JS form goes after its action, and under which flag a failure's message travels. */
export interface FormTargets {
  success: string;
  /** The flag a page reads back on success (`done=1`). */
  successFlag: string;
  failure: string;
  failureFlag: string;
  /** A fragment that brings the form back into view. */
  failureHash?: string;
  /** A fragment that brings the outcome into view. */
  successHash?: string;
}

/** The page each action's form returns to, as the hand-written form handlers did before the actions. */
export function formTargets(actionName: string, astro: APIContext): FormTargets {
  const { tenant } = astro.locals;
  const cart = cartUrl(tenant);
  const plain = (success: string, failure: string): FormTargets => ({
    success,
    successFlag: formFlags.done,
    failure,
    failureFlag: formFlags.error,
  });
  switch (actionName) {
    case 'cart.add':
      return plain(cart, sameSiteReferrer(astro, cart));
    case 'location.save': {
      const back = locationBack(astro);
      return {
        success: back,
        successFlag: formFlags.locationSaved,
        failure: back,
        failureFlag: formFlags.locationError,
        failureHash: '#location',
      };
    }
    case 'account.login': {
      const page = accountPaths(tenant).account;
      return plain(page, page);
    }
    case 'reviews.submit': {
      // The product page the review was written on; its reviews show the thank-you or the refusal.
      const back = sameSiteReferrer(astro, homeUrl(tenant));
      return {
        success: back,
        successFlag: formFlags.reviewSent,
        successHash: '#review-form',
        failure: back,
        failureFlag: formFlags.reviewError,
        failureHash: '#review-form',
      };
    }
    case 'notifyMe': {
      const back = sameSiteReferrer(astro, homeUrl(tenant));
      return plain(back, back);
    }
    default:
      return plain(cart, cart);
  }
}
