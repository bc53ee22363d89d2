import type { TenantId } from '../../tenants/schema';
import { geographies } from '../catalogue/geography';
import type { ZoneInfo } from './zones';

/**
 * Beyond this distance from every zone's centre, coordinates are not "in" any zone of ours:
 * 100 km covers a municipality's outskirts and the towns around the cities the catalogue lists,
 * while a point out at sea or in another country finds nothing.
 */
export const geolocationRadiusKm = 100;

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

const centres = new Map<TenantId, Map<string, { latitude: number; longitude: number }>>();

/**
 * The centre of each zone (its city's coordinates). The cities table has no coordinates yet, so
 * they come from the geography seed the catalogue was generated from: one zone per city, same id.
 */
function zoneCentres(tenant: TenantId): Map<string, { latitude: number; longitude: number }> {
  let found = centres.get(tenant);
  if (!found) {
    found = new Map(
      geographies[tenant].regions.flatMap((region) =>
        region.cities.map((city) => [city.zone.id, { latitude: city.latitude, longitude: city.longitude }] as const),
      ),
    );
    centres.set(tenant, found);
  }
  return found;
}

export type Geolocated =
  | { outcome: 'found'; zone: ZoneInfo; distanceKm: number }
  | { outcome: 'notServed'; zone: ZoneInfo; distanceKm: number }
  | { outcome: 'notFound' };

/**
 * The zone the shopper stands in: the one whose centre is nearest. When that place is one we do
 * not deliver to (an island, Antarctica), the answer is "no delivery service" rather than a
 * served zone farther away: a shopper on Cozumel is not in Cancún.
 */
export function nearestZone(
  tenant: TenantId,
  zones: Iterable<ZoneInfo>,
  point: { latitude: number; longitude: number },
): Geolocated {
  const known = zoneCentres(tenant);
  let best: { zone: ZoneInfo; distanceKm: number } | undefined;
  for (const zone of zones) {
    const centre = known.get(zone.id);
    if (!centre) continue;
    const distance = distanceKm(point, centre);
    if (!best || distance < best.distanceKm) best = { zone, distanceKm: distance };
  }
  if (!best || best.distanceKm > geolocationRadiusKm) return { outcome: 'notFound' };
  const distance = Math.round(best.distanceKm * 10) / 10;
  return { outcome: best.zone.served ? 'found' : 'notServed', zone: best.zone, distanceKm: distance };
}
