import { getCollection } from 'astro:content';

/** A tenant's regional synonym groups (src/content/synonyms/<tenant>.json), none when it has no file. */
export async function synonymGroups(tenant: string): Promise<string[][]> {
  const entries = await getCollection('synonyms', (entry) => entry.data.tenant === tenant);
  return entries.flatMap((entry) => entry.data.groups);
}
