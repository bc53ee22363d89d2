import type { Clock } from '../../lib/availability';
import { deliveryChoiceValue } from '../../lib/cart-delivery-choice';
import { type DeliveryType, deliveryTypeLabel } from '../../lib/delivery';
import { type Translate, translateMessage } from '../../lib/messages';
import { formatQuantity } from '../../lib/units';
import type { Tenant } from '../../tenants/schema';
import { type HomeMethod, homeDeliveryOption, zonePromise } from '../delivery/home-delivery';
import type { ShippingFacts } from '../delivery/shipping-facts';
import { storeOption } from '../delivery/store-delivery';
import type { StoreInfo } from '../location/stores';
import type { ShopperZone } from '../location/zones';
import type { LineRecord } from './cart-types';
import type { LineSku } from './line-skus';
import { type MoneyView, moneyView } from './money-view';
import { pickupStores } from './pickup-stores';

/** One way a cart line can go, as the cart offers it: a home delivery, or pickup at one store. */
export interface LineDeliveryOption {
  /** The radio's value (src/lib/cart-delivery-choice.ts): "homeDelivery", "pickupInStore:1001". */
  value: string;
  method: DeliveryType;
  /** The method's name, or the store's for a pickup. */
  label: string;
  /** When it arrives (with what it costs) or can be collected; why not, when it cannot. */
  promise: string;
  /** What the delivery costs: the zone's shipment, nothing when the cart would ship free; a pickup is free. */
  cost: MoneyView | null;
  store: { id: string; address: string; distance: string | null; stock: string } | null;
  available: boolean;
  selected: boolean;
}

export interface DeliveryOptionsContext {
  tenant: Tenant;
  t: Translate;
  zone: ShopperZone;
  stores: ReadonlyMap<string, StoreInfo>;
  clock: Clock;
  /** docs/delivery-promise.md free shipping: whether the cart would ship free with this line sent home. */
  freeIfHome: boolean;
}

const homeMethods: readonly HomeMethod[] = ['homeDelivery', 'homeDeliveryEconomic'];

/** The delivery service's view of the SKU (its stock is read once, oversold counted as none). */
function deliveryFacts(facts: LineSku): ShippingFacts {
  return {
    skuId: facts.skuId,
    productId: facts.productId,
    productName: facts.name,
    shippingType: facts.shippingType,
    stock: facts.stock,
  };
}

function homeOptions(record: LineRecord, facts: ShippingFacts, context: DeliveryOptionsContext) {
  const { tenant, t, zone, clock } = context;
  const input = { zone, facts, quantity: record.quantity, unitPrice: undefined, clock };
  return homeMethods.flatMap((method): Omit<LineDeliveryOption, 'selected'>[] => {
    const option = homeDeliveryOption(tenant, t, input, method);
    if (!option) return [];
    const promise = option.available && context.freeIfHome ? zonePromise(tenant, t, zone, method, clock, true) : option;
    return [
      {
        value: method,
        method,
        label: option.label,
        promise: promise?.message ?? option.message,
        cost: promise?.cost == null ? null : moneyView(promise.cost, tenant),
        store: null,
        available: option.available,
      },
    ];
  });
}

function storeOptions(record: LineRecord, facts: ShippingFacts, context: DeliveryOptionsContext) {
  const { tenant, t, zone, stores, clock } = context;
  return pickupStores(zone, stores, [record.storeId]).map(
    ({ store, distanceKm }): Omit<LineDeliveryOption, 'selected'> => {
      const option = storeOption(tenant, t, store, { facts, quantity: record.quantity, clock });
      const { available, message } = option.clickAndCollect;
      const units = t(option.units === 1 ? 'location.store.units.one' : 'location.store.units.other', {
        count: option.units,
      });
      return {
        value: deliveryChoiceValue({ method: 'pickupInStore', storeId: store.id }),
        method: 'pickupInStore',
        label: store.name,
        promise: available ? message : '',
        cost: moneyView(0, tenant),
        store: {
          id: store.id,
          address: store.address,
          distance:
            distanceKm === null
              ? null
              : t('cartEditor.storeDistance', { distance: formatQuantity(distanceKm, tenant.separator, 1) }),
          // Beside a store that cannot serve the line: why (no units, too few).
          stock: available ? units : message,
        },
        available,
      };
    },
  );
}

/** The value the line's own choice has among the options (storePickUp is pickupInStore's other name). */
function chosenValue(record: LineRecord): string {
  const method = record.deliveryMethod === 'storePickUp' ? 'pickupInStore' : record.deliveryMethod;
  return deliveryChoiceValue({ method, storeId: record.storeId });
}

/**
 * A line's delivery options in the shopper's zone (issue 26): home delivery with its date and
 * cost, the economic one where the zone has it, and pickup at each store serving the zone,
 * nearest first, with its units, distance and pickup time. The line's own choice is always
 * among them, even one the cart would no longer offer (buy at store, a store elsewhere).
 */
export function lineDeliveryOptions(
  record: LineRecord,
  facts: LineSku | undefined,
  context: DeliveryOptionsContext,
): LineDeliveryOption[] {
  const chosen = chosenValue(record);
  const offered = facts
    ? [...homeOptions(record, deliveryFacts(facts), context), ...storeOptions(record, deliveryFacts(facts), context)]
    : [];
  const options = offered.map((option) => ({ ...option, selected: option.value === chosen }));
  if (options.some((option) => option.selected)) return options;
  const store = record.storeId === null ? undefined : context.stores.get(record.storeId);
  const own: LineDeliveryOption = {
    value: chosen,
    method: record.deliveryMethod,
    label: translateMessage(context.t, deliveryTypeLabel(record.deliveryMethod)),
    promise: store?.name ?? '',
    cost: null,
    store: store ? { id: store.id, address: store.address, distance: null, stock: '' } : null,
    available: true,
    selected: true,
  };
  return [...options, own];
}

/**
 * Whether the cart would ship free with each line sent home: the products already sent home,
 * this line's added when it goes another way, reach the tenant's threshold (src/server/cart/totals.ts).
 */
export function freeIfHomeOf(
  lines: readonly { productsAmount: number; atHome: boolean }[],
  tenant: Pick<Tenant, 'flags' | 'freeShippingFrom'>,
): boolean[] {
  const offersFree = tenant.flags.freeShipping && tenant.freeShippingFrom > 0;
  const atHome = lines.reduce((sum, line) => sum + (line.atHome ? line.productsAmount : 0), 0);
  return lines.map((line) => offersFree && atHome + (line.atHome ? 0 : line.productsAmount) >= tenant.freeShippingFrom);
}
