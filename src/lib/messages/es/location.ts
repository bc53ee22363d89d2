/** Spanish: location messages. */
export const location = {} as const;
