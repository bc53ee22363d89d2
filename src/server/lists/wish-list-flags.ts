/**
 * What a product page or listing reads after a no-JS add to a wish list: the flag of success or
 * of the refusal's message, and the SKU it was for, so that only that product's control shows it.
 */
export const wishListAddedFlags = { added: 'wishListAdded', failed: 'wishListError', sku: 'wishListSku' } as const;

/**
 * The choose-a-list page's form names the product page it came from in its address, so that the
 * add lands back there (with the flags above), as an add from the product page itself does.
 */
export const wishListBackParam = 'wishListBack';
