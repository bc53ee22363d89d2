import { type DeliveryType, deliveryTypeLabel } from '../../lib/delivery';
import { type Translate, translateMessage } from '../../lib/messages';
import type { Viewer } from '../../lib/price/combinations';
import { priceLines } from '../../lib/price/price-lines';
import { lowStockMessage, type StockState, stockMessage, stockState } from '../../lib/stock';
import { isHomeDelivery } from './delivery-rules';
import type { EvaluatedLine, LineProblem } from './evaluate';
import { type DeliveryOptionsContext, type LineDeliveryOption, lineDeliveryOptions } from './line-delivery-options';
import { type MoneyView, moneyView } from './money-view';

export interface CartLineView {
  lineId: string;
  skuId: string;
  productId: string | null;
  name: string | null;
  brand: string | null;
  image: string | null;
  url: string | null;
  variant: { color: string | null; size: string | null };
  quantity: number;
  /** The price charged per unit today (null when the product has no price in the zone). */
  unitPrice: MoneyView | null;
  regularUnitPrice: MoneyView | null;
  /** The product's price block as product pages show it (docs/prices-and-badges.md). */
  priceLines: { role: string; type: string; amount: number; text: string }[];
  frozen: { unitPrice: MoneyView; quantity: number; expiresAt: string; quotationId: string; message: string } | null;
  lineTotal: MoneyView;
  savings: MoneyView;
  services: { id: string; kind: string; name: string; unitPrice: MoneyView; quantity: number; amount: MoneyView }[];
  servicesTotal: MoneyView;
  total: MoneyView;
  /** What the product offers, for the services and warranty modal (setOrderByCommerceIdToBasket). */
  availableServices: { id: string; kind: string; name: string; price: MoneyView; selected: boolean }[];
  delivery: { method: DeliveryType; label: string; store: { id: string; name: string; address: string } | null };
  /** Every way the line can go in the shopper's zone, its own choice selected (the cart page's radio group). */
  deliveryOptions: LineDeliveryOption[];
  stock: { state: StockState; units: number; message: string; lowStock: string | null };
  pushSite: string | null;
  problems: { code: LineProblem['code']; message: string }[];
}

const hoursLeft = (until: string, now: Date) => Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 3_600_000));

function lowStockText(units: number, online: boolean, t: Translate): string | null {
  const low = lowStockMessage({ units }, { online });
  return low ? translateMessage(t, low) : null;
}

export function lineView(
  line: EvaluatedLine,
  context: DeliveryOptionsContext & { now: Date; viewer: Viewer },
): CartLineView {
  const { tenant, t, now } = context;
  const { record, facts, priced } = line;
  const money = (amount: number) => moneyView(amount, tenant);
  const block = facts ? priceLines(facts.prices, tenant, { viewer: context.viewer }) : undefined;
  const isPriced = priced.status === 'priced';
  const chosen = new Set(record.services.map((service) => service.id));
  const store = record.storeId ? context.stores.get(record.storeId) : undefined;
  const state = stockState({ units: line.units });
  const lineTotal = isPriced ? priced.productsAmount : 0;
  const servicesTotal = isPriced ? priced.servicesAmount : 0;
  return {
    lineId: record.lineId,
    skuId: record.skuId,
    productId: facts?.productId ?? null,
    name: facts?.name ?? null,
    brand: facts?.brand ?? null,
    image: facts?.image ?? null,
    url: facts?.url ?? null,
    variant: { color: facts?.color ?? null, size: facts?.size ?? null },
    quantity: record.quantity,
    unitPrice: isPriced ? money(priced.unitPrice) : null,
    regularUnitPrice: isPriced ? money(priced.regularUnitPrice) : null,
    priceLines:
      block?.status === 'priced'
        ? block.lines.map((entry) => ({
            role: entry.role,
            type: entry.type,
            amount: entry.amountMinor,
            text: translateMessage(t, entry.label),
          }))
        : [],
    frozen:
      isPriced && priced.frozen
        ? {
            unitPrice: money(Math.min(priced.frozen.unitPrice, priced.unitPrice)),
            quantity: priced.frozen.quantity,
            expiresAt: priced.frozen.until,
            quotationId: priced.frozen.quotationId,
            message: t('cart.line.frozenPrice', {
              count: priced.frozen.quantity,
              hours: hoursLeft(priced.frozen.until, now),
            }),
          }
        : null,
    lineTotal: money(lineTotal),
    savings: money(isPriced ? priced.savings : 0),
    services: isPriced
      ? priced.services.map((service) => ({
          id: service.id,
          kind: service.kind,
          name: service.name,
          unitPrice: money(service.unitPrice),
          quantity: service.quantity,
          amount: money(service.amount),
        }))
      : [],
    servicesTotal: money(servicesTotal),
    total: money(lineTotal + servicesTotal),
    availableServices: (facts?.services ?? []).map((service) => ({
      id: service.id,
      kind: service.kind,
      name: service.name,
      price: money(service.price),
      selected: chosen.has(service.id),
    })),
    delivery: {
      method: record.deliveryMethod,
      label: translateMessage(t, deliveryTypeLabel(record.deliveryMethod)),
      store: store ? { id: store.id, name: store.name, address: store.address } : null,
    },
    deliveryOptions: lineDeliveryOptions(record, facts, context),
    stock: {
      state,
      units: line.units,
      message: translateMessage(t, stockMessage(state)),
      lowStock: lowStockText(line.units, isHomeDelivery(record.deliveryMethod), t),
    },
    pushSite: record.pushSite,
    problems: line.problems.map((problem) => ({ code: problem.code, message: translateMessage(t, problem.message) })),
  };
}
