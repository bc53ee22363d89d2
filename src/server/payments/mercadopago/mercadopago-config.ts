import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { holdMinutes, providerUrl } from '../../../lib/payments/provider-settings';
import { tenantIds } from '../../../tenants/schema';

/**
 * Mercado Pago Checkout Pro is offered on a tenant only when its account is configured. Mercado
 * Pago accounts belong to one country, so each tenant may name its own:
 * - MERCADOPAGO_ACCESS_TOKEN_<TENANT> (e.g. _MX, _BR, _OBRA) and MERCADOPAGO_WEBHOOK_SECRET_<TENANT>:
 *   the account's access token and its webhooks' secret signature ("Tus integraciones");
 * - MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET: the account of every tenant that
 *   names none (a deployment that sells in one country);
 * - MERCADOPAGO_API_URL: another base URL for the API (https; http only on loopback, for the
 *   tests' stand-in, tests/support/mercadopago-standin.ts);
 * - MERCADOPAGO_HOLD_MINUTES: how long a placed order keeps its stock while the shopper pays (60);
 *   a cash voucher expires with it;
 * - MERCADOPAGO_RETURN_ORIGIN: where Mercado Pago sends the shopper back and its webhooks, when
 *   not the site's origin.
 */
export interface MercadoPagoAccount {
  accessToken: string;
  webhookSecret: string;
}

export interface MercadoPagoConfig {
  accounts: ReadonlyMap<string, MercadoPagoAccount>;
  /** The API's base URL when not Mercado Pago's, no trailing slash. */
  apiUrl: string | undefined;
  holdMinutes: number;
  returnOrigin: string | undefined;
}

function accountOf(env: NodeJS.ProcessEnv, tenant: string): MercadoPagoAccount | undefined {
  const suffix = `_${tenant.toUpperCase()}`;
  const accessToken = (env[`MERCADOPAGO_ACCESS_TOKEN${suffix}`] || env.MERCADOPAGO_ACCESS_TOKEN)?.trim();
  const webhookSecret = (env[`MERCADOPAGO_WEBHOOK_SECRET${suffix}`] || env.MERCADOPAGO_WEBHOOK_SECRET)?.trim();
  // a payment is known by its webhook: an account whose notifications cannot be verified is not offered
  return accessToken && webhookSecret ? { accessToken, webhookSecret } : undefined;
}

export function mercadoPagoConfig(env: NodeJS.ProcessEnv = process.env): MercadoPagoConfig | undefined {
  const accounts = new Map<string, MercadoPagoAccount>();
  for (const tenant of tenantIds) {
    const account = accountOf(env, tenant);
    if (account) accounts.set(tenant, account);
  }
  const named = env.MERCADOPAGO_API_URL?.trim();
  const api = providerUrl(named);
  // an API URL that is not allowed (http off loopback) turns the provider off rather than being ignored
  if (accounts.size === 0 || (named && !api)) return undefined;
  return {
    accounts,
    apiUrl: api?.href.replace(/\/+$/, ''),
    holdMinutes: holdMinutes(env.MERCADOPAGO_HOLD_MINUTES, 60),
    returnOrigin: providerUrl(env.MERCADOPAGO_RETURN_ORIGIN?.trim())?.origin,
  };
}

/**
 * Points the SDK at MERCADOPAGO_API_URL, when set. The SDK takes no base URL as an option: its
 * RestClient prefixes every path with the static AppConfig.BASE_URL (mercadopago 3.6.1,
 * dist/utils/config), so that one value is set here, and only here; unset, the SDK keeps
 * https://api.mercadopago.com. Its typings call the value readonly; at run time it is a plain
 * static property. Every call goes through the SDK as it ships.
 */
export function pointSdkAtApi(config: MercadoPagoConfig): void {
  if (config.apiUrl !== undefined) (AppConfig as { BASE_URL: string }).BASE_URL = config.apiUrl;
}
