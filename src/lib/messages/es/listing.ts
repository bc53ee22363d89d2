/** Spanish: listing messages. */
export const listing = {} as const;
