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

/**
 * A valid GTIN-13 (EAN-13) for the n-th article number of the group's product master: the
 * same number names the same article, and so the same barcode, in every country that sells it.
 */
export function gtin13(n: number): string {
  if (n >= 10 ** 10) throw new RangeError('At most 10,000,000,000 article numbers');
  const body = `78${String(n).padStart(10, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
