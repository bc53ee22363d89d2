import * as z from 'zod/mini';
import { actionPath, call } from '../../stores/client';

const addedSchema = z.object({ message: z.string(), href: z.string() });
const mineSchema = z.object({ lists: z.array(z.object({ id: z.string(), name: z.string() })) });

export type WishListChoice = z.infer<typeof mineSchema>['lists'][number];

let asked: Promise<WishListChoice[]> | undefined;

/**
 * The customer's lists to choose from; a guest has none (the add then asks to log in). Asked once
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
