import { atom } from 'nanostores';
import { pageTenant } from './page-context';
import { $shopper, loadsShopper } from './shopper';
import { localKeys, onOtherTab, setItem } from './storage';

export interface LocationState {
  zoneId: string;
  priceGroup: string;
  regionLabel: string;
  isFallback: boolean;
}

/** The shopper's zone, its price group and the header's region label (spec §3, §4). */
export const $location = atom<LocationState | undefined>(undefined);
loadsShopper($location);

$shopper.subscribe((loaded) => {
  if (loaded.status === 'ready' && $location.get() === undefined) $location.set(loaded.state.location);
});

/** spec §3 "zone info": the zone chosen last, per tenant (local storage is the host's, not the site's). */
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
