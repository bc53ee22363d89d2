import { type Clock, formatAvailabilityParams, pickupMessage } from '../../lib/availability';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { isHomeDelivery } from '../cart/delivery-rules';
import type { EvaluatedLine } from '../cart/evaluate';
import { zonePromise } from '../delivery/home-delivery';
import { hoursToday, pickupReadyAt } from '../delivery/promise';
import type { StoreInfo } from '../location/stores';
import type { ZoneInfo } from '../location/zones';

/**
 * When a line arrives or can be collected, in words (docs/delivery-promise.md availability messages): the zone's
 * promise for home deliveries (free when the cart ships free), the store's for pickups.
 */
export function linePromise(
  line: EvaluatedLine,
  where: { tenant: Tenant; t: Translate; zone: ZoneInfo; stores: ReadonlyMap<string, StoreInfo>; clock: Clock },
  shipsFree: boolean,
): string {
  const { tenant, t, zone, stores, clock } = where;
  const method = line.record.deliveryMethod;
  if (method === 'homeDelivery' || method === 'homeDeliveryEconomic') {
    return zonePromise(tenant, t, zone, method, clock, shipsFree)?.message ?? '';
  }
  if (isHomeDelivery(method)) return '';
  const store = line.record.storeId === null ? undefined : stores.get(line.record.storeId);
  if (!store) return '';
  const readyAt = pickupReadyAt(store.openingHours, store.pickupHours, clock);
  const message = readyAt ? pickupMessage(readyAt, hoursToday(store.openingHours, clock) !== null, clock) : null;
  return message
    ? t(formatAvailabilityParams(message, tenant).key, formatAvailabilityParams(message, tenant).params)
    : '';
}
