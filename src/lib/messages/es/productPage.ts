/** Spanish: productPage messages. */
export const productPage = {} as const;
