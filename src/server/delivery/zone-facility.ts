import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { type LocationView, locationView } from '../location/location-view';
import { storesOf } from '../location/stores';
import type { ZoneInfo } from '../location/zones';
import { distributionCentreId } from '../product/sku-stock';
import { requireSku } from './product-shipping';

export interface Facility {
  facilityId: string;
  kind: 'distributionCentre' | 'store';
  name: string;
  units: number;
  /** The delivery methods this facility's units serve in the zone. */
  serves: ('homeDelivery' | 'homeDeliveryEconomic' | 'pickupInStore' | 'buyAtStore')[];
}

/**
 * docs/zones-and-price-groups.md zone-facility: the facilities that can serve a SKU in a zone, with their units. The DC
 * ships home where the zone is served and the product may travel; the region's stores hand it over.
 */
export async function zoneFacilities(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  variantId: string,
  zone: ZoneInfo & { isFallback: boolean },
): Promise<{ variantId: string; zone: LocationView; facilities: Facility[] }> {
  const facts = await requireSku(handle, tenant, variantId, 'variantId');
  const stores = await storesOf(handle, tenant.tenant);
  const facilities: Facility[] = [];
  const dcUnits = facts.stock.get(distributionCentreId) ?? 0;
  if (dcUnits > 0 && zone.served && facts.shippingType !== 'pickup_only') {
    facilities.push({
      facilityId: distributionCentreId,
      kind: 'distributionCentre',
      name: t('location.facility.distributionCentre'),
      units: dcUnits,
      serves: zone.economicDays === null ? ['homeDelivery'] : ['homeDelivery', 'homeDeliveryEconomic'],
    });
  }
  for (const storeId of zone.storeIds) {
    const store = stores.get(storeId);
    const units = facts.stock.get(storeId) ?? 0;
    if (store && units > 0) {
      facilities.push({
        facilityId: store.id,
        kind: 'store',
        name: store.name,
        units,
        serves: ['pickupInStore', 'buyAtStore'],
      });
    }
  }
  return { variantId: facts.skuId, zone: await locationView(handle, tenant, zone, zone.isFallback), facilities };
}
