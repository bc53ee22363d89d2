import { holdMinutes, providerUrl } from '../../../lib/payments/provider-settings';

/**
 * Pix is offered (on the tenants that sell in reais) only when a PSP is configured, spoken to in
 * the Central Bank's API Pix v2:
 * - PIX_API_URL: the PSP's API base, to which /v2/cob/{txid} is added (https; http only on
 *   loopback, for the tests' stand-in, tests/support/pix-standin.ts);
 * - PIX_TOKEN_URL: its OAuth 2.0 token endpoint, PIX_API_URL/oauth/token when unset;
 * - PIX_CLIENT_ID and PIX_CLIENT_SECRET: the client credentials the PSP issued;
 * - PIX_KEY: the receiver's Pix key (chave) the charges are paid to;
 * - PIX_WEBHOOK_SECRET: at least 16 characters, the last segment of the webhook URL registered
 *   at the PSP (README "Payments"): a notification to any other URL is refused;
 * - PIX_EXPIRY_MINUTES: how long a charge may be paid, and the order keeps its stock (30);
 * - PIX_MERCHANT_CITY: the receiver's city the BR Code names (SAO PAULO); its name is the site's.
 */
export interface PixConfig {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  key: string;
  webhookSecret: string;
  expiryMinutes: number;
  merchantCity: string;
}

/** The BR Code's merchant city: at most 15 characters of plain capitals (EMV's character set). */
function cityOf(text: string | undefined): string {
  const plain = (text ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toUpperCase()
    .slice(0, 15)
    .trim();
  return plain || 'SAO PAULO';
}

export function pixConfig(env: NodeJS.ProcessEnv = process.env): PixConfig | undefined {
  const api = providerUrl(env.PIX_API_URL?.trim());
  const clientId = env.PIX_CLIENT_ID?.trim();
  const clientSecret = env.PIX_CLIENT_SECRET?.trim();
  const key = env.PIX_KEY?.trim();
  const webhookSecret = env.PIX_WEBHOOK_SECRET?.trim() ?? '';
  if (!api || !clientId || !clientSecret || !key || key.length > 77 || !/^[A-Za-z0-9_-]{16,}$/.test(webhookSecret)) {
    return undefined;
  }
  const apiUrl = api.href.replace(/\/+$/, '');
  const token = env.PIX_TOKEN_URL?.trim() ? providerUrl(env.PIX_TOKEN_URL.trim()) : new URL(`${apiUrl}/oauth/token`);
  if (!token) return undefined;
  return {
    apiUrl,
    tokenUrl: token.href,
    clientId,
    clientSecret,
    key,
    webhookSecret,
    expiryMinutes: holdMinutes(env.PIX_EXPIRY_MINUTES, 30),
    merchantCity: cityOf(env.PIX_MERCHANT_CITY),
  };
}
