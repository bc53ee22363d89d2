/**
 * Seed data for the geography of every tenant: regions, cities (comunas, municipios, distritos),
 * the one delivery zone of each city, postal codes where the country chooses by zip (docs/zones-and-price-groups.md:
 * Brazil, Mexico), price groups and stores. The catalogue generator turns these into the rows of
 * src/server/db/migrations/001-catalogue.ts.
 */

/** A regional price list (glossary "price group"). */
export interface PriceGroupSeed {
  /** 1–6 digits: it leads the zone cookie (docs/zones-and-price-groups.md). */
  id: string;
  name: string;
}

/** One zone per city/comuna/municipality; its id is the city's id. */
export interface ZoneSeed {
  /** zoneIdPattern (src/lib/zone.ts): the zone cookie encodes the zone's length in one digit (src/lib/zone.ts). */
  id: string;
  priceGroupId: string;
  /** Region label shown in the header, e.g. 'Providencia', 'São Paulo - SP', 'Cuauhtémoc, CDMX'. */
  label: string;
  /** Home-delivery promise in days from order, 0 = same day. */
  deliveryDays: number;
  /** Minor units of the tenant currency (CLP has none: 3990 is $3.990; BRL 2990 is R$ 29,90). */
  deliveryCost: number;
  /** The slower, cheaper option (homeDeliveryEconomic) where offered: both fields or neither. */
  economicDays?: number;
  economicCost?: number;
  /** Orders before this local hour get same-day delivery; only where deliveryDays is 0. */
  sameDayCutoffHour?: number;
  /** false for a few remote places: "Infelizmente ainda não entregamos nessa região" (docs/zones-and-price-groups.md). */
  served: boolean;
}

export interface CitySeed {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  zone: ZoneSeed;
  postalCodes?: PostalCodeSeed[];
}

/** br: CEP of 8 digits without hyphen, colonies = bairros; mx: CP of 5 digits, colonies = colonias. */
export interface PostalCodeSeed {
  code: string;
  colonies: string[];
}

export interface RegionSeed {
  id: string;
  name: string;
  cities: CitySeed[];
}

export interface StoreSeed {
  id: string;
  name: string;
  cityId: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** 7 entries Monday..Sunday, "HH:MM" open/close, null = closed that day. */
  openingHours: ([string, string] | null)[];
  /** Click-and-collect is ready after this many hours (docs/zones-and-price-groups.md: "pickup from 2 hours"). */
  pickupHours: number;
}

export interface TenantGeography {
  tenant: 'cl' | 'pe' | 'co' | 'ar' | 'br' | 'mx' | 'uy' | 'homy' | 'obra';
  priceGroups: PriceGroupSeed[];
  /** In display order: the generator's `position` is the index. */
  regions: RegionSeed[];
  stores: StoreSeed[];
}
