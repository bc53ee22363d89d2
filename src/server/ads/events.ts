import type { AdEventKind } from '../../lib/ad-events';
import type { TenantId } from '../../tenants/schema';
import { ApiError, type ApiErrorDetail, apiErrorCodes } from '../api/errors';
import { checkSameSite } from '../clickstream/site';
import type { DatabaseHandle } from '../db';
import { sponsoredByIds } from './sponsored';

export interface AdEventInput {
  kind: AdEventKind;
  /** Each ad with the body field that named it ("adId", "adIds.2"), for the errors. */
  ads: { adId: string; field: string }[];
  visitorId: string;
  pageUrl: string;
  /** For a click or a visit: the product the shopper went to; it must be the ad's. */
  productId?: string | undefined;
}

const invalidAd = (field: string, key: ApiErrorDetail['key'], params: Record<string, string>): ApiErrorDetail => ({
  code: apiErrorCodes.validation,
  key,
  field,
  params,
});

/**
 * docs/tracking-and-ads.md POST v1/vas/impression, click and visit: checks every ad id against the tenant's
 * campaigns (unknown and repeated ids are named in one 400), then writes one row per ad in one
 * transaction. Returns how many events were recorded.
 */
export async function recordAdEvents(
  handle: DatabaseHandle,
  tenant: TenantId,
  input: AdEventInput,
  context: { now: Date; hosts: readonly string[] },
): Promise<number> {
  checkSameSite([{ url: input.pageUrl, field: 'pageUrl' }], context.hosts);
  const known = await sponsoredByIds(
    handle,
    tenant,
    input.ads.map((ad) => ad.adId),
  );
  const seen = new Set<string>();
  const errors: ApiErrorDetail[] = [];
  for (const { adId, field } of input.ads) {
    const ad = known.get(adId);
    if (!ad) errors.push(invalidAd(field, 'validation.ads.unknownAd', { adId }));
    else if (seen.has(adId)) errors.push(invalidAd(field, 'validation.ads.duplicateAd', { adId }));
    else if (input.productId !== undefined && ad.productId !== input.productId) {
      errors.push(invalidAd('productId', 'validation.ads.productMismatch', { adId, productId: input.productId }));
    }
    seen.add(adId);
  }
  if (errors.length > 0) throw new ApiError(400, errors);
  const receivedAt = context.now.toISOString();
  const rows = input.ads.map(({ adId }) => ({
    tenant,
    kind: input.kind,
    ad_id: adId,
    product_id: known.get(adId)?.productId ?? null,
    visitor_id: input.visitorId,
    page_url: input.pageUrl,
    received_at: receivedAt,
  }));
  await handle.db.transaction().execute((trx) => trx.insertInto('ad_events').values(rows).execute());
  return rows.length;
}
