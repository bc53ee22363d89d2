import { atom } from 'nanostores';
import { pageTenant } from './page-context';
import { $shopper, loadsShopper } from './shopper';
import { getItem, localKeys, onOtherTab, removeItem, setItem } from './storage';

export interface LocationState {
  zoneId: string;
  priceGroup: string;
  regionLabel: string;
  isFallback: boolean;
}

/** The shopper's zone, its price group and the header's region label (docs/zones-and-price-groups.md). */
export const $location = atom<LocationState | undefined>(undefined);
loadsShopper($location);

$shopper.subscribe((loaded) => {
  if (loaded.status === 'ready' && $location.get() === undefined) $location.set(loaded.state.location);
});

/** The header's place from the store: a zone the shopper chose; a fallback zone says nothing the page did not (docs/zones-and-price-groups.md). */
export function chosenRegionLabel(location: LocationState | undefined): string | undefined {
  return location && !location.isFallback ? location.regionLabel : undefined;
}

/** docs/zones-and-price-groups.md "zone info": the zone chosen last, per tenant (local storage is the host's, not the site's). */
interface ZoneInfo extends LocationState {
  tenant: string;
}

const asZoneInfo = (raw: unknown): ZoneInfo | undefined => {
  const value = raw as Partial<ZoneInfo> | null;
  return typeof value === 'object' &&
    value !== null &&
    value.tenant === pageTenant() &&
    typeof value.zoneId === 'string'
    ? (value as ZoneInfo)
    : undefined;
};

/** A zone the server saved (it wrote the cookies): every island of every tab follows it. */
export function zoneSaved(location: LocationState): void {
  $location.set(location);
  setItem('local', localKeys.zoneInfo, { ...location, tenant: pageTenant() } satisfies ZoneInfo);
  removeItem('local', localKeys.temporaryLocations);
}

/**
 * docs/zones-and-price-groups.md "temporary locations": a region the shopper picked in the location modal without
 * saving a city yet, so that the modal opens on it again (in this tab, another, or after a reload).
 */
export function rememberPendingRegion(regionId: string): void {
  setItem('local', localKeys.temporaryLocations, { tenant: pageTenant(), regionId });
}

export function pendingRegion(): string | undefined {
  return getItem('local', localKeys.temporaryLocations, (raw) => {
    const value = raw as { tenant?: unknown; regionId?: unknown } | null;
    return value?.tenant === pageTenant() && typeof value.regionId === 'string' ? value.regionId : undefined;
  });
}

if (typeof window !== 'undefined') {
  onOtherTab(localKeys.zoneInfo, (raw) => {
    const info = asZoneInfo(raw);
    if (info)
      $location.set({
        zoneId: info.zoneId,
        priceGroup: info.priceGroup,
        regionLabel: info.regionLabel,
        isFallback: info.isFallback,
      });
  });
}
