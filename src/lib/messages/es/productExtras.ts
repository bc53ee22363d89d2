/** Spanish: product page extras (review paging and translation, linked and sponsored products). */
export const productExtras = {} as const;
