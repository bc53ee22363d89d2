import type { DeliveryType } from '../../lib/delivery';
import { notFound } from '../api/errors';
import type { Db } from '../db';
import { type CartContext, mainCartOf, recordChange } from './cart-context';
import { deleteLines, linesOf, updateLine } from './cart-store';
import type { CartRecord, ChosenService, LineRecord } from './cart-types';
import { isHomeDelivery, storeOfLine } from './delivery-rules';
import { checkDelivery, checkLineQuantity, checkServiceChoice, factsOf, lineNamed } from './line-checks';

interface LineInCart {
  cart: CartRecord;
  lines: LineRecord[];
  line: LineRecord;
}

/** Runs a change of one line of the shopper's main cart in one transaction; answers the cart id. */
function changeLine(
  context: CartContext,
  lineId: string,
  change: (trx: Db, found: LineInCart) => Promise<void>,
): Promise<string> {
  return context.handle.db.transaction().execute(async (trx) => {
    const cart = await mainCartOf(trx, context);
    if (!cart) throw notFound('lineId', 'cart.error.lineNotFound');
    const lines = await linesOf(trx, context.tenant.tenant, cart.id);
    await change(trx, { cart, lines, line: lineNamed(lines, lineId) });
    await recordChange(trx, context, cart);
    return cart.id;
  });
}

const others = (lines: readonly LineRecord[], line: LineRecord) => lines.filter((other) => other !== line);

/** A new quantity for a line (docs/cart-rules.md limits). Removing is DELETE, so 0 is refused by the schema. */
export function changeQuantity(context: CartContext, lineId: string, quantity: number): Promise<string> {
  return changeLine(context, lineId, async (trx, { cart, lines, line }) => {
    const facts = await factsOf(trx, context, line.skuId);
    checkLineQuantity(quantity, { facts, method: line.deliveryMethod, storeId: line.storeId }, others(lines, line));
    await updateLine(trx, context.tenant.tenant, cart.id, { ...line, quantity });
  });
}

/** Removes a line; answers the cart and the line as it was, for an undo to put back (restore-line.ts). */
export async function removeLine(
  context: CartContext,
  lineId: string,
): Promise<{ cartId: string; removed: LineRecord }> {
  let removed: LineRecord | undefined;
  const cartId = await changeLine(context, lineId, async (trx, { cart, line }) => {
    await deleteLines(trx, context.tenant.tenant, cart.id, [line.lineId]);
    removed = line;
  });
  if (!removed) throw new Error(`Line ${lineId} was removed without being read`);
  return { cartId, removed };
}

/**
 * setOrderByCommerceIdToBasket (docs/cart-rules.md): the services and extended warranties of a line,
 * replacing the previous choice. Only what the product offers; one warranty at most (docs/cart-rules.md
 * "up to 3 years" is one warranty of 1, 2 or 3 years). A quotation's frozen price stays on the
 * services kept.
 */
export function setServices(context: CartContext, lineId: string, serviceIds: readonly string[]): Promise<string> {
  return changeLine(context, lineId, async (trx, { cart, line }) => {
    const facts = await factsOf(trx, context, line.skuId);
    const ids = checkServiceChoice(facts, serviceIds);
    const services = ids.map((id): ChosenService => line.services.find((kept) => kept.id === id) ?? { id });
    await updateLine(trx, context.tenant.tenant, cart.id, { ...line, services });
  });
}

/**
 * The delivery method of a line (docs/cart-rules.md delivery types). A store is needed for pickup and buy
 * at store, and must have the line's units. When another line already holds the SKU going the
 * same way, the two become one line.
 */
export function setDelivery(
  context: CartContext,
  lineId: string,
  input: { deliveryMethod: DeliveryType; storeId?: string | undefined },
): Promise<string> {
  return changeLine(context, lineId, async (trx, { cart, lines, line }) => {
    const method = input.deliveryMethod;
    const storeId = storeOfLine(method, input.storeId);
    const facts = await factsOf(trx, context, line.skuId);
    checkDelivery(context, facts, method, storeId);
    const rest = others(lines, line);
    const twin = rest.find(
      (other) => other.skuId === line.skuId && other.deliveryMethod === method && other.storeId === storeId,
    );
    const field = isHomeDelivery(method) ? 'deliveryMethod' : 'storeId';
    const tenant = context.tenant.tenant;
    if (twin) {
      const quantity = twin.quantity + line.quantity;
      checkLineQuantity(quantity, { facts, method, storeId }, others(rest, twin), field);
      const services = twin.services.length > 0 ? twin.services : line.services;
      await updateLine(trx, tenant, cart.id, { ...twin, quantity, services, frozen: twin.frozen ?? line.frozen });
      await deleteLines(trx, tenant, cart.id, [line.lineId]);
      return;
    }
    checkLineQuantity(line.quantity, { facts, method, storeId }, rest, field);
    await updateLine(trx, tenant, cart.id, { ...line, deliveryMethod: method, storeId });
  });
}
