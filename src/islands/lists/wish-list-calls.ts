import * as z from 'zod/mini';
import { actionPath, call } from '../../stores/client';

const addedSchema = z.object({ message: z.string(), href: z.string() });
const mineSchema = z.object({ lists: z.array(z.object({ id: z.string(), name: z.string() })) });

export type WishListChoice = z.infer<typeof mineSchema>['lists'][number];

/** The customer's lists to choose from; a guest has none (the add then asks to log in). */
export async function myWishLists(fallbackMessage: string): Promise<WishListChoice[]> {
  return (
    await call(actionPath('wishLists.mine'), mineSchema, { method: 'POST', body: new FormData(), fallbackMessage })
  ).lists;
}

/** Posts the form's fields to the action the form posts without JavaScript. */
export function addToWishList(fields: FormData, fallbackMessage: string) {
  return call(actionPath('wishLists.add'), addedSchema, { method: 'POST', body: fields, fallbackMessage });
}
