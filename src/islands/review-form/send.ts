import * as z from 'zod/mini';
import { actionPath, call } from '../../stores/client';

/** What the reviews.submit action answers (src/actions/reviews.ts). */
const sentSchema = z.object({ id: z.string(), message: z.string() });

/**
 * Sends the review, files included, to the action the form posts without JavaScript; answers the
 * thank-you in the shopper's words. A refusal throws the server's ShopperError (its field, its message).
 */
export async function sendReview(fields: FormData, fallbackMessage: string): Promise<string> {
  const sent = await call(actionPath('reviews.submit'), sentSchema, { method: 'POST', body: fields, fallbackMessage });
  return sent.message;
}
