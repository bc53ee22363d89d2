import { type DeliveryCode, type DeliveryType, deliveryCodesFromStock, deliveryTypeLabel } from '../../lib/delivery';
import { type Translate, translateMessage } from '../../lib/messages';
import { lowStockMessage, type StockState, stockMessage, stockState } from '../../lib/stock';
import type { StoreInfo } from '../location/stores';
import type { SearchZone } from '../search/types';
import { distributionCentreId, type SkuStock, unitsOnHand } from './sku-stock';

export interface ZoneUnits {
  /** Units the zone can get home-delivered: none where the zone is not served or the product is pickup-only. */
  homeDelivery: number;
  /** Units in each of the zone's stores (click and collect, buy at store). */
  stores: { storeId: string; units: number }[];
  storeTotal: number;
}

export function zoneUnits(stock: SkuStock | undefined, zone: SearchZone, shippingType: string): ZoneUnits {
  const delivers = zone.homeDelivery && shippingType !== 'pickup_only';
  const stores = zone.storeIds.map((storeId) => ({ storeId, units: unitsOnHand(stock?.get(storeId)) }));
  return {
    homeDelivery: delivers ? unitsOnHand(stock?.get(distributionCentreId)) : 0,
    stores,
    storeTotal: stores.reduce((sum, store) => sum + store.units, 0),
  };
}

/** docs/zones-and-price-groups.md: HD, CC and BS from the units each channel has in the zone. */
export function zoneDeliveryCodes(zoneStock: ZoneUnits): DeliveryCode[] {
  return deliveryCodesFromStock({
    homeDelivery: zoneStock.homeDelivery,
    clickAndCollect: zoneStock.storeTotal,
    buyAtStore: zoneStock.storeTotal,
  });
}

const typeOfCode: Record<DeliveryCode, DeliveryType> = { HD: 'homeDelivery', CC: 'pickupInStore', BS: 'buyAtStore' };

export function deliveryBlock(zoneStock: ZoneUnits, t: Translate) {
  const codes = zoneDeliveryCodes(zoneStock);
  return {
    codes,
    options: codes.map((code) => ({
      code,
      type: typeOfCode[code],
      label: translateMessage(t, deliveryTypeLabel(typeOfCode[code])),
    })),
  };
}

export interface StockBlock {
  state: StockState;
  message: string;
  /** docs/zones-and-price-groups.md "¡Solo quedan 3 unidades!": only when stock is critical. */
  lowStock: string | null;
  homeDelivery: { units: number; state: StockState; lowStock: string | null };
  stores: { storeId: string; name: string; units: number; state: StockState }[];
}

/** docs/zones-and-price-groups.md stock states and low-stock messages for the zone, overall and per channel. */
export function stockBlock(zoneStock: ZoneUnits, stores: Map<string, StoreInfo>, t: Translate): StockBlock {
  const total = { units: zoneStock.homeDelivery + zoneStock.storeTotal };
  const online = { units: zoneStock.homeDelivery };
  const low = lowStockMessage(total);
  const lowOnline = lowStockMessage(online, { online: true });
  return {
    state: stockState(total),
    message: translateMessage(t, stockMessage(stockState(total))),
    lowStock: low ? translateMessage(t, low) : null,
    homeDelivery: {
      units: online.units,
      state: stockState(online),
      lowStock: lowOnline ? translateMessage(t, lowOnline) : null,
    },
    stores: zoneStock.stores.map((store) => ({
      storeId: store.storeId,
      name: stores.get(store.storeId)?.name ?? store.storeId,
      units: store.units,
      state: stockState({ units: store.units }),
    })),
  };
}
