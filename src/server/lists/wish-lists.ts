import { wishListLimits } from '../../lib/wish-lists';
import { ApiError, apiErrorCodes, invalid, notFound } from '../api/errors';
import { addItem } from '../cart/add-item';
import type { CartContext } from '../cart/cart-context';
import { newDocumentId } from '../cart/cart-ids';
import type { LineRecord } from '../cart/cart-types';
import { evaluateLines } from '../cart/evaluate';
import { lineSkus } from '../cart/line-skus';
import { freezeQuotation } from '../cart/quotations';
import type { Db } from '../db';
import { lockUntilCommit } from '../db/locks';
import {
  deleteItem,
  deleteList,
  findList,
  insertItem,
  insertList,
  itemsOf,
  listsOf,
  renameList,
  type WishList,
} from './wish-list-store';

/**
 * Wish lists (docs/accounts-and-lists.md): several per customer, login required. A list of another customer (or of
 * nobody) is not found, never forbidden: its id tells nothing. Items are SKUs, one unit each.
 */

/** The logged-in customer, or the login prompt of docs/accounts-and-lists.md (401). */
export function customerOf(context: Pick<CartContext, 'shopper'>): string {
  const { userId } = context.shopper;
  if (userId === null) {
    throw new ApiError(401, { code: apiErrorCodes.unauthorized, key: 'wishLists.loginRequired' });
  }
  return userId;
}

async function ownedList(db: Db, context: CartContext, id: string): Promise<WishList> {
  const list = await findList(db, context.tenant.tenant, customerOf(context), id);
  if (!list) throw notFound('listId', 'wishLists.notFound');
  return list;
}

export async function createWishList(context: CartContext, name: string): Promise<WishList> {
  return context.handle.db.transaction().execute(async (trx) => {
    const userId = customerOf(context);
    const tenant = context.tenant.tenant;
    await lockUntilCommit(trx, tenant, 'wish-lists', userId);
    if ((await listsOf(trx, tenant, userId)).length >= wishListLimits.lists) {
      throw invalid('name', 'wishLists.limit', { max: wishListLimits.lists });
    }
    const list = { id: newDocumentId(), userId, name, createdAt: context.now.toISOString() };
    await insertList(trx, tenant, list);
    return { id: list.id, name, createdAt: list.createdAt, itemCount: 0 };
  });
}

export async function renameWishList(context: CartContext, id: string, name: string): Promise<void> {
  const { db } = context.handle;
  await ownedList(db, context, id);
  await renameList(db, context.tenant.tenant, id, name);
}

export async function deleteWishList(context: CartContext, id: string): Promise<void> {
  const { db } = context.handle;
  await ownedList(db, context, id);
  await deleteList(db, context.tenant.tenant, id);
}

/**
 * Saves a SKU in a list: the one named, a new one of `newListName`, else the customer's first
 * (the default), made with `defaultName` when the customer has none. Answers the list it went to.
 * The SKU is checked before a new list is made, so a refused add leaves no empty list behind.
 */
export async function addToWishList(
  context: CartContext,
  input: { skuId: string; listId?: string | undefined; newListName?: string | undefined },
  defaultName: string,
): Promise<WishList> {
  customerOf(context);
  const { db } = context.handle;
  const tenant = context.tenant.tenant;
  const facts = await lineSkus(db, context.tenant, [input.skuId], context.zone.priceGroupId);
  if (!facts.has(input.skuId)) throw notFound('skuId', 'wishLists.unknownProduct');
  const list =
    input.newListName !== undefined
      ? await createWishList(context, input.newListName)
      : input.listId !== undefined
        ? await ownedList(db, context, input.listId)
        : ((await listsOf(db, tenant, customerOf(context)))[0] ?? (await createWishList(context, defaultName)));
  const items = await itemsOf(db, tenant, list.id);
  const already = items.some((item) => item.skuId === input.skuId);
  if (!already && items.length >= wishListLimits.items) {
    throw invalid('skuId', 'wishLists.itemLimit', { max: wishListLimits.items });
  }
  await insertItem(db, tenant, list.id, input.skuId, context.now.toISOString());
  return { ...list, itemCount: already ? items.length : items.length + 1 };
}

export async function removeFromWishList(context: CartContext, id: string, skuId: string): Promise<void> {
  const { db } = context.handle;
  await ownedList(db, context, id);
  await deleteItem(db, context.tenant.tenant, id, skuId);
}

/**
 * Moves one item, or all, to the cart: one unit each, home delivery, through addItemToBasket.
 * An item the cart refuses (no stock, no price in the zone) stays in the list, and the first
 * refusal is raised once the others have moved.
 */
export async function moveToCart(context: CartContext, id: string, skuId?: string): Promise<void> {
  const { db } = context.handle;
  await ownedList(db, context, id);
  const items = (await itemsOf(db, context.tenant.tenant, id)).filter(
    (item) => skuId === undefined || item.skuId === skuId,
  );
  if (items.length === 0) throw notFound('skuId', 'wishLists.unknownProduct');
  let refusal: unknown;
  for (const item of items) {
    try {
      await addItem(context, { skuId: item.skuId, quantity: 1, deliveryMethod: 'homeDelivery' });
      await deleteItem(db, context.tenant.tenant, id, item.skuId);
    } catch (error) {
      refusal ??= error;
    }
  }
  if (refusal !== undefined) throw refusal;
}

/**
 * A quotation of a list (docs/accounts-and-lists.md): one unit of each priced item, at today's prices, frozen 72
 * hours. Runs inside the caller's transaction (see quotationOnce).
 */
export async function quoteWishList(trx: Db, context: CartContext, id: string): Promise<string> {
  await ownedList(trx, context, id);
  const items = await itemsOf(trx, context.tenant.tenant, id);
  const facts = await lineSkus(
    trx,
    context.tenant,
    items.map((item) => item.skuId),
    context.zone.priceGroupId,
  );
  const records = items.map(
    (item): LineRecord => ({
      lineId: item.skuId,
      skuId: item.skuId,
      quantity: 1,
      deliveryMethod: 'homeDelivery',
      storeId: null,
      services: [],
      pushSite: null,
      addedAt: item.addedAt,
      frozen: null,
    }),
  );
  const lines = evaluateLines(context, records, facts);
  if (!lines.some((line) => line.priced.status === 'priced')) throw invalid('listId', 'wishLists.nothingToQuote');
  return freezeQuotation(trx, context, lines, null);
}
