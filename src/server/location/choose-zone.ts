import type { Tenant } from '../../tenants/schema';
import { invalid } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { geolocationNotFound, notServed, unknown } from './errors';
import { nearestZone } from './geolocate';
import { foldName } from './postal-codes';
import type { SaveLocationBody } from './schemas';
import { locateZip } from './zip-lookup';
import { type ZoneInfo, zonesOf } from './zones';

/** How the shopper chose (docs/zones-and-price-groups.md: manual zone choice, postal code or geolocation). */
export type ChosenZone =
  | { via: 'zone'; zone: ZoneInfo }
  | { via: 'zipCode'; zone: ZoneInfo; zipCode: string; colony: string | null }
  | { via: 'geolocation'; zone: ZoneInfo; distanceKm: number };

type Way =
  | { way: 'zone'; zoneId: string }
  | { way: 'zipCode'; zipCode: string; colony: string | undefined }
  | { way: 'geolocation' };

/** One way per call: a zone, a postal code (with its colony, optionally) or coordinates. */
function oneWay(body: SaveLocationBody): Way {
  const ways: Way[] = [];
  if (body.zoneId !== undefined) ways.push({ way: 'zone', zoneId: body.zoneId });
  if (body.zipCode !== undefined) ways.push({ way: 'zipCode', zipCode: body.zipCode, colony: body.colony });
  if (body.latitude !== undefined || body.longitude !== undefined) ways.push({ way: 'geolocation' });
  const [chosen] = ways;
  if (ways.length !== 1 || !chosen) throw invalid('body', 'location.choice.oneWay');
  if (body.colony !== undefined && chosen.way !== 'zipCode') throw invalid('colony', 'location.choice.colonyNeedsZip');
  return chosen;
}

async function byZone(handle: DatabaseHandle, tenant: Tenant, zoneId: string): Promise<ChosenZone> {
  const zone = (await zonesOf(handle, tenant.tenant)).get(zoneId);
  if (!zone) throw unknown('zoneId', 'location.zoneNotFound');
  if (!zone.served) throw notServed('zoneId');
  return { via: 'zone', zone };
}

async function byZip(handle: DatabaseHandle, tenant: Tenant, zipCode: string, colony?: string): Promise<ChosenZone> {
  const located = await locateZip(handle, tenant, zipCode);
  if (colony === undefined) {
    // locateZip puts served zones first and refuses a code with none
    const first = located.zones[0];
    if (!first) throw notServed('zipCode');
    return { via: 'zipCode', zone: first.zone, zipCode: located.zipCode, colony: null };
  }
  const wanted = foldName(colony);
  for (const entry of located.zones) {
    const name = entry.colonies.find((candidate) => foldName(candidate) === wanted);
    if (name === undefined) continue;
    if (!entry.zone.served) throw notServed('colony');
    return { via: 'zipCode', zone: entry.zone, zipCode: located.zipCode, colony: name };
  }
  throw unknown('colony', 'location.colonyNotFound', { name: colony });
}

async function byCoordinates(handle: DatabaseHandle, tenant: Tenant, body: SaveLocationBody): Promise<ChosenZone> {
  if (body.latitude === undefined) throw invalid('latitude', 'location.choice.coordinatesPair');
  if (body.longitude === undefined) throw invalid('longitude', 'location.choice.coordinatesPair');
  const zones = await zonesOf(handle, tenant.tenant);
  const found = nearestZone(zones.values(), { latitude: body.latitude, longitude: body.longitude });
  if (found.outcome === 'notFound') throw geolocationNotFound();
  if (found.outcome === 'notServed') throw notServed('latitude', 'errors.geolocation.noService');
  return { via: 'geolocation', zone: found.zone, distanceKm: found.distanceKm };
}

/** docs/zones-and-price-groups.md save-location-info: the zone a shopper chose, or the error they read (docs/zones-and-price-groups.md). */
export async function chooseZone(handle: DatabaseHandle, tenant: Tenant, body: SaveLocationBody): Promise<ChosenZone> {
  const chosen = oneWay(body);
  if (chosen.way === 'zone') return byZone(handle, tenant, chosen.zoneId);
  if (chosen.way === 'zipCode') return byZip(handle, tenant, chosen.zipCode, chosen.colony);
  return byCoordinates(handle, tenant, body);
}
