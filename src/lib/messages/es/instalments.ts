/** Spanish: instalments messages. */
export const instalments = {} as const;
