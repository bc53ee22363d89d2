/** Spanish: price messages. */
export const price = {} as const;
