import { categoryUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';

export interface CategoryNode {
  id: string;
  name: string;
  parentId: string | null;
  level: number;
  position: number;
}

export interface CategoryTree {
  byId: Map<string, CategoryNode>;
  /** Category URLs are lower-case (docs/seo-and-urls.md): a path's id is found again through this map. */
  byLowerId: Map<string, CategoryNode>;
  /** Children of each category (and of null, the departments), in the catalogue's order. */
  children: Map<string | null, CategoryNode[]>;
}

const cache = new Map<string, Promise<CategoryTree>>();

async function loadTree(handle: DatabaseHandle, tenant: string): Promise<CategoryTree> {
  const rows = await handle.db
    .selectFrom('categories')
    .select(['id', 'name', 'parent_id', 'level', 'position'])
    .where('tenant', '=', tenant)
    .orderBy('position')
    .execute();
  const tree: CategoryTree = { byId: new Map(), byLowerId: new Map(), children: new Map() };
  for (const row of rows) {
    const node = { id: row.id, name: row.name, parentId: row.parent_id, level: row.level, position: row.position };
    tree.byId.set(node.id, node);
    tree.byLowerId.set(node.id.toLowerCase(), node);
    tree.children.set(node.parentId, [...(tree.children.get(node.parentId) ?? []), node]);
  }
  return tree;
}

/** A tenant's category tree, read once: it changes with a new catalogue, not per request. */
export function categoryTree(handle: DatabaseHandle, tenant: string): Promise<CategoryTree> {
  let tree = cache.get(tenant);
  if (!tree) {
    tree = loadTree(handle, tenant);
    cache.set(tenant, tree);
    tree.catch(() => cache.delete(tenant));
  }
  return tree;
}

/** Forgets a tenant's tree (after it is re-seeded). */
export function forgetCategoryTree(tenant: string): void {
  cache.delete(tenant);
}

/** Department first, the category itself last; the depth guard stops a corrupt cycle. */
export function categoryPath(tree: CategoryTree, id: string): CategoryNode[] {
  const path: CategoryNode[] = [];
  for (
    let node = tree.byId.get(id);
    node && path.length < 10;
    node = node.parentId ? tree.byId.get(node.parentId) : undefined
  ) {
    path.unshift(node);
  }
  return path;
}

export interface CategoryLink {
  id: string;
  name: string;
  level: number;
  url: string;
}

export function categoryLink(tenant: Tenant, node: CategoryNode): CategoryLink {
  return {
    id: node.id,
    name: node.name,
    level: node.level,
    url: categoryUrl(tenant, { categoryId: node.id, name: node.name }),
  };
}
