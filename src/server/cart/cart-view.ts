import { type Translate, translateMessage } from '../../lib/messages';
import type { Db } from '../db';
import { tenantClock } from '../tenant-clock';
import { cartChoices } from './cart-choices';
import type { CartContext } from './cart-context';
import { linesOf } from './cart-store';
import type { CartKind, CartRecord } from './cart-types';
import { isHomeDelivery } from './delivery-rules';
import { type EvaluatedLine, evaluateLines, viewerOf } from './evaluate';
import { freeIfHomeOf } from './line-delivery-options';
import { lineSkus } from './line-skus';
import { type CartLineView, lineView } from './line-view';
import { type MoneyView, moneyView } from './money-view';
import { cartTotals } from './totals';

/** The cart as a caller reads it (GET cart, the checkout carts call, every cart change). */
export interface CartView {
  /** Null when the shopper has no cart yet: an empty cart, nothing created. */
  id: string | null;
  kind: CartKind;
  currency: string;
  zone: { id: string; label: string; priceGroup: string; isFallback: boolean };
  itemCount: number;
  lineCount: number;
  lines: CartLineView[];
  totals: {
    products: MoneyView;
    services: MoneyView;
    subtotal: MoneyView;
    savings: MoneyView;
    memberDiscount: { percent: number; amount: MoneyView; label: string } | null;
    delivery: { cost: MoneyView; free: boolean; label: string | null } | null;
    /** "Te faltan $ 4.010 para despacho gratis": what the products sent home lack to ship free. */
    freeDelivery: { missing: MoneyView; label: string } | null;
    total: MoneyView;
    pix: { discount: MoneyView; total: MoneyView; label: string } | null;
  };
  /** False while the cart is empty or a line has a problem to solve first. */
  canCheckout: boolean;
  updatedAt: string | null;
}

export interface EvaluatedCart {
  cart: CartRecord | undefined;
  lines: EvaluatedLine[];
}

/** Reads a cart's lines and prices them for the context's zone and shopper. */
export async function evaluateCart(db: Db, context: CartContext, cart: CartRecord | undefined): Promise<EvaluatedCart> {
  const records = cart ? await linesOf(db, context.tenant.tenant, cart.id) : [];
  const facts = await lineSkus(
    db,
    context.tenant,
    records.map((line) => line.skuId),
    context.zone.priceGroupId,
  );
  return { cart, lines: evaluateLines(context, records, facts) };
}

export function cartView(context: CartContext, { cart, lines }: EvaluatedCart, t: Translate): CartView {
  const { tenant, zone, now, stores } = context;
  const money = (amount: number) => moneyView(amount, tenant);
  const totals = cartTotals(
    lines.map((line) => ({
      priced: line.priced,
      quantity: line.record.quantity,
      deliveryMethod: line.record.deliveryMethod,
      deliverable: line.deliverable,
    })),
    { member: context.shopper.member, memberDiscountPercent: cartChoices.memberDiscountPercent, zone, tenant },
  );
  const freeIfHome = freeIfHomeOf(
    lines.map((line) => ({
      productsAmount: line.priced.status === 'priced' ? line.priced.productsAmount : 0,
      atHome: isHomeDelivery(line.record.deliveryMethod) && line.deliverable,
    })),
    tenant,
  );
  const clock = tenantClock(tenant, now);
  const viewer = viewerOf(context);
  const views = lines.map((line, index) =>
    lineView(line, { tenant, t, now, viewer, stores, zone, clock, freeIfHome: freeIfHome[index] ?? false }),
  );
  return {
    id: cart?.id ?? null,
    kind: cart?.kind ?? 'main',
    currency: tenant.currency.code,
    zone: { id: zone.id, label: zone.label, priceGroup: zone.priceGroupId, isFallback: zone.isFallback },
    itemCount: totals.itemCount,
    lineCount: lines.length,
    lines: views,
    totals: {
      products: money(totals.products),
      services: money(totals.services),
      subtotal: money(totals.subtotal),
      savings: money(totals.savings),
      memberDiscount: totals.memberDiscount
        ? {
            percent: totals.memberDiscount.percent,
            amount: money(totals.memberDiscount.amount),
            label: t('price.memberDiscount'),
          }
        : null,
      delivery: totals.delivery
        ? {
            cost: money(totals.delivery.cost),
            free: totals.delivery.free,
            label: totals.delivery.free ? t('cart.delivery.free') : null,
          }
        : null,
      freeDelivery:
        totals.freeDeliveryMissing === null
          ? null
          : {
              missing: money(totals.freeDeliveryMissing),
              label: t('cart.delivery.freeMissing', { amount: money(totals.freeDeliveryMissing).text }),
            },
      total: money(totals.total),
      pix: totals.pix
        ? {
            discount: money(totals.pix.discount),
            total: money(totals.pix.total),
            label: translateMessage(t, { key: 'cart.pix.total', params: { price: money(totals.pix.total).text } }),
          }
        : null,
    },
    canCheckout: lines.length > 0 && lines.every((line) => line.problems.length === 0),
    updatedAt: cart?.updatedAt ?? null,
  };
}
