/** Spanish: account page and account entry. */
export const accountPage = {} as const;
