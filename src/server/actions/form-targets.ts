import type { APIContext } from 'astro';
import { loginWithReturn, safeReturnPath } from '../../lib/return-path';
import { cartUrl, homeUrl } from '../../lib/routes';
import { accountPaths } from '../accounts/account-paths';
import { formFlags, sameSiteReferrer, withFlag } from '../cart/cart-forms';
import { withRemovedLine } from '../cart/undo-removal';
import { checkoutFormTargets } from '../checkout/checkout-form-targets';
import { checkoutPaths, isCheckoutPath } from '../checkout/checkout-paths';
import { listFormTargets } from '../lists/list-form-targets';
import { locationBack } from '../location/location-form';
import type { RemovedLine } from './cart-summary';

type RemovedAnswer = { removed: RemovedLine };

/** Where a no-JS form goes after its action, and under which flag a failure's message travels. */
export interface FormTargets {
  success: string;
  /** The flag a page reads back on success (`done=1`). */
  successFlag: string;
  failure: string;
  failureFlag: string;
  /** A fragment that brings the form back into view. */
  failureHash?: string;
  /** A success page that depends on the answer (the page of what the action made). */
  successFor?: (data: unknown) => string;
  /** A failure page that depends on the message key (a login prompt), else `failure`. */
  failureFor?: (key: string | undefined) => string | undefined;
  /** A failure flag that depends on the message key (one control's own), else `failureFlag`. */
  failureFlagFor?: (key: string | undefined) => string | undefined;
  /** A fragment that brings the outcome into view. */
  successHash?: string;
}

/** The page each action's form returns to, as the hand-written form handlers did before the actions. */
/** `data` is what the action answered: a placed order's confirmation page carries its number. */
export function formTargets(actionName: string, astro: APIContext, data?: unknown): FormTargets {
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
    case 'cart.remove':
      // The cart offers to put the line back (undo-removal.ts).
      return { ...plain(cart, cart), successFor: (answer) => withRemovedLine(cart, (answer as RemovedAnswer).removed) };
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
      // docs/accounts-and-lists.md: a shopper sent to log in (to save a product) comes back where they were.
      // A login from the checkout's identify step goes on with the checkout.
      // A zone changed to the default address's is said on the next page (ZoneChangeNotice).
      const saying = (targets: FormTargets): FormTargets => ({
        ...targets,
        successFor: (answer) =>
          movedZone(answer) ? withFlag(targets.success, formFlags.zoneFromAddress, '1') : targets.success,
      });
      if (isCheckoutPath(tenant, astro.url.pathname))
        return saying(plain(checkoutPaths(tenant).start, astro.url.pathname));
      const page = accountPaths(tenant).account;
      const next = safeReturnPath(astro.url.searchParams.get('next'), tenant.tenant);
      return saying(next ? plain(next, loginWithReturn(page, next)) : plain(page, page));
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
      if (actionName.startsWith('addresses.')) {
        const book = accountPaths(tenant).addresses;
        return { ...plain(book, sameSiteReferrer(astro, book)), failureHash: '#address-form' };
      }
      if (actionName.startsWith('checkout.')) return checkoutFormTargets(actionName, astro, data);
      return listFormTargets(actionName, astro) ?? plain(cart, cart);
  }
}

const movedZone = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'zoneFromAddress' in answer && answer.zoneFromAddress !== null;
