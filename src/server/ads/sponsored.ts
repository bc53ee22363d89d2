import type { DatabaseHandle } from '../db';
import type { SponsoredProduct } from './rank';

/** The tenant's sponsored products (campaigns), read fresh: they change without a re-seed in a real ads service. */
export async function sponsoredProducts(handle: DatabaseHandle, tenant: string): Promise<SponsoredProduct[]> {
  const rows = await handle.db
    .selectFrom('sponsored_products')
    .select(['ad_id', 'product_id', 'campaign', 'bid'])
    .where('tenant', '=', tenant)
    .orderBy('ad_id')
    .execute();
  return rows.map((row) => ({
    adId: row.ad_id,
    productId: row.product_id,
    campaign: row.campaign,
    bid: Number(row.bid),
  }));
}

/** The ads of these ids that exist for the tenant, by id. */
export async function sponsoredByIds(
  handle: DatabaseHandle,
  tenant: string,
  adIds: readonly string[],
): Promise<Map<string, SponsoredProduct>> {
  if (adIds.length === 0) return new Map();
  const rows = await handle.db
    .selectFrom('sponsored_products')
    .select(['ad_id', 'product_id', 'campaign', 'bid'])
    .where('tenant', '=', tenant)
    .where('ad_id', 'in', [...new Set(adIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.ad_id,
      { adId: row.ad_id, productId: row.product_id, campaign: row.campaign, bid: Number(row.bid) },
    ]),
  );
}
