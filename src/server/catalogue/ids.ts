/**
 * Catalogue ids that look like a retailer's (six-digit products, seven-digit SKUs) and never
 * collide: the n-th id is n times a prime modulo the id space, a permutation of that space.
 */
const productSpace = 900_000;
const skuSpace = 9_000_000;

export function productId(n: number): string {
  if (n >= productSpace) throw new RangeError(`At most ${productSpace} products per tenant`);
  return String(100_000 + ((n * 7919) % productSpace));
}

export function skuId(n: number): string {
  if (n >= skuSpace) throw new RangeError(`At most ${skuSpace} SKUs per tenant`);
  return String(1_000_000 + ((n * 104_729) % skuSpace));
}

/** A valid EAN-13 for a SKU: a fixed in-store prefix (2), the SKU, and the check digit. */
export function ean13(sku: string): string {
  const body = `2${sku.padStart(11, '0')}`.slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
