import type { MessageKey, Translate } from '../../lib/messages';
import { parseRoute } from '../../lib/route-parser';
import { brandUrl, categoryUrl, productUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { invalid, notFound } from '../api/errors';
import type { DatabaseHandle } from '../db';
import type { SearchIndex } from '../search/build-index';
import { searchIndex } from '../search/registry';
import { topK } from '../search/top-k';
import { type CategoryNode, type CategoryTree, categoryLink, categoryPath, categoryTree } from './categories';

export interface InterlinkGroup {
  kind: 'subcategories' | 'siblingCategories' | 'topBrands' | 'topCategories' | 'popularProducts';
  title: string;
  links: { text: string; url: string }[];
}

interface Context {
  tenant: Tenant;
  t: Translate;
  index: SearchIndex;
  tree: CategoryTree;
  limit: number;
}

const noDocs = new Uint32Array(0);

function group(
  kind: InterlinkGroup['kind'],
  title: MessageKey,
  name: string,
  links: InterlinkGroup['links'],
  c: Context,
): InterlinkGroup[] {
  return links.length === 0 ? [] : [{ kind, title: c.t(title, { name }), links: links.slice(0, c.limit) }];
}

function categoryLinks(nodes: readonly CategoryNode[], c: Context) {
  return nodes.map((node) => ({
    text: node.name,
    url: categoryUrl(c.tenant, { categoryId: node.id, name: node.name }),
  }));
}

/** The most frequent values of `key` among documents, most first, ties by name. */
function mostFrequent(docs: Uint32Array, key: (ordinal: number) => string | undefined, limit: number): string[] {
  const counts = new Map<string, number>();
  for (const ordinal of docs) {
    const value = key(ordinal);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([value]) => value);
}

function topBrands(docs: Uint32Array, c: Context) {
  return mostFrequent(docs, (ordinal) => c.index.docs.brand(ordinal).name, c.limit).map((name) => ({
    text: name,
    url: brandUrl(c.tenant, name),
  }));
}

function popularProducts(docs: Uint32Array, c: Context, except?: string) {
  const sold = (ordinal: number) => c.index.columns.soldWeek[ordinal] ?? 0;
  return topK(docs, c.limit + 1, (a, b) => sold(b) - sold(a) || a - b)
    .flatMap((ordinal) => c.index.doc(ordinal) ?? [])
    .filter((doc) => doc.id !== except)
    .map((doc) => ({ text: doc.name, url: productUrl(c.tenant, { productId: doc.id, name: doc.name }) }));
}

/** Links around a category: its subcategories, its siblings, its brands and its best sellers. */
function aroundCategory(node: CategoryNode, c: Context, except?: string): InterlinkGroup[] {
  const docs = c.index.categoryDocs.get(node.id) ?? noDocs;
  const siblings = (c.tree.children.get(node.parentId) ?? []).filter((other) => other.id !== node.id);
  const parentName = node.parentId ? (c.tree.byId.get(node.parentId)?.name ?? node.name) : node.name;
  return [
    ...group(
      'subcategories',
      'product.interlinking.subcategories',
      node.name,
      categoryLinks(c.tree.children.get(node.id) ?? [], c),
      c,
    ),
    ...group('siblingCategories', 'product.interlinking.siblingCategories', parentName, categoryLinks(siblings, c), c),
    ...group('topBrands', 'product.interlinking.topBrands', node.name, topBrands(docs, c), c),
    ...group('popularProducts', 'product.interlinking.popularProducts', node.name, popularProducts(docs, c, except), c),
  ];
}

/**
 * SEO interlinking of a storefront page (docs/seo-and-urls.md "interlinking links/page"): for a product or
 * category page its breadcrumbs, neighbouring categories, leading brands and best sellers; for
 * a brand page the brand's categories and best sellers. `page` is the page's path.
 */
export async function interlinking(handle: DatabaseHandle, tenant: Tenant, t: Translate, page: string, limit: number) {
  const route = parseRoute(page);
  if (route.kind !== 'product' && route.kind !== 'category' && route.kind !== 'brand')
    throw invalid('page', 'validation.invalid');
  if (route.tenant !== tenant.tenant) throw invalid('page', 'validation.invalid');
  const [index, tree] = await Promise.all([searchIndex(handle, tenant.tenant), categoryTree(handle, tenant.tenant)]);
  const c: Context = { tenant, t, index, tree, limit };
  if (route.kind === 'brand') {
    const brand = index.brands.get(route.brand);
    if (!brand) throw notFound('page', 'product.interlinking.pageNotFound');
    const docs = index.brandDocs.get(route.brand) ?? noDocs;
    const leaves = mostFrequent(docs, (ordinal) => index.docs.categories(ordinal).at(-1)?.id, limit).flatMap(
      (id) => tree.byId.get(id) ?? [],
    );
    return {
      page: { kind: route.kind, id: brand.slug, name: brand.name, url: brandUrl(tenant, brand.name) },
      breadcrumbs: [],
      groups: [
        ...group('topCategories', 'product.interlinking.brandCategories', brand.name, categoryLinks(leaves, c), c),
        ...group('popularProducts', 'product.interlinking.brandPopular', brand.name, popularProducts(docs, c), c),
      ],
    };
  }
  if (route.kind === 'product') {
    const doc = index.doc(index.ordinalOf.get(route.productId) ?? index.ordinalOf.get(route.productId.toUpperCase()));
    const leaf = doc ? tree.byId.get(doc.categories.at(-1)?.id ?? '') : undefined;
    if (!doc || !leaf) throw notFound('page', 'product.interlinking.pageNotFound');
    return {
      page: {
        kind: route.kind,
        id: doc.id,
        name: doc.name,
        url: productUrl(tenant, { productId: doc.id, name: doc.name }),
      },
      breadcrumbs: categoryPath(tree, leaf.id).map((node) => categoryLink(tenant, node)),
      groups: aroundCategory(leaf, c, doc.id),
    };
  }
  const node = tree.byLowerId.get(route.categoryId);
  if (!node) throw notFound('page', 'product.interlinking.pageNotFound');
  return {
    page: { kind: route.kind, id: node.id, name: node.name, url: categoryLink(tenant, node).url },
    breadcrumbs: categoryPath(tree, node.id).map((item) => categoryLink(tenant, item)),
    groups: aroundCategory(node, c),
  };
}
