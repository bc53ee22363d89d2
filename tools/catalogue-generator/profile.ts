import type { Tenant } from '../../src/tenants/schema';

/**
 * What each site sells most of: department weights for the generator. Homy is a home and
 * decoration brand; Obra sells to builders. Departments not listed weigh 1.
 */
const departmentWeights: Partial<Record<Tenant['tenant'], Record<string, number>>> = {
  homy: {
    home: 4,
    kitchen: 3,
    bathroom: 3,
    lighting: 3,
    garden: 2,
    paint: 1.5,
    building: 0.1,
    hardware: 0.3,
    plumbing: 0.3,
    electrical: 0.3,
    tools: 0.5,
  },
  obra: {
    building: 4,
    tools: 3,
    hardware: 3,
    electrical: 2,
    plumbing: 2,
    floors: 1.5,
    home: 0.2,
    lighting: 0.5,
    garden: 0.5,
    kitchen: 0.5,
  },
};

export function departmentWeight(tenant: Tenant['tenant'], department: string): number {
  return departmentWeights[tenant]?.[department] ?? 1;
}

/** The retailer's card exists where the group runs it: Chile (both brands), Peru and Colombia. */
export function hasCardPrice(tenant: Tenant['tenant']): boolean {
  return ['cl', 'homy', 'pe', 'co'].includes(tenant);
}

/** Price groups cost a little more the further they are from the main distribution centre. */
export const priceGroupFactors = [1, 1.04, 1.09, 1.12] as const;
