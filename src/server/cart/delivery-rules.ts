import { type DeliveryType, deliveryCodeOfType } from '../../lib/delivery';
import type { MessageKey } from '../../lib/messages';
import { distributionCentreId } from '../product/sku-stock';

/** Why a line cannot go the way it was asked, and which input is at fault. */
export interface DeliveryProblem {
  status: 400 | 404;
  field: 'deliveryMethod' | 'storeId';
  key: MessageKey;
}

export interface DeliveryFacts {
  /** products.shipping_type: 'pickup_only' products are never delivered home. */
  shippingType: string;
  zone: { served: boolean; economicCost: number | null; economicDays: number | null };
  storeExists: (storeId: string) => boolean;
}

export const isHomeDelivery = (method: DeliveryType): boolean => deliveryCodeOfType[method] === 'HD';

/** The store a line keeps: only pickup and buy-at-store lines have one (a store sent with home delivery is dropped). */
export function storeOfLine(method: DeliveryType, storeId: string | undefined | null): string | null {
  return isHomeDelivery(method) ? null : (storeId ?? null);
}

/** Where the line's units come from: the distribution centre, or the chosen store. */
export function stockSourceOf(method: DeliveryType, storeId: string | null): string {
  return isHomeDelivery(method) ? distributionCentreId : (storeId ?? distributionCentreId);
}

/**
 * docs/delivery-promise.md delivery types: home delivery needs a served zone and a product that ships; the
 * economic option needs the zone to offer it; pickup and buy at store need one of the
 * tenant's stores. Stock is checked with the quantity, not here.
 */
export function deliveryProblem(
  method: DeliveryType,
  storeId: string | null,
  facts: DeliveryFacts,
): DeliveryProblem | null {
  if (isHomeDelivery(method)) {
    if (!facts.zone.served || facts.shippingType === 'pickup_only') {
      return { status: 400, field: 'deliveryMethod', key: 'cart.delivery.homeNotAvailable' };
    }
    if (method === 'homeDeliveryEconomic' && (facts.zone.economicCost === null || facts.zone.economicDays === null)) {
      return { status: 400, field: 'deliveryMethod', key: 'cart.delivery.economicNotOffered' };
    }
    return null;
  }
  if (storeId === null) return { status: 400, field: 'storeId', key: 'cart.delivery.storeRequired' };
  if (storeId === distributionCentreId || !facts.storeExists(storeId)) {
    return { status: 404, field: 'storeId', key: 'cart.delivery.storeNotFound' };
  }
  return null;
}
