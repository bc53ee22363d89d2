import { brazilCentreNorth } from './brazil-centre-north';
import { brazilSoutheastSouth } from './brazil-southeast-south';
import { buildRegions, type DeliveryTier, type RegionRow } from './build';
import type { RegionSeed } from './types';

/**
 * Brazil: the 27 federative units (id = UF) with municipalities under their IBGE 7-digit codes
 * (São Paulo '3550308') and, since Brazil chooses the zone by CEP (docs/zones-and-price-groups.md), a few CEPs per
 * municipality with their bairros. Shared by the two Brazilian brands.
 */

export type BrazilBand = 'southeastSouth' | 'centreNorth';
export type BrazilTier = 'capital' | 'metro' | 'hub' | 'regional' | 'distant' | 'north';
export type BrazilRegion = RegionRow<BrazilBand, BrazilTier>;

/** BRL in centavos: 2990 is R$ 29,90. */
const tiers: Record<BrazilTier, DeliveryTier> = {
  capital: { deliveryDays: 0, deliveryCost: 2990, economicDays: 3, economicCost: 1990, sameDayCutoffHour: 12 },
  metro: { deliveryDays: 1, deliveryCost: 3490, economicDays: 4, economicCost: 2490 },
  hub: { deliveryDays: 2, deliveryCost: 3990, economicDays: 5, economicCost: 2990 },
  regional: { deliveryDays: 4, deliveryCost: 4990, economicDays: 7, economicCost: 3490 },
  distant: { deliveryDays: 6, deliveryCost: 5990, economicDays: 10, economicCost: 4490 },
  north: { deliveryDays: 9, deliveryCost: 7990 },
};

/** Brazilian regions priced with one brand's price groups: South-east and South, the rest. */
export function brazilRegions(priceGroups: Record<BrazilBand, string>): RegionSeed[] {
  return buildRegions([...brazilSoutheastSouth, ...brazilCentreNorth], {
    tiers,
    priceGroups,
    // the Brazilian header names the city and its UF: "São Paulo - SP"
    label: (city, state) => `${city} - ${state.id}`,
  });
}
