import type { Translate } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { quantityMessage } from '../../lib/units';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { type ProductCard, productCard } from '../search/cards';
import { searchIndex } from '../search/registry';
import type { SearchDocument, SearchZone } from '../search/types';
import { indexedProduct } from './details';

/** Relations of docs/tools.md: linked (accessories), related (same category), similar (alternatives), project (builder kit). */
export type LinkKind = 'linked' | 'related' | 'similar' | 'project';

interface Link {
  doc: SearchDocument;
  quantity: number;
}

async function links(
  handle: DatabaseHandle,
  tenant: string,
  productId: string,
  kind: LinkKind,
  limit: number,
): Promise<Link[]> {
  await indexedProduct(handle, tenant, productId);
  const index = await searchIndex(handle, tenant);
  const rows = await handle.db
    .selectFrom('product_links')
    .select(['linked_id', 'quantity'])
    .where('tenant', '=', tenant)
    .where('product_id', '=', productId)
    .where('kind', '=', kind)
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const doc = index.docById(row.linked_id);
    return doc ? [{ doc, quantity: row.quantity }] : [];
  });
}

/** Cards of linked, related or similar products for the zone: linked-products, related-products. */
export async function linkedCards(
  handle: DatabaseHandle,
  tenant: Tenant,
  productId: string,
  kind: Exclude<LinkKind, 'project'>,
  zone: SearchZone,
  limit: number,
): Promise<ProductCard[]> {
  return (await links(handle, tenant.tenant, productId, kind, limit)).map((link) =>
    productCard(link.doc, tenant, zone),
  );
}

async function saleUnits(handle: DatabaseHandle, tenant: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await handle.db
    .selectFrom('products')
    .select(['id', 'sale_unit'])
    .where('tenant', '=', tenant)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.sale_unit]));
}

/**
 * docs/tools.md project builder: the product and the kit that goes with it, each with its
 * recommended quantity, what that quantity costs in the zone and the kit's total.
 */
export async function projectKit(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  productId: string,
  zone: SearchZone,
  limit: number,
) {
  const main = await indexedProduct(handle, tenant.tenant, productId);
  const kit = [{ doc: main, quantity: 1 }, ...(await links(handle, tenant.tenant, productId, 'project', limit))];
  const units = await saleUnits(
    handle,
    tenant.tenant,
    kit.map((item) => item.doc.id),
  );
  const items = kit.map(({ doc, quantity }, position) => {
    const card = productCard(doc, tenant, zone);
    const quantityText = quantityMessage(quantity, units.get(doc.id), tenant.separator);
    const lineTotal = card.price ? card.price.current * quantity : null;
    return {
      isMain: position === 0,
      quantity,
      quantityText: t(quantityText.key, quantityText.params),
      lineTotal: lineTotal === null ? null : { amount: lineTotal, text: formatMoney(lineTotal, tenant) },
      product: card,
    };
  });
  const total = items.reduce((sum, item) => sum + (item.lineTotal?.amount ?? 0), 0);
  return {
    title: t('product.recommendations.project'),
    items,
    total: { amount: total, text: formatMoney(total, tenant) },
  };
}

/** docs/tools.md recommendations: similar products (with the docs/tools.md "no similar products" message) and the project kit. */
export async function recommendations(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: { productId: string; kind?: 'similar' | 'project' | undefined; limit: number },
  zone: SearchZone,
) {
  const similar = async () => {
    const products = await linkedCards(handle, tenant, request.productId, 'similar', zone, request.limit);
    return {
      title: t('product.recommendations.similar'),
      products,
      message: products.length === 0 ? t('errors.noSimilarProducts') : null,
    };
  };
  return {
    productId: request.productId,
    ...(request.kind !== 'project' ? { similar: await similar() } : {}),
    ...(request.kind !== 'similar'
      ? { project: await projectKit(handle, tenant, t, request.productId, zone, request.limit) }
      : {}),
  };
}
