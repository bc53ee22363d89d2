import type { CartContext } from '../cart/cart-context';
import { viewerOf } from '../cart/evaluate';
import { chargedUnitPrice } from '../cart/line-pricing';
import { lineSkus } from '../cart/line-skus';
import { type MoneyView, moneyView } from '../cart/money-view';
import { findList, itemsOf, listsOf, type WishList } from './wish-list-store';
import { customerOf } from './wish-lists';

export interface WishListItemView {
  skuId: string;
  /** Null when the catalogue no longer has the SKU: it can only be removed. */
  name: string | null;
  url: string | null;
  image: string | null;
  /** Today's price for the shopper's zone; null where it has none. */
  price: MoneyView | null;
}

/** The customer's lists, oldest (the default) first. */
export async function wishListsView(context: CartContext): Promise<WishList[]> {
  return listsOf(context.handle.db, context.tenant.tenant, customerOf(context));
}

/** One of the customer's lists with its items priced for today; undefined for anyone else's. */
export async function wishListView(
  context: CartContext,
  id: string,
): Promise<{ list: WishList; items: WishListItemView[] } | undefined> {
  const { db } = context.handle;
  const list = await findList(db, context.tenant.tenant, customerOf(context), id);
  if (!list) return undefined;
  const items = await itemsOf(db, context.tenant.tenant, id);
  const facts = await lineSkus(
    db,
    context.tenant,
    items.map((item) => item.skuId),
    context.zone.priceGroupId,
  );
  return {
    list,
    items: items.map((item) => {
      const sku = facts.get(item.skuId);
      const charged = sku ? chargedUnitPrice(sku.prices, viewerOf(context)) : undefined;
      return {
        skuId: item.skuId,
        name: sku?.name ?? null,
        url: sku?.url ?? null,
        image: sku?.image ?? null,
        price: charged ? moneyView(charged.unitPrice, context.tenant) : null,
      };
    }),
  };
}
