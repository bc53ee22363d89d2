import { pictureView } from '../../lib/responsive-images';
import type { Tenant } from '../../tenants/schema';
import { lineSkus } from '../cart/line-skus';
import type { DatabaseHandle } from '../db';
import { photoFacts } from '../images/originals';
import { type StoreInfo, storesOf } from '../location/stores';
import type { OrderLineRecord } from './order-store';

/** What an order's lines are shown with beyond what the order keeps: pictures and store names. */
export interface OrderLineFacts {
  /** A picture of each SKU as the catalogue has it now (the line keeps its name and price as bought). */
  images: ReadonlyMap<string, string>;
  stores: ReadonlyMap<string, StoreInfo>;
}

export async function orderLineFacts(
  handle: DatabaseHandle,
  tenant: Tenant,
  lines: readonly Pick<OrderLineRecord, 'skuId'>[],
): Promise<OrderLineFacts> {
  const [facts, stores] = await Promise.all([
    lineSkus(
      handle.db,
      tenant,
      lines.map((line) => line.skuId),
      tenant.fallbackZone.priceGroup,
    ),
    storesOf(handle, tenant.tenant),
  ]);
  const images = new Map<string, string>();
  for (const [skuId, sku] of facts) if (sku.image) images.set(skuId, sku.image);
  return { images, stores };
}

/**
 * A picture a mail client shows: a retailer's photo as its JPEG thumbnail (few clients read AVIF,
 * WebP or SVG), at an absolute URL.
 */
export async function emailPicture(image: string, origin: string): Promise<string> {
  const facts = await photoFacts(image);
  return new URL(facts ? pictureView(facts, 'thumbnail').src : image, origin).href;
}
