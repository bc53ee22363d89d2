/** Spanish: account messages. */
export const account = {} as const;
