/** Spanish: site messages. */
export const site = {} as const;
