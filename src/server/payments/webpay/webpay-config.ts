import { Environment } from 'transbank-sdk';
import { holdMinutes, providerUrl } from '../../../lib/payments/provider-settings';

/**
 * Webpay Plus is offered only when a commerce is configured:
 * - WEBPAY_COMMERCE_CODE and WEBPAY_API_KEY, Transbank's credentials (the Tbk-Api-Key-* headers);
 * - WEBPAY_ENVIRONMENT `integration` or `production` (Transbank's hosts, from the SDK), or
 *   WEBPAY_API_URL, a base URL that wins over it (https; http only on loopback, for the tests'
 *   stand-in, tests/support/webpay-standin.ts);
 * - WEBPAY_HOLD_MINUTES: how long a placed order keeps its stock while the shopper pays (30);
 * - WEBPAY_RETURN_ORIGIN: where Webpay sends the shopper back, when not the site's origin.
 */
export interface WebpayConfig {
  commerceCode: string;
  apiKey: string;
  /** The API's base URL, no trailing slash (the SDK's `environment`). */
  apiUrl: string;
  holdMinutes: number;
  returnOrigin: string | undefined;
}

const environments: Record<string, string> = {
  integration: Environment.Integration,
  production: Environment.Production,
};

export function webpayConfig(env: NodeJS.ProcessEnv = process.env): WebpayConfig | undefined {
  const commerceCode = env.WEBPAY_COMMERCE_CODE?.trim();
  const apiKey = env.WEBPAY_API_KEY?.trim();
  const named = environments[env.WEBPAY_ENVIRONMENT?.trim().toLowerCase() ?? ''];
  const api = providerUrl(env.WEBPAY_API_URL?.trim() || named);
  if (!commerceCode || !apiKey || !api) return undefined;
  return {
    commerceCode,
    apiKey,
    apiUrl: api.href.replace(/\/+$/, ''),
    holdMinutes: holdMinutes(env.WEBPAY_HOLD_MINUTES, 30),
    returnOrigin: providerUrl(env.WEBPAY_RETURN_ORIGIN?.trim())?.origin,
  };
}

/**
 * The origin the payment form posts token_ws to: Webpay's form lives on the API's host (the URL
 * `create` answers). The Content-Security-Policy's form-action names it and no other payment host.
 */
export function webpayFormOrigin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const config = webpayConfig(env);
  return config ? new URL(config.apiUrl).origin : undefined;
}
