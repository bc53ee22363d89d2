/** Spanish: project builder and product-page calculators. */
export const projects = {} as const;
