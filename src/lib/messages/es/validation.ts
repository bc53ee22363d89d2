/** Spanish: validation messages. */
export const validation = {} as const;
