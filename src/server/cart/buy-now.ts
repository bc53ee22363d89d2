import { ApiError, apiErrorCodes, invalid, notFound } from '../api/errors';
import type { AddItemInput } from './add-item';
import { type CartContext, ensureMainCart, mayRead, recordChange } from './cart-context';
import { newDocumentId, newLineId } from './cart-ids';
import { deleteLines, findCart, insertCart, insertLine } from './cart-store';
import type { CartRecord } from './cart-types';
import { storeOfLine } from './delivery-rules';
import { viewerOf } from './evaluate';
import { checkDelivery, checkLineQuantity, factsOf } from './line-checks';
import { chargedUnitPrice } from './line-pricing';

/**
 * Buy now (docs/cart-rules.md "buy-now with optional cartId"): a one-line cart for immediate checkout,
 * apart from the shopper's main cart, which it leaves untouched. With `cartId` (a buy-now cart
 * of this shopper, e.g. the one a previous click made) that cart's line is replaced instead of
 * making another. The buy-now cart belongs to the browser's main cart, created empty when the
 * browser has none, so the checkout carts call can tell whose it is.
 */
export async function buyNow(
  context: CartContext,
  input: AddItemInput & { cartId?: string | undefined },
): Promise<string> {
  return context.handle.db.transaction().execute(async (trx) => {
    const tenant = context.tenant.tenant;
    const facts = await factsOf(trx, context, input.skuId);
    if (!chargedUnitPrice(facts.prices, viewerOf(context))) throw invalid('skuId', 'cart.error.noPriceInZone');
    const method = input.deliveryMethod;
    const storeId = storeOfLine(method, input.storeId);
    checkDelivery(context, facts, method, storeId);
    checkLineQuantity(input.quantity, { facts, method, storeId }, []);
    const owner = await ensureMainCart(trx, context);
    let cart: CartRecord;
    if (input.cartId === undefined) {
      cart = await insertCart(
        trx,
        tenant,
        { id: newDocumentId(), kind: 'buyNow', userId: context.shopper.userId, ownerId: owner.id },
        context.now,
      );
    } else {
      const found = await findCart(trx, tenant, input.cartId);
      // Someone else's cart is not found, whatever its kind.
      const readable = found && mayRead(found, { browserCartId: owner.id, shopper: context.shopper });
      if (!found || !readable) throw notFound('cartId', 'cart.error.cartNotFound');
      if (found.kind !== 'buyNow')
        throw new ApiError(400, { code: apiErrorCodes.validation, key: 'cart.error.notBuyNowCart', field: 'cartId' });
      cart = found;
      await deleteLines(trx, tenant, cart.id);
    }
    await recordChange(trx, context, cart);
    await insertLine(trx, tenant, cart.id, {
      lineId: newLineId(),
      skuId: facts.skuId,
      quantity: input.quantity,
      deliveryMethod: method,
      storeId,
      services: [],
      pushSite: input.pushSite ?? null,
      addedAt: context.now.toISOString(),
      frozen: null,
    });
    return cart.id;
  });
}
