import type { Translate } from '../../lib/messages';
import { showsOrderListLink } from '../../lib/tenant-rules';
import type { CartContext } from '../cart/cart-context';
import { type QuotationSummaryView, quotationList } from '../cart/quotation-view';
import { type OrderRecord, ordersOfUser } from '../checkout/order-store';
import type { WishList } from '../lists/wish-list-store';
import { wishListsView } from '../lists/wish-list-view';
import { listAddresses, type SavedAddress } from './addresses';

/**
 * What the signed-in account page shows beyond the customer's own data: saved addresses, latest
 * orders (none read where the tenant hides the order list, docs/accounts-and-lists.md), wish lists and quotations.
 * Read by the page before it renders, so that its sections read nothing themselves.
 */
export interface AccountOverview {
  addresses: SavedAddress[];
  /** Null where the tenant shows no order list. */
  orders: OrderRecord[] | null;
  lists: WishList[];
  quotations: QuotationSummaryView[];
}

export async function loadAccountOverview(
  context: CartContext,
  userId: string,
  t: Translate,
): Promise<AccountOverview> {
  const { handle, tenant } = context;
  const [addresses, orders, lists, quotations] = await Promise.all([
    listAddresses(handle, tenant.tenant, userId),
    showsOrderListLink(tenant) ? ordersOfUser(handle.db, tenant.tenant, userId) : null,
    wishListsView(context),
    quotationList(handle.db, context, t),
  ]);
  return { addresses, orders, lists, quotations };
}
