import { synonymsSchema } from '../../lib/content/synonyms-schema';

/**
 * The regional synonym files (src/content/synonyms/<tenant>.json), bundled with the server and
 * checked by their schema when it starts: a bad file stops start-up naming the file and field.
 * Read through Vite's glob rather than a content collection so that the search index, which
 * unit tests build too, never imports `astro:content`.
 */
const files = import.meta.glob<unknown>('../../content/synonyms/*.json', { eager: true, import: 'default' });

const groupsByTenant = new Map<string, string[][]>(
  Object.entries(files).map(([path, data]) => {
    const parsed = synonymsSchema.safeParse(data);
    if (!parsed.success) throw new Error(`${path.replace('../../', 'src/')}: ${parsed.error.message}`);
    return [parsed.data.tenant, parsed.data.groups];
  }),
);

/** A tenant's regional synonym groups, none when it has no file. */
export async function synonymGroups(tenant: string): Promise<string[][]> {
  return groupsByTenant.get(tenant) ?? [];
}
