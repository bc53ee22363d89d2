import { categoryUrl, collectionUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';

export interface FeaturedLink {
  id: string;
  name: string;
  url: string;
}

/** The home page's featured departments (top-level categories, in their order) and collections. */
export async function homeFeatured(
  handle: DatabaseHandle,
  tenant: Tenant,
  limits: { departments: number; collections: number } = { departments: 12, collections: 8 },
): Promise<{ departments: FeaturedLink[]; collections: FeaturedLink[] }> {
  const { db } = handle;
  const [departments, collections] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('tenant', '=', tenant.tenant)
      .where('parent_id', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .limit(limits.departments)
      .execute(),
    db
      .selectFrom('collections')
      .select(['id', 'title'])
      .where('tenant', '=', tenant.tenant)
      .orderBy('id')
      .limit(limits.collections)
      .execute(),
  ]);
  return {
    departments: departments.map((row) => ({
      id: row.id,
      name: row.name,
      url: categoryUrl(tenant, { categoryId: row.id, name: row.name }),
    })),
    collections: collections.map((row) => ({ id: row.id, name: row.title, url: collectionUrl(tenant, row.id) })),
  };
}
