/** Spanish: delivery messages. */
export const delivery = {} as const;
