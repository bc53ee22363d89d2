import type { Message } from './messages';

/**
 * The product page's delivery options: one line per method of docs/delivery-promise.md (home delivery, click and
 * collect, buy at store) with the availability message (docs/delivery-promise.md) for the zone. The delivery
 * services already word each option (homeDeliveryMessage, pickupMessage in ./availability); this
 * chooses which of their answers speaks for a method, and what to say when none can.
 */

export const deliveryOptionMethods = ['homeDelivery', 'clickAndCollect', 'buyAtStore'] as const;
export type DeliveryOptionMethod = (typeof deliveryOptionMethods)[number];

/** A service's answer for a method: whether it can be kept, and its message in the tenant's words. */
export interface OptionAnswer {
  available: boolean;
  message: string;
}

/** One store of the zone's region, as getProductStoreShipping answers it. */
export interface StoreAnswer {
  openToday: boolean;
  clickAndCollect: OptionAnswer & { promisedAt: string | null };
  buyAtStore: OptionAnswer;
}

/** What a line says: a service's own words, or a message of the catalogue. */
export type OptionText = { text: string } | { message: Message };

export interface DeliveryOptionLine {
  method: DeliveryOptionMethod;
  available: boolean;
  say: OptionText;
}

/** The store that can hand the order over first; the earlier in the list on a tie. */
function firstPickup(stores: readonly StoreAnswer[]): StoreAnswer | undefined {
  let best: StoreAnswer | undefined;
  for (const store of stores) {
    const at = store.clickAndCollect.promisedAt;
    if (!store.clickAndCollect.available || at === null) continue;
    const bestAt = best?.clickAndCollect.promisedAt;
    if (bestAt === undefined || bestAt === null || Date.parse(at) < Date.parse(bestAt)) best = store;
  }
  return best;
}

/** docs/delivery-promise.md "Store closed today" when every store that has it is closed today; else how many can sell it today. */
function buyAtStoreLine(stores: readonly StoreAnswer[], region: string): DeliveryOptionLine {
  const stocked = stores.filter((store) => store.buyAtStore.available);
  const openToday = stocked.filter((store) => store.openToday).length;
  if (stocked.length === 0) {
    return {
      method: 'buyAtStore',
      available: false,
      say: { message: { key: 'deliveryOptions.stores.none', params: { region } } },
    };
  }
  if (openToday === 0) {
    return { method: 'buyAtStore', available: true, say: { message: { key: 'availability.storeClosedToday' } } };
  }
  const key = openToday === 1 ? 'deliveryOptions.stores.today.one' : 'deliveryOptions.stores.today.other';
  return { method: 'buyAtStore', available: true, say: { message: { key, params: { count: openToday, region } } } };
}

/**
 * The three lines, always in the order of docs/delivery-promise.md (HD, CC, BS). Home delivery says what the
 * service says, available or not (its reason names the zone); click and collect, the earliest
 * pickup of the region's stores.
 */
export function deliveryOptionLines(input: {
  home: OptionAnswer;
  stores: readonly StoreAnswer[];
  region: string;
}): DeliveryOptionLine[] {
  const pickup = firstPickup(input.stores);
  return [
    { method: 'homeDelivery', available: input.home.available, say: { text: input.home.message } },
    pickup
      ? { method: 'clickAndCollect', available: true, say: { text: pickup.clickAndCollect.message } }
      : {
          method: 'clickAndCollect',
          available: false,
          say: { message: { key: 'deliveryOptions.pickup.none', params: { region: input.region } } },
        },
    buyAtStoreLine(input.stores, input.region),
  ];
}
