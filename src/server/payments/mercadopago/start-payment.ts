import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import { parseOrderNumber } from '../../../lib/checkout/checkout';
import { translator } from '../../../lib/messages';
import {
  excludedPaymentTypes,
  type ItemTitles,
  maxInstalments,
  preferenceItems,
} from '../../../lib/payments/mercadopago';
import type { Tenant } from '../../../tenants/schema';
import { findOrderByNumber, type OrderRecord, orderLines } from '../../checkout/order-store';
import type { Db } from '../../db';
import { describeError, logLine } from '../../log';
import { siteOrigin } from '../../seo/origin';
import { createPreference } from './mercadopago-client';
import type { MercadoPagoConfig } from './mercadopago-config';
import { mercadoPagoPaths } from './mercadopago-paths';
import { insertPreference, settlePreference } from './preference-store';

/** Where Mercado Pago sends the shopper back, and its webhooks (`source_news=webhooks`: signed ones only). */
export function mercadoPagoUrls(tenant: Pick<Tenant, 'tenant' | 'seoDomain'>, config: MercadoPagoConfig) {
  const origin = config.returnOrigin ?? siteOrigin(tenant);
  const paths = mercadoPagoPaths(tenant);
  return { back: `${origin}${paths.return}`, notification: `${origin}${paths.webhook}?source_news=webhooks` };
}

function titles(tenant: Tenant, number: string): ItemTitles {
  const t = translator(tenant.lang);
  return {
    units: (quantity, name) => t('mercadoPago.item.units', { count: quantity, name }),
    delivery: t('mercadoPago.item.delivery'),
    order: t('mercadoPago.item.order', { number }),
  };
}

/** The preference of an order: its lines, its total's instalments, back to the site, and open until the order's hold ends. */
export async function preferenceFor(
  db: Db,
  config: MercadoPagoConfig,
  tenant: Tenant,
  order: OrderRecord,
  number: string,
  now: Date,
): Promise<PreferenceRequest | undefined> {
  const lines = await orderLines(db, tenant.tenant, order.id);
  const items = preferenceItems(
    {
      number,
      currency: order.currency,
      minorDigits: tenant.currency.minorDigits,
      amounts: order.amounts,
      lines,
    },
    titles(tenant, number),
  );
  if (!items) return undefined;
  const urls = mercadoPagoUrls(tenant, config);
  const until = order.expiresAt ?? new Date(now.getTime() + config.holdMinutes * 60_000).toISOString();
  return {
    items,
    payer: { email: order.email },
    external_reference: number,
    back_urls: { success: urls.back, failure: urls.back, pending: urls.back },
    auto_return: 'approved',
    notification_url: urls.notification,
    payment_methods: {
      installments: maxInstalments(order.amounts.total, tenant.currency.minorDigits),
      excluded_payment_types: excludedPaymentTypes(order.currency),
    },
    // paid only while the order holds its stock: the checkout closes, and a cash voucher expires, with it
    expires: true,
    expiration_date_from: now.toISOString(),
    expiration_date_to: until,
    date_of_expiration: until,
    metadata: { order_number: number },
  };
}

/**
 * Opens an attempt to pay an order with Checkout Pro: the row first (so a crash between the two
 * leaves a trace), then the preference, whose id and init_point the row keeps. Called after the
 * order's transaction committed, never inside one: a network call must not hold the database's
 * write lock. A Mercado Pago that fails, cannot be reached or cannot take the amount leaves the
 * attempt `createFailed`, and the order page offers to try again. Answers whether the shopper can
 * go and pay.
 */
export async function startMercadoPagoAttempt(
  db: Db,
  config: MercadoPagoConfig,
  tenant: Tenant,
  order: { id: string; number: string; total: number },
  now = new Date(),
): Promise<boolean> {
  const account = config.accounts.get(tenant.tenant);
  const attempt = await insertPreference(db, tenant.tenant, order, now.toISOString());
  const key = { orderId: order.id, attempt };
  const failed = async (reason: string) => {
    logLine('error', 'mercado pago preference failed', { tenant: tenant.tenant, order: order.number, error: reason });
    await settlePreference(db, tenant.tenant, key, { status: 'createFailed' }, new Date().toISOString());
    return false;
  };
  const number = parseOrderNumber(tenant.tenant, order.number);
  const stored = number === undefined ? undefined : await findOrderByNumber(db, tenant.tenant, number);
  if (!account || !stored) return failed(account ? 'order not found' : 'no account for the tenant');
  const body = await preferenceFor(db, config, tenant, stored, order.number, now);
  if (!body) return failed(`the total cannot be asked for in ${stored.currency}`);
  try {
    const created = await createPreference(config, account, body, `preference-${order.id}-${attempt}`);
    const change = { status: 'created' as const, preferenceId: created.id, url: created.init_point };
    return await settlePreference(db, tenant.tenant, key, change, new Date().toISOString());
  } catch (error) {
    return failed(describeError(error));
  }
}
