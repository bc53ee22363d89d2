import type { CitySeed, PostalCodeSeed, TenantGeography } from './types';

/** Shared helpers for the geography tests. */
export const cities = (g: TenantGeography): CitySeed[] => g.regions.flatMap((r) => r.cities);
export const postalCodes = (g: TenantGeography): PostalCodeSeed[] => cities(g).flatMap((c) => c.postalCodes ?? []);
export const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
