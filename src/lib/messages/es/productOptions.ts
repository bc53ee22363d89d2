/** Spanish: product page options (store map, location entry, gallery, chat, store choice). */
export const productOptions = {} as const;
