/** Spanish: product messages. */
export const product = {} as const;
