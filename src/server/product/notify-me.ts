import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { ApiError, notFound } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { lockUntilCommit } from '../db/locks';
import type { SearchZone } from '../search/types';
import { productRecord, skuRecord } from './catalogue';
import { productErrorCodes } from './errors';
import { type NotifyMeMail, notifyMeEmail, sendNotifyMeEmail } from './notify-me-email';
import { stockOf } from './sku-stock';
import { zoneUnits } from './zone-stock';

export interface NotifyMeResult {
  skuId: string;
  productId: string;
  email: string;
  subscribed: true;
  /** The same address already waited for this variant: nothing new was written. */
  alreadySubscribed: boolean;
  message: string;
}

/**
 * docs/accounts-and-lists.md variant-availability (the out-of-stock notify-me form, docs/accounts-and-lists.md). Subscribing twice is
 * idempotent and says so; a variant the shopper's zone can sell now is refused with 409, since
 * the shopper should buy it rather than wait. A subscription already notified is renewed.
 * A new (or renewed) subscription is confirmed by email when `mail` is given.
 */
export async function subscribeNotifyMe(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: { skuId: string; email: string },
  zone: SearchZone,
  now: Date,
  mail?: NotifyMeMail,
): Promise<NotifyMeResult> {
  const sku = await skuRecord(handle, tenant.tenant, request.skuId);
  const product = sku ? await productRecord(handle, tenant.tenant, sku.productId) : undefined;
  if (!sku || !product) throw notFound('skuId', 'product.variant.notFound');
  const units = zoneUnits((await stockOf(handle.db, tenant.tenant, [sku.id])).get(sku.id), zone, product.shippingType);
  if (units.homeDelivery + units.storeTotal > 0) {
    throw new ApiError(409, { code: productErrorCodes.inStock, key: 'product.notifyMe.inStock', field: 'skuId' });
  }
  // Addresses differ only in case in practice: one subscription per mailbox.
  const email = request.email.trim().toLowerCase();
  const alreadySubscribed = await handle.db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, tenant.tenant, 'notify-me', sku.id, email);
    const existing = await trx
      .selectFrom('notify_me')
      .select('notified_at')
      .where('tenant', '=', tenant.tenant)
      .where('sku_id', '=', sku.id)
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing?.notified_at === null) return true;
    if (existing) {
      await trx
        .updateTable('notify_me')
        .set({ created_at: now.toISOString(), notified_at: null })
        .where('tenant', '=', tenant.tenant)
        .where('sku_id', '=', sku.id)
        .where('email', '=', email)
        .execute();
    } else {
      await trx
        .insertInto('notify_me')
        .values({ tenant: tenant.tenant, sku_id: sku.id, email, created_at: now.toISOString(), notified_at: null })
        .execute();
    }
    return false;
  });
  if (mail && !alreadySubscribed) {
    const request = { email, skuId: sku.id, productId: product.id, productName: product.name };
    await sendNotifyMeEmail(mail, notifyMeEmail(tenant, request, mail.siteUrl));
  }
  const key = alreadySubscribed ? 'product.notifyMe.alreadySubscribed' : 'product.notifyMe.subscribed';
  return {
    skuId: sku.id,
    productId: product.id,
    email,
    subscribed: true,
    alreadySubscribed,
    message: t(key, { email }),
  };
}
