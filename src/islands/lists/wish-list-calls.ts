import * as z from 'zod/mini';
import { actionPath, call, ShopperError } from '../../stores/client';

const addedSchema = z.object({ message: z.string(), href: z.string() });
const mineSchema = z.object({
  lists: z.array(z.object({ id: z.string(), name: z.string(), skuIds: z.array(z.string()) })),
});

export type WishListChoice = z.infer<typeof mineSchema>['lists'][number];

let asked: Promise<WishListChoice[]> | undefined;

/**
 * The customer's lists to choose from, each with the SKUs it holds (a saved product's heart shows
 * filled); a guest has none (the add then asks to log in). Asked once
 * a page: each card's controls wake as the pointer crosses the card, and all of them share the
 * answer. A failure, or an add (which may make the first list), asks again next time.
 */
export function myWishLists(fallbackMessage: string): Promise<WishListChoice[]> {
  asked ??= call(actionPath('wishLists.mine'), mineSchema, {
    method: 'POST',
    body: new FormData(),
    fallbackMessage,
  }).then((mine) => mine.lists);
  const answer = asked;
  answer.catch(() => {
    if (asked === answer) asked = undefined;
  });
  return answer;
}

/** Posts the form's fields to the action the form posts without JavaScript. */
export function addToWishList(fields: FormData, fallbackMessage: string) {
  asked = undefined;
  return call(actionPath('wishLists.add'), addedSchema, { method: 'POST', body: fields, fallbackMessage });
}

// The login page shows the prompt of docs/accounts-and-lists.md from its error flag, as after the no-JS form.
const loginPrompt = 'wishLists.loginRequired';

/**
 * Where a failed add goes: a guest (401) to the login page, which brings them back to this page
 * with its query; any other failure is told beside the control, in the server's words when it gave some.
 */
export function wishListAddFailure(
  error: unknown,
  fallbackMessage: string,
  loginHref: string,
  here: Pick<Location, 'pathname' | 'search'>,
): { login: string } | { message: string } {
  if (error instanceof ShopperError && error.status === 401) {
    const next = `${here.pathname}${here.search}`;
    return { login: `${loginHref}?${new URLSearchParams({ next, error: loginPrompt })}` };
  }
  return { message: error instanceof Error ? error.message : fallbackMessage };
}
