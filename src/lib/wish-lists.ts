import { z } from 'astro/zod';
import type { MessageKey } from './messages';
import { isMessageKey, issue, stop } from './validation/issues';

/** Wish lists (docs/accounts-and-lists.md: several per customer, login required); the limits are ours. */
export const wishListLimits = { lists: 20, items: 100, nameLength: 40 } as const;

/** A list's name as the shopper types it: trimmed, inner spaces collapsed. */
export const wishListNameSchema = z
  .string(stop('validation.wishList.nameRequired'))
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, stop('validation.wishList.nameRequired'))
      .max(wishListLimits.nameLength, issue('validation.wishList.nameTooLong')),
  );

/** A list id as we issue them (128 random bits, base64url); anything else names no list. */
export const listIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

export { newListChoice } from './wish-list-choice';

export type NewListName = { ok: true; name: string } | { ok: false; key: MessageKey };

/** The name typed for a new list, read as a list's name is (trimmed, required, not too long). */
export function readNewListName(typed: string | undefined): NewListName {
  const read = wishListNameSchema.safeParse(typed ?? '');
  if (read.success) return { ok: true, name: read.data };
  const key = read.error.issues[0]?.message;
  return { ok: false, key: key !== undefined && isMessageKey(key) ? key : 'validation.wishList.nameRequired' };
}

/** The pages of a customer's lists and quotations; private pages, under the account. */
export function listPaths(tenant: string) {
  const account = `/${tenant}/account/`;
  return {
    wishLists: `${account}wish-lists/`,
    wishList: (id: string) => `${account}wish-lists/${encodeURIComponent(id)}/`,
    quotation: (id: string) => `${account}quotations/${encodeURIComponent(id)}/`,
  };
}
