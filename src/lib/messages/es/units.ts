/** Spanish: units messages. */
export const units = {} as const;
