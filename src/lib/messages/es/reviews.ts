/** Spanish: reviews messages. */
export const reviews = {} as const;
