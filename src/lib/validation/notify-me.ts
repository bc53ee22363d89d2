import { z } from 'astro/zod';
import { emailSchema } from './account';
import { skuSchema } from './product';

/** docs/accounts-and-lists.md: the out-of-stock notify-me form; its email must be valid (same rule and messages as login). */
export const notifyMeSchema = z.object({ skuId: skuSchema, email: emailSchema });
export type NotifyMeRequest = z.infer<typeof notifyMeSchema>;
