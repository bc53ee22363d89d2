import { randomUUID } from 'node:crypto';
import type { Tenant } from '../../../tenants/schema';
import type { Db } from '../../db';
import { describeError, logLine } from '../../log';
import { siteOrigin } from '../../seo/origin';
import { insertAttempt, updateAttempt } from './payment-store';
import { createTransaction } from './webpay-client';
import type { WebpayConfig } from './webpay-config';
import { webpayPaths } from './webpay-paths';

/** Where Webpay sends the shopper back, for every outcome (webpay/return.ts). */
export function webpayReturnUrl(tenant: Pick<Tenant, 'tenant' | 'seoDomain'>, config: WebpayConfig): string {
  return `${config.returnOrigin ?? siteOrigin(tenant)}${webpayPaths(tenant).return}`;
}

/**
 * Opens an attempt to pay an order at Webpay: the row first (so a crash between the two leaves a
 * trace), then `create`, whose token and form URL the row keeps. Called after the order's
 * transaction committed, never inside one: a network call must not hold the database's write
 * lock. A Webpay that fails or cannot be reached leaves the attempt `createFailed`, and the order
 * page offers to try again. Answers whether the shopper can go and pay.
 */
export async function startWebpayAttempt(
  db: Db,
  config: WebpayConfig,
  tenant: Tenant,
  order: { id: string; number: string; total: number },
  now = new Date(),
): Promise<boolean> {
  const sessionId = randomUUID();
  const attempt = await insertAttempt(
    db,
    tenant.tenant,
    { orderId: order.id, buyOrder: order.number, sessionId, amount: order.total },
    now.toISOString(),
  );
  const key = { orderId: order.id, attempt, from: 'creating' as const };
  try {
    const created = await createTransaction(config, {
      buyOrder: order.number,
      sessionId,
      amount: order.total,
      returnUrl: webpayReturnUrl(tenant, config),
    });
    const change = { status: 'created' as const, token: created.token, url: created.url };
    return await updateAttempt(db, tenant.tenant, key, change, new Date().toISOString());
  } catch (error) {
    logLine('error', 'webpay create failed', {
      tenant: tenant.tenant,
      order: order.number,
      error: describeError(error),
    });
    await updateAttempt(db, tenant.tenant, key, { status: 'createFailed' }, new Date().toISOString());
    return false;
  }
}
