import type { APIRoute } from 'astro';
import { readWebpayReturn } from '../../../../lib/payments/webpay';
import { checkoutPaths } from '../../../../server/checkout/checkout-paths';
import { database } from '../../../../server/db/runtime';
import { settleWebpayReturn } from '../../../../server/payments/webpay/settle-return';
import { webpayConfig } from '../../../../server/payments/webpay/webpay-config';

/**
 * Webpay sends the shopper back here, by GET or by a form POST from its own site (the middleware
 * lets this one path take a cross-site POST: what it reads only names a transaction, and the
 * outcome is asked of Webpay server to server). The order page then says how it went.
 */
const back: APIRoute = async (astro) => {
  const { tenant } = astro.locals;
  const config = webpayConfig();
  if (!config) return astro.rewrite('/404');
  let form: FormData | undefined;
  if (astro.request.method === 'POST') form = await astro.request.formData().catch(() => undefined);
  const fields = (name: string) => {
    const posted = form?.get(name);
    return typeof posted === 'string' ? posted : astro.url.searchParams.get(name);
  };
  const number = await settleWebpayReturn(await database(), config, tenant, readWebpayReturn(fields));
  if (!number) return astro.rewrite('/404');
  return new Response(null, {
    status: 303,
    headers: { location: checkoutPaths(tenant).confirmation(number), 'cache-control': 'no-store' },
  });
};

export const GET = back;
export const POST = back;
