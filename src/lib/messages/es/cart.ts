/** Spanish: cart messages. */
export const cart = {} as const;
