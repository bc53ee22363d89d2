import { type DeliveryType, deliveryCodeOfType, deliveryTypes } from './delivery';

/**
 * A cart line's delivery as the one value of a radio group: the method alone for home
 * deliveries ("homeDelivery"), the method and its store for pickup or buy at store
 * ("pickupInStore:1001"). A plain form sends one value per radio group, and the choice is two.
 */
export interface DeliveryChoice {
  method: DeliveryType;
  /** Only for the methods that go through a store. */
  storeId: string | null;
}

const separator = ':';
// Store ids of the catalogue (src/server/cart/schemas.ts): never the separator.
const storeIdPattern = /^[A-Za-z0-9_-]{1,40}$/;

const goesThroughStore = (method: DeliveryType) => deliveryCodeOfType[method] !== 'HD';

export function deliveryChoiceValue({ method, storeId }: DeliveryChoice): string {
  return goesThroughStore(method) && storeId !== null ? `${method}${separator}${storeId}` : method;
}

/**
 * The choice a radio's value names, or null for a value no radio of the cart carries. A store
 * method without a store reads as such (the cart then asks for the store, in its own words).
 */
export function parseDeliveryChoice(value: string): DeliveryChoice | null {
  const [method = '', storeId, ...rest] = value.trim().split(separator);
  const type = deliveryTypes.find((candidate) => candidate === method);
  if (type === undefined || rest.length > 0) return null;
  if (storeId === undefined) return { method: type, storeId: null };
  if (!goesThroughStore(type) || !storeIdPattern.test(storeId)) return null;
  return { method: type, storeId };
}
