/** Spanish: content messages. */
export const content = {} as const;
