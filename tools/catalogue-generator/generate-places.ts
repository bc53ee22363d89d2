import type { TenantGeography } from './geography/types';
import type { CatalogueSink } from './sink';

/** Writes price groups, regions, cities, zones, postal codes and stores of one tenant. */
export function generatePlaces(geography: TenantGeography, sink: CatalogueSink): void {
  const tenant = geography.tenant;
  for (const group of geography.priceGroups) sink.insert('price_groups', { tenant, id: group.id, name: group.name });
  geography.regions.forEach((region, position) => {
    sink.insert('regions', { tenant, id: region.id, name: region.name, position });
    for (const city of region.cities) {
      sink.insert('cities', {
        tenant,
        id: city.id,
        region_id: region.id,
        name: city.name,
        latitude: city.latitude,
        longitude: city.longitude,
      });
      const zone = city.zone;
      sink.insert('zones', {
        tenant,
        id: zone.id,
        city_id: city.id,
        price_group_id: zone.priceGroupId,
        label: zone.label,
        delivery_days: zone.deliveryDays,
        delivery_cost: zone.deliveryCost,
        economic_days: zone.economicDays ?? null,
        economic_cost: zone.economicCost ?? null,
        same_day_cutoff_hour: zone.sameDayCutoffHour ?? null,
        served: zone.served ? 1 : 0,
      });
      for (const postal of city.postalCodes ?? []) {
        for (const colony of postal.colonies)
          sink.insert('postal_codes', { tenant, code: postal.code, colony, zone_id: zone.id });
      }
    }
  });
  const zoneOfCity = new Map(
    geography.regions.flatMap((region) => region.cities.map((city) => [city.id, city.zone.id])),
  );
  for (const store of geography.stores) {
    sink.insert('stores', {
      tenant,
      id: store.id,
      name: store.name,
      address: store.address,
      zone_id: zoneOfCity.get(store.cityId) ?? store.cityId,
      latitude: store.latitude,
      longitude: store.longitude,
      phone: store.phone,
      opening_hours: JSON.stringify(store.openingHours),
      pickup_hours: store.pickupHours,
    });
  }
}
