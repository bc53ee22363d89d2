import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { type ProductPageDelivery, productPageDelivery } from '../delivery/page-delivery';
import { type LocationPicker, locationPicker, regionParam } from '../location/location-form';
import { logLine } from '../log';
import { type ProductProjectsView, productProjects } from '../projects/product-projects';
import { projectTemplates } from '../projects/store';
import type { SearchZone } from '../search/types';
import { currentInstant } from '../tenant-clock';
import type { ProductDescription } from './description';

/**
 * The product page's secondary sections, read by the page and handed to the components that
 * draw them. Delivery options and the calculators help the shopper choose: their failure is
 * logged and leaves the page standing, the section shown without them.
 */

/** Where and how the shopper gets the product: the place picker and the delivery and pickup options. */
export interface FulfilmentData {
  picker: LocationPicker;
  delivery: ProductPageDelivery | null;
}

export async function fulfilmentData(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  product: ProductDescription,
  searchParams: URLSearchParams,
  revisions: CatalogueRevisions,
): Promise<FulfilmentData> {
  const { zone } = product;
  const [picker, delivery] = await Promise.all([
    locationPicker(handle, tenant, t, zone.id, searchParams.get(regionParam)),
    productPageDelivery(
      handle,
      tenant,
      t,
      { skuId: product.selectedVariant.id, zoneId: zone.id, isFallback: zone.isFallback },
      currentInstant(),
      revisions,
    ).catch((error: unknown) => {
      logLine('error', 'product delivery failed', {
        tenant: tenant.tenant,
        productId: product.id,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      return null;
    }),
  ]);
  return { picker, delivery };
}

/** The paint or floor calculator and the project builder, priced in the page's zone; null when they failed. */
export async function projectsData(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  product: ProductDescription,
  searchParams: URLSearchParams,
  searchZone: SearchZone,
  revisions: CatalogueRevisions,
): Promise<ProductProjectsView | null> {
  try {
    const templates = await projectTemplates(tenant.tenant);
    return await productProjects(handle, tenant, t, product, searchParams, searchZone, templates, revisions);
  } catch (error) {
    logLine('warn', 'product page: calculator or projects failed', { productId: product.id, error: String(error) });
    return null;
  }
}
