import type { DatabaseHandle } from '../db';
import type { RequestScope } from '../request/request-scope';
import { unknown } from './errors';
import { namedOrShopperZone } from './zone-precedence';
import type { ShopperZone } from './zones';

/** A zone named in the query, or the shopper's (the zone cookie's) when none is named; an unknown id is a 404. */
export function namedOrCookieZone(
  handle: DatabaseHandle,
  scope: RequestScope,
  zoneId: string | undefined,
  field: string,
): Promise<ShopperZone> {
  return namedOrShopperZone(handle, scope.tenant, zoneId, scope.zoneCookie, () =>
    unknown(field, 'location.zoneNotFound'),
  );
}
