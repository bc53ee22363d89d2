/** Spanish: errors messages. */
export const errors = {} as const;
