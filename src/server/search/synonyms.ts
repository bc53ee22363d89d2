import { getCollection } from 'astro:content';
import type { TenantId } from '../../tenants/schema';

/** A tenant's regional synonym groups (src/content/synonyms/<tenant>.json), none when it has no file. */
export async function synonymGroups(tenant: TenantId | string): Promise<string[][]> {
  const entries = await getCollection('synonyms', (entry) => entry.data.tenant === tenant);
  return entries.flatMap((entry) => entry.data.groups);
}
