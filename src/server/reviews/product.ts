import type { TenantId } from '../../tenants/schema';
import { notFound } from '../api/errors';
import type { DatabaseHandle } from '../db';

/** Reviews belong to a product of the tenant's catalogue; any other id is a 404 on productId. */
export async function requireProduct(handle: DatabaseHandle, tenant: TenantId, productId: string): Promise<void> {
  const found = await handle.db
    .selectFrom('products')
    .select('id')
    .where('tenant', '=', tenant)
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!found) throw notFound('productId', 'reviews.productNotFound');
}
