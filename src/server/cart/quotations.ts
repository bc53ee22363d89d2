import { promises } from '../../lib/constants';
import { invalid, notFound } from '../api/errors';
import type { Db } from '../db';
import { cartChoices } from './cart-choices';
import { type CartContext, mainCartOf } from './cart-context';
import { newDocumentId } from './cart-ids';
import { evaluateCart } from './cart-view';
import type { EvaluatedLine } from './evaluate';
import { findQuotation, insertQuotation, type Quotation, type QuotationLine } from './quotation-store';
import { cartTotals } from './totals';

const hourMs = 3_600_000;

/** Who may see a quotation: the same rule as carts (its customer, else the browser that made it). */
export function mayReadQuotation(
  quotation: Quotation,
  context: Pick<CartContext, 'browserCartId' | 'shopper'>,
): boolean {
  if (quotation.userId !== null) return quotation.userId === context.shopper.userId;
  return context.browserCartId !== null && quotation.cartId === context.browserCartId;
}

export async function readableQuotation(db: Db, context: CartContext, id: string): Promise<Quotation> {
  const quotation = await findQuotation(db, context.tenant.tenant, id);
  if (!quotation || !mayReadQuotation(quotation, context)) throw notFound('id', 'cart.quotation.notFound');
  return quotation;
}

export const isQuotationValid = (quotation: Pick<Quotation, 'expiresAt'>, now: Date): boolean =>
  Date.parse(quotation.expiresAt) > now.getTime();

/**
 * A quotation of the shopper's cart (docs/accounts-and-lists.md): every priced line with the prices the shopper
 * would pay now, frozen for 72 hours. Lines without a price in the zone cannot be quoted and
 * are left out. The delivery estimate is not frozen: it depends on where and when it ships.
 */
export async function createQuotation(context: CartContext): Promise<string> {
  return context.handle.db.transaction().execute((trx) => quoteCart(trx, context));
}

/** The same, inside the caller's transaction. */
export async function quoteCart(db: Db, context: CartContext): Promise<string> {
  const cart = await mainCartOf(db, context);
  const { lines } = await evaluateCart(db, context, cart);
  return freezeQuotation(db, context, lines, cart?.id ?? null);
}

/**
 * Freezes priced lines (a cart's, or a wish list's as one unit each) into a new quotation owned by
 * the shopper; `cartId` names the cart it came from, if any. Refuses when nothing has a price.
 */
export async function freezeQuotation(
  db: Db,
  context: CartContext,
  lines: readonly EvaluatedLine[],
  cartId: string | null,
): Promise<string> {
  const priced = lines.flatMap((line) => (line.priced.status === 'priced' ? [{ ...line, priced: line.priced }] : []));
  if (priced.length === 0) throw invalid('cart', 'cart.error.empty');
  const totals = cartTotals(
    priced.map((line) => ({
      priced: line.priced,
      quantity: line.record.quantity,
      deliveryMethod: line.record.deliveryMethod,
      deliverable: false,
    })),
    {
      member: context.shopper.member,
      memberDiscountPercent: cartChoices.memberDiscountPercent,
      zone: context.zone,
      tenant: context.tenant,
    },
  );
  const quotationLines = priced.map(
    ({ record, priced: price }, position): QuotationLine => ({
      position,
      skuId: record.skuId,
      quantity: record.quantity,
      // A line partly at an older frozen price has no single unit price: the average, rounded, stands for it.
      unitPrice: Math.round(price.productsAmount / record.quantity),
      regularUnitPrice: price.regularUnitPrice,
      deliveryMethod: record.deliveryMethod,
      storeId: record.storeId,
      services: price.services.map((service) => ({
        id: service.id,
        kind: service.kind,
        name: service.name,
        price: service.unitPrice,
        quantity: service.quantity,
        amount: service.amount,
      })),
      lineTotal: price.productsAmount + price.servicesAmount,
    }),
  );
  const id = newDocumentId();
  const memberDiscount = totals.memberDiscount?.amount ?? 0;
  await insertQuotation(
    db,
    context.tenant.tenant,
    {
      id,
      userId: context.shopper.userId,
      cartId,
      zoneId: context.zone.id,
      priceGroupId: context.zone.priceGroupId,
      subtotal: totals.subtotal,
      savings: totals.savings,
      memberDiscount,
      total: totals.subtotal - memberDiscount,
      createdAt: context.now.toISOString(),
      expiresAt: new Date(context.now.getTime() + promises.quotationPriceFreezeHours * hourMs).toISOString(),
    },
    quotationLines,
  );
  return id;
}
