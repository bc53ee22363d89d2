import { account } from './account';
import { addresses } from './addresses';
import { cart } from './cart';
import { checkout } from './checkout';
import { quotations, wishLists } from './lists';
import { location } from './location';
import { notifyMe } from './notify-me';
import { reviews } from './reviews';

/**
 * Every mutation a form can make, called by the no-JS form (`?_action=` on the page, answered
 * with a redirect by src/server/actions/action-calls.ts) and by the islands (POST /_actions/…,
 * answered in the JSON envelope of docs/api.md).
 */
export const server = { cart, location, account, notifyMe, addresses, wishLists, quotations, checkout, reviews };
