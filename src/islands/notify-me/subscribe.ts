import * as z from 'zod/mini';
import { apiPath, call } from '../../stores/client';

const subscribedSchema = z.object({ subscribed: z.literal(true) });

/**
 * spec §7 variant-availability: the form's fields as JSON to the API, which subscribes as the no-JS
 * form's action does (src/server/product/notify-me.ts). Failures are ShopperErrors carrying the
 * server's words when it gave some.
 */
export async function subscribe(fields: FormData, fallbackMessage: string): Promise<void> {
  const body = { skuId: String(fields.get('skuId') ?? ''), email: String(fields.get('email') ?? '').trim() };
  await call(apiPath('variant-availability'), subscribedSchema, {
    method: 'POST',
    body,
    fallbackMessage,
  });
}
