import { createHash } from 'node:crypto';
import { slugFor } from '../../../lib/slug';
import type { Tenant } from '../../../tenants/schema';

/**
 * Categories and brands named in words by a Merchant Center feed, as Andamio's records with ids
 * that stay the same from one import to the next: made from the words, never from the order read.
 */
const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** A readable id from a name, at most 40 characters: "taladros-1f3a9c2e", unique by what `key` says. */
function idOf(tenant: Tenant, name: string, key: string): string {
  const readable = slugFor(tenant.lang, name).slice(0, 31).replace(/-+$/, '');
  return readable ? `${readable}-${shortHash(key)}` : shortHash(key);
}

export interface CategoryRecord {
  type: 'category';
  id: string;
  name: string;
  parentId: string | null;
}

/**
 * The categories of a product_type path, from the top: "Herramientas > Taladros" is a category
 * Taladros under Herramientas. Each one's id is of its whole path (case and spacing aside), so
 * "Taladros" under two parents are two categories.
 */
export function categoryRecords(tenant: Tenant, path: readonly string[]): CategoryRecord[] {
  const records: CategoryRecord[] = [];
  let parentId: string | null = null;
  for (const [depth, name] of path.entries()) {
    const key = path
      .slice(0, depth + 1)
      .map((segment) => segment.toLowerCase())
      .join(' > ');
    const id = idOf(tenant, name, key);
    records.push({ type: 'category', id, name, parentId });
    parentId = id;
  }
  return records;
}

/** A brand by its name: "Sipa & Co" and "SIPA & CO" are one brand. */
export function brandRecord(tenant: Tenant, name: string): { type: 'brand'; id: string; name: string } {
  return { type: 'brand', id: idOf(tenant, name, name.trim().toLowerCase()), name };
}
