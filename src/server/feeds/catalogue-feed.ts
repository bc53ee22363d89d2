import type { PriceFeed, StockFeed } from '../../lib/validation/catalogue-feed';
import { checkBearerToken } from '../api/bearer-token';
import { ApiError, apiErrorCodes } from '../api/errors';
import { publishChange } from '../cache/catalogue-changes';
import type { DatabaseHandle, Db } from '../db';
import { priceRows } from '../import/feed-rows';
import { distributionCentreId } from '../product/sku-stock';
import { armPriceExpiry } from './price-expiry-timer';

/**
 * The back office's catalogue feeds (README "Catalogue feeds"): prices and stock as the
 * retailer's systems change them. Each call is one transaction; once it is committed, the pages
 * that show the products changed leave the route cache and the tenant's search index is rebuilt
 * on its next search, so no shopper sees the old figures.
 */

/** CATALOGUE_FEED_TOKEN, sent as `Authorization: Bearer <token>`; unset, the feeds are off. */
export function checkFeedToken(authorization: string | null, env: NodeJS.ProcessEnv = process.env): void {
  checkBearerToken(authorization, env.CATALOGUE_FEED_TOKEN, {
    notConfigured: 'catalogue.feed.notConfigured',
    unauthorized: 'catalogue.feed.unauthorized',
  });
}

const unknown = (
  field: string,
  key: 'catalogue.feed.unknownSku' | 'catalogue.feed.unknownPriceGroup' | 'catalogue.feed.unknownStore',
  params: Record<string, string>,
) => new ApiError(422, { code: apiErrorCodes.validation, key, field, params });

/** The product of each SKU named, refusing the first SKU this tenant does not sell. */
async function productsOf(trx: Db, tenant: string, skuIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await trx
    .selectFrom('skus')
    .select(['id', 'product_id'])
    .where('tenant', '=', tenant)
    .where('id', 'in', [...new Set(skuIds)])
    .execute();
  const products = new Map(rows.map((row) => [row.id, row.product_id]));
  skuIds.forEach((skuId, i) => {
    if (!products.has(skuId)) throw unknown(`updates.${i}.skuId`, 'catalogue.feed.unknownSku', { skuId });
  });
  return products;
}

/** Once the feed is committed: every server builds the tenant's index again and drops the products' pages. */
async function applied(
  handle: DatabaseHandle,
  tenant: string,
  productIds: Iterable<string>,
): Promise<{ products: number; pagesDropped: number }> {
  const changed = [...new Set(productIds)];
  const pagesDropped = await publishChange(handle, { tenant, kind: 'catalogue', productIds: changed });
  return { products: changed.length, pagesDropped };
}

/**
 * Replaces each SKU's price list in a price group, in the order given (docs/prices-and-badges.md). A campaign price
 * may say when it ends: it must still hold now, and the sweep drops it at that instant.
 */
export async function applyPriceFeed(handle: DatabaseHandle, tenant: string, feed: PriceFeed, now = Date.now()) {
  const productIds = await handle.db.transaction().execute(async (trx) => {
    const products = await productsOf(
      trx,
      tenant,
      feed.updates.map((update) => update.skuId),
    );
    const groups = new Set(
      (await trx.selectFrom('price_groups').select('id').where('tenant', '=', tenant).execute()).map((row) => row.id),
    );
    for (const [i, update] of feed.updates.entries()) {
      if (!groups.has(update.priceGroup)) {
        throw unknown(`updates.${i}.priceGroup`, 'catalogue.feed.unknownPriceGroup', { priceGroup: update.priceGroup });
      }
      const ended = update.prices.findIndex((price) => price.validUntil && Date.parse(price.validUntil) <= now);
      if (ended >= 0) {
        throw new ApiError(422, {
          code: apiErrorCodes.validation,
          key: 'catalogue.feed.priceEnded',
          field: `updates.${i}.prices.${ended}.validUntil`,
          params: { skuId: update.skuId },
        });
      }
      await trx
        .deleteFrom('prices')
        .where('tenant', '=', tenant)
        .where('sku_id', '=', update.skuId)
        .where('price_group_id', '=', update.priceGroup)
        .execute();
      await trx.insertInto('prices').values(priceRows(tenant, update)).execute();
    }
    return feed.updates.map((update) => products.get(update.skuId) as string);
  });
  if (feed.updates.some((update) => update.prices.some((price) => price.validUntil))) armPriceExpiry();
  return applied(handle, tenant, productIds);
}

/** Sets each SKU's units at a store or at the distribution centre ('DC'). */
export async function applyStockFeed(handle: DatabaseHandle, tenant: string, feed: StockFeed) {
  const productIds = await handle.db.transaction().execute(async (trx) => {
    const products = await productsOf(
      trx,
      tenant,
      feed.updates.map((update) => update.skuId),
    );
    const stores = new Set(
      (await trx.selectFrom('stores').select('id').where('tenant', '=', tenant).execute()).map((row) => row.id),
    );
    stores.add(distributionCentreId);
    for (const [i, update] of feed.updates.entries()) {
      if (!stores.has(update.storeId)) {
        throw unknown(`updates.${i}.storeId`, 'catalogue.feed.unknownStore', { storeId: update.storeId });
      }
      await trx
        .insertInto('stock')
        .values({ tenant, sku_id: update.skuId, store_id: update.storeId, quantity: update.quantity })
        .onConflict((conflict) =>
          conflict.columns(['tenant', 'sku_id', 'store_id']).doUpdateSet({ quantity: update.quantity }),
        )
        .execute();
    }
    return feed.updates.map((update) => products.get(update.skuId) as string);
  });
  return applied(handle, tenant, productIds);
}
