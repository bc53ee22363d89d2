import * as z from 'zod/mini';
import { emailShape } from '../../lib/validation/email-shape';
import { apiPath, call, ShopperError } from '../../stores/client';
import type { NotifyMeWords } from '../NotifyMeForm';

const subscribedSchema = z.object({ subscribed: z.literal(true) });

/** The API's body (docs/accounts-and-lists.md variant-availability) from the form's fields: the variant and the email as typed, trimmed. */
export function subscription(fields: FormData): { skuId: string; email: string } {
  return { skuId: String(fields.get('skuId') ?? ''), email: String(fields.get('email') ?? '').trim() };
}

/**
 * docs/accounts-and-lists.md variant-availability: the form's fields as JSON to the API, which subscribes as the no-JS
 * form's action does (src/server/product/notify-me.ts). Failures are ShopperErrors carrying the
 * server's words when it gave some.
 */
export async function subscribe(fields: FormData, fallbackMessage: string): Promise<void> {
  await call(apiPath('variant-availability'), subscribedSchema, {
    method: 'POST',
    body: subscription(fields),
    fallbackMessage,
  });
}

/** docs/accounts-and-lists.md email rule, checked as the shopper sends: what the form says beside the field, or nothing to say. */
export function emailRefusal(email: string, words: Pick<NotifyMeWords, 'required' | 'invalid'>): string | undefined {
  const shape = emailShape(email);
  if (shape === 'ok') return undefined;
  return shape === 'missing' ? words.required : words.invalid;
}

/**
 * Where a failed subscription is told: a refused email (400) or a variant back in stock (409) has
 * the server's own words beside the field; anything else is the failure text (docs/accounts-and-lists.md).
 */
export function subscribeFailure(error: unknown, failure: string): { kind: 'refused' | 'failed'; text: string } {
  const refused = error instanceof ShopperError && error.status >= 400 && error.status < 500;
  return refused ? { kind: 'refused', text: error.message } : { kind: 'failed', text: failure };
}
