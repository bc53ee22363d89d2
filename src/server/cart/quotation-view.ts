import { type DeliveryType, deliveryTypeLabel } from '../../lib/delivery';
import { type Translate, translateMessage } from '../../lib/messages';
import type { Db } from '../db';
import { cartChoices } from './cart-choices';
import type { CartContext } from './cart-context';
import { lineSkus } from './line-skus';
import { type MoneyView, moneyView } from './money-view';
import { type Quotation, quotationLines, quotationsOf } from './quotation-store';
import { isQuotationValid } from './quotations';

export interface QuotationView {
  id: string;
  /** docs/accounts-and-lists.md: prices hold for 72 hours; after that the quotation shows what they were. */
  status: 'valid' | 'expired';
  message: string;
  createdAt: string;
  expiresAt: string;
  hoursLeft: number;
  zone: { id: string | null; priceGroup: string };
  lines: {
    position: number;
    skuId: string;
    productId: string | null;
    name: string | null;
    image: string | null;
    url: string | null;
    variant: { color: string | null; size: string | null };
    /** False when the catalogue no longer has the product: it cannot go back to the cart. */
    available: boolean;
    quantity: number;
    unitPrice: MoneyView;
    regularUnitPrice: MoneyView;
    services: { id: string; kind: string; name: string; unitPrice: MoneyView; quantity: number; amount: MoneyView }[];
    lineTotal: MoneyView;
    delivery: { method: DeliveryType; label: string; store: { id: string; name: string } | null };
  }[];
  totals: { subtotal: MoneyView; savings: MoneyView; memberDiscount: MoneyView | null; total: MoneyView };
}

const hoursLeft = (quotation: Pick<Quotation, 'expiresAt'>, now: Date) =>
  Math.max(0, Math.ceil((Date.parse(quotation.expiresAt) - now.getTime()) / 3_600_000));

function statusMessage(quotation: Pick<Quotation, 'expiresAt'>, now: Date, t: Translate) {
  const valid = isQuotationValid(quotation, now);
  return {
    status: valid ? ('valid' as const) : ('expired' as const),
    message: valid ? t('cart.quotation.valid', { hours: hoursLeft(quotation, now) }) : t('cart.quotation.expired'),
    hoursLeft: hoursLeft(quotation, now),
  };
}

/** A quotation with the prices it froze, whatever they are today. */
export async function quotationView(
  db: Db,
  context: CartContext,
  quotation: Quotation,
  t: Translate,
): Promise<QuotationView> {
  const { tenant, now } = context;
  const money = (amount: number) => moneyView(amount, tenant);
  const lines = await quotationLines(db, tenant.tenant, quotation.id);
  const facts = await lineSkus(
    db,
    tenant,
    lines.map((line) => line.skuId),
    quotation.priceGroupId,
  );
  return {
    id: quotation.id,
    ...statusMessage(quotation, now, t),
    createdAt: quotation.createdAt,
    expiresAt: quotation.expiresAt,
    zone: { id: quotation.zoneId, priceGroup: quotation.priceGroupId },
    lines: lines.map((line) => {
      const sku = facts.get(line.skuId);
      const store = line.storeId ? context.stores.get(line.storeId) : undefined;
      return {
        position: line.position,
        skuId: line.skuId,
        productId: sku?.productId ?? null,
        name: sku?.name ?? null,
        image: sku?.image ?? null,
        url: sku?.url ?? null,
        variant: { color: sku?.color ?? null, size: sku?.size ?? null },
        available: sku !== undefined,
        quantity: line.quantity,
        unitPrice: money(line.unitPrice),
        regularUnitPrice: money(line.regularUnitPrice),
        services: line.services.map((service) => ({
          id: service.id,
          kind: service.kind,
          name: service.name,
          unitPrice: money(service.price),
          quantity: service.quantity,
          amount: money(service.amount),
        })),
        lineTotal: money(line.lineTotal),
        delivery: {
          method: line.deliveryMethod,
          label: translateMessage(t, deliveryTypeLabel(line.deliveryMethod)),
          store: store ? { id: store.id, name: store.name } : null,
        },
      };
    }),
    totals: {
      subtotal: money(quotation.subtotal),
      savings: money(quotation.savings),
      memberDiscount: quotation.memberDiscount > 0 ? money(quotation.memberDiscount) : null,
      total: money(quotation.total),
    },
  };
}

export interface QuotationSummaryView {
  id: string;
  status: 'valid' | 'expired';
  message: string;
  hoursLeft: number;
  createdAt: string;
  expiresAt: string;
  lineCount: number;
  itemCount: number;
  total: MoneyView;
}

/** The shopper's quotations (the customer's, or this browser's), newest first. */
export async function quotationList(db: Db, context: CartContext, t: Translate): Promise<QuotationSummaryView[]> {
  const owner = { userId: context.shopper.userId, browserCartId: context.browserCartId };
  const rows = await quotationsOf(db, context.tenant.tenant, owner, cartChoices.quotationListLimit);
  return rows.map((row) => ({
    id: row.id,
    ...statusMessage(row, context.now, t),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lineCount: row.lineCount,
    itemCount: row.itemCount,
    total: moneyView(row.total, context.tenant),
  }));
}
