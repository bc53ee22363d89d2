/** Spanish: calculators messages. */
export const calculators = {} as const;
