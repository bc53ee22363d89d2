import { type CollectionEntry, type CollectionKey, getCollection } from 'astro:content';

/**
 * A tenant's entries of a content collection, read once per process. A built server's collections
 * never change (they come from the build's data store), yet Astro's `getCollection` imports its
 * assets map and copies and resolves every entry of the collection on each call: about 2 % of an
 * uncached product page, for the header banner and the project templates. The entries are shared
 * between requests: callers read them and never change them. Under `astro dev` the files change
 * under the server, so they are read afresh there.
 */
const kept = new Map<string, Promise<readonly unknown[]>>();

export function tenantEntries<C extends CollectionKey>(
  collection: C,
  tenant: string,
): Promise<readonly CollectionEntry<C>[]> {
  const read = () =>
    getCollection(collection, (entry: CollectionEntry<C>) => (entry.data as { tenant: string }).tenant === tenant);
  if (import.meta.env.DEV) return read();
  const key = `${collection}\u0000${tenant}`;
  let entries = kept.get(key) as Promise<readonly CollectionEntry<C>[]> | undefined;
  if (!entries) {
    entries = read();
    kept.set(key, entries);
    // a failed read is not kept: the next request tries again
    entries.catch(() => kept.delete(key));
  }
  return entries;
}
