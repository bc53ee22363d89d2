/** Spanish: seo messages. */
export const seo = {} as const;
