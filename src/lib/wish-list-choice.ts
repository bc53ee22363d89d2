/**
 * The add control's choice of a list to make, named by its `newListName` field. Apart from
 * ./wish-lists.ts (which holds zod schemas) so that the islands can share it for nothing.
 */
export const newListChoice = 'new';
