import type { CitySeed, RegionSeed, StoreSeed, ZoneSeed } from './types';

/**
 * Compact rows for the data files and the functions that expand them into seeds, so a country
 * file reads as a table and every zone of a tier makes the same delivery promise.
 */

/** The delivery promise shared by the zones of one tier. */
export type DeliveryTier = Pick<
  ZoneSeed,
  'deliveryDays' | 'deliveryCost' | 'economicDays' | 'economicCost' | 'sameDayCutoffHour'
>;

/** A postal code and the neighbourhoods it covers: `['06700', 'Roma Norte']`. */
export type PostalRow = readonly [code: string, ...colonies: string[]];

export interface CityOptions<Band extends string> {
  /** Header label where the country's rule does not fit (a district known by its town's name). */
  label?: string;
  /** Price band where it differs from its region's (Isla de Pascua is in Valparaíso, priced as extreme). */
  band?: Band;
  /** Listed so that a shopper can choose it and be told it is not served yet. */
  served?: false;
  postalCodes?: readonly PostalRow[];
}

/** `[official code, name, latitude, longitude, delivery tier, options]`; the code is also the zone id. */
export type CityRow<Band extends string, Tier extends string> = readonly [
  id: string,
  name: string,
  latitude: number,
  longitude: number,
  tier: Tier,
  options?: CityOptions<Band>,
];

export interface RegionRow<Band extends string, Tier extends string> {
  id: string;
  name: string;
  /** Abbreviation for header labels ('CDMX', 'Jal.'). */
  short?: string;
  /** The price band of its cities unless a city says otherwise. */
  band: Band;
  cities: readonly CityRow<Band, Tier>[];
}

export interface CountryPlan<Band extends string, Tier extends string> {
  tiers: Readonly<Record<Tier, DeliveryTier>>;
  /** Price-group id of each band: the only thing that differs between sister brands of a country. */
  priceGroups: Readonly<Record<Band, string>>;
  label: (cityName: string, region: RegionRow<Band, Tier>) => string;
}

export function buildRegions<Band extends string, Tier extends string>(
  rows: readonly RegionRow<Band, Tier>[],
  plan: CountryPlan<Band, Tier>,
): RegionSeed[] {
  return rows.map((region) => ({
    id: region.id,
    name: region.name,
    cities: region.cities.map((row): CitySeed => {
      const [id, name, latitude, longitude, tier] = row;
      const options: CityOptions<Band> = row[5] ?? {};
      const zone: ZoneSeed = {
        id,
        priceGroupId: plan.priceGroups[options.band ?? region.band],
        label: options.label ?? plan.label(name, region),
        ...plan.tiers[tier],
        served: options.served ?? true,
      };
      const city: CitySeed = { id, name, latitude, longitude, zone };
      if (options.postalCodes)
        city.postalCodes = options.postalCodes.map(([code, ...colonies]) => ({ code, colonies }));
      return city;
    }),
  }));
}

export type DayHours = readonly [open: string, close: string] | null;

/** Seven days, Monday first: the same hours on weekdays, then Saturday and Sunday. */
export function week(weekdays: DayHours, saturday: DayHours = weekdays, sunday: DayHours = saturday): DayHours[] {
  return [weekdays, weekdays, weekdays, weekdays, weekdays, saturday, sunday];
}

/** `[id, name, city id, street address, latitude, longitude, phone, hours, pickup hours (default 2)]`. */
export type StoreRow = readonly [
  id: string,
  name: string,
  cityId: string,
  address: string,
  latitude: number,
  longitude: number,
  phone: string,
  hours: readonly DayHours[],
  pickupHours?: number,
];

/** docs/zones-and-price-groups.md: "pickup from 2 hours" is the common promise. */
const defaultPickupHours = 2;

export function buildStores(rows: readonly StoreRow[]): StoreSeed[] {
  return rows.map(([id, name, cityId, address, latitude, longitude, phone, hours, pickupHours]) => ({
    id,
    name,
    cityId,
    address,
    latitude,
    longitude,
    phone,
    // copied so that no two stores share (and a caller cannot mutate) one day's pair
    openingHours: hours.map((day) => (day ? [day[0], day[1]] : null)),
    pickupHours: pickupHours ?? defaultPickupHours,
  }));
}
