import { storeClosedMessage } from '../../lib/availability';
import type { Message, Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { notFound } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { type StoreInfo, storesOf } from '../location/stores';
import type { ShopperZone } from '../location/zones';
import { type LocalTime, tenantLocalTime, weekdays } from '../tenant-clock';

export type TodayStatus = 'openNow' | 'opensLater' | 'closedForToday' | 'closedToday';

/** What a store's hours mean at a local time: "HH:MM" strings compare in clock order. */
export function todayStatus(
  hours: StoreInfo['openingHours'],
  now: LocalTime,
): { status: TodayStatus; hours: [string, string] | null } {
  const today = hours[now.weekday] ?? null;
  if (!today) return { status: 'closedToday', hours: null };
  const [opens, closes] = today;
  const status = now.time < opens ? 'opensLater' : now.time < closes ? 'openNow' : 'closedForToday';
  return { status, hours: today };
}

function statusMessage(status: TodayStatus, hours: [string, string] | null): Message {
  const [opens = '', closes = ''] = hours ?? [];
  switch (status) {
    case 'openNow':
      return { key: 'product.store.openNow', params: { closes } };
    case 'opensLater':
      return { key: 'product.store.opensLater', params: { opens } };
    case 'closedForToday':
      return { key: 'product.store.closedForToday', params: { opens, closes } };
    case 'closedToday':
      // docs/delivery-promise.md "Store closed today"
      return storeClosedMessage(false) ?? { key: 'availability.storeClosedToday' };
  }
}

export function storeView(store: StoreInfo, now: LocalTime, t: Translate) {
  const { status, hours } = todayStatus(store.openingHours, now);
  const message = statusMessage(status, hours);
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    phone: store.phone,
    location: { latitude: store.latitude, longitude: store.longitude },
    openingHours: weekdays.map((day, index) => {
      const pair = store.openingHours[index] ?? null;
      return {
        day,
        name: t(`product.store.day.${day}`),
        opens: pair?.[0] ?? null,
        closes: pair?.[1] ?? null,
        text: pair ? t('product.store.hours', { opens: pair[0], closes: pair[1] }) : t('product.store.closed'),
        isToday: index === now.weekday,
      };
    }),
    today: {
      isOpenToday: status !== 'closedToday',
      isOpenNow: status === 'openNow',
      status,
      opens: hours?.[0] ?? null,
      closes: hours?.[1] ?? null,
      message: t(message.key, message.params),
    },
    pickup: { readyInHours: store.pickupHours, message: t('product.store.pickup', { hours: store.pickupHours }) },
  };
}

/**
 * docs/delivery-promise.md store-info: one store, or every store of the shopper's region, with today's hours
 * judged at `now` on the tenant's local clock.
 */
export async function storeInfo(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: { storeId?: string | undefined },
  zone: ShopperZone,
  now: Date,
) {
  const stores = await storesOf(handle, tenant.tenant);
  const local = tenantLocalTime(tenant, now);
  let chosen: StoreInfo[];
  if (request.storeId !== undefined) {
    const store = stores.get(request.storeId);
    if (!store) throw notFound('storeId', 'product.store.notFound');
    chosen = [store];
  } else {
    chosen = zone.storeIds.flatMap((id) => stores.get(id) ?? []);
  }
  return {
    localTime: local,
    stores: chosen.map((store) => storeView(store, local, t)),
    message: chosen.length === 0 ? t('product.store.noneInRegion') : null,
  };
}
