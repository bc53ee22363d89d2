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

export type Geolocated =
  | { outcome: 'found'; zone: ZoneInfo; distanceKm: number }
  | { outcome: 'notServed'; zone: ZoneInfo; distanceKm: number }
  | { outcome: 'notFound' };

/**
 * The zone the shopper stands in: the one whose centre is nearest. When that place is one we do
 * not deliver to (an island, Antarctica), the answer is "no delivery service" rather than a
 * served zone farther away: a shopper on Cozumel is not in Cancún.
 */
export function nearestZone(zones: Iterable<ZoneInfo>, point: { latitude: number; longitude: number }): Geolocated {
  let best: { zone: ZoneInfo; distanceKm: number } | undefined;
  for (const zone of zones) {
    if (!zone.centre) continue;
    const distance = distanceKm(point, zone.centre);
    if (!best || distance < best.distanceKm) best = { zone, distanceKm: distance };
  }
  if (!best || best.distanceKm > geolocationRadiusKm) return { outcome: 'notFound' };
  const distance = Math.round(best.distanceKm * 10) / 10;
  return { outcome: best.zone.served ? 'found' : 'notServed', zone: best.zone, distanceKm: distance };
}
