import { z } from 'astro/zod';
import type { Tenant } from '../../tenants/schema';
import { issue, stop } from './issues';

/**
 * docs/product-page.md "SKU pattern: 4 to 7 digits with optional letter, hyphen, letter", read as: 4 to 7
 * digits, then an optional letter, then an optional hyphen-and-letter pair (a hyphen alone would
 * end the code with nothing after it). Letters are upper-cased first.
 * Accepted: 1234, 1234567, 123456X, 1234-A, 123456X-B. Refused: 123, 12345678, 1234-, 1234XY,
 * 1234-AB, 1234--A, -1234, "1234 A", 1234Ñ.
 */
export const skuPattern = /^\d{4,7}[A-Z]?(?:-[A-Z])?$/;

export const skuSchema = z
  .string(issue('validation.sku.invalid'))
  .trim()
  .toUpperCase()
  .regex(skuPattern, issue('validation.sku.invalid'));

/** docs/product-page.md: clothing sizes XS to XXXXL, smallest first. "2XL"-style spellings are not accepted. */
export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'] as const;
export type ClothingSize = (typeof clothingSizes)[number];

function isClothingSize(value: string): value is ClothingSize {
  return (clothingSizes as readonly string[]).includes(value);
}

export const clothingSizeSchema = z
  .string(issue('validation.invalid'))
  .trim()
  .toUpperCase()
  .refine(isClothingSize, { ...issue('validation.size.invalid'), params: { min: 'XS', max: 'XXXXL' } })
  // Never fails after the refine; it narrows the type to ClothingSize.
  .pipe(z.enum(clothingSizes));

/** docs/product-page.md: what a product varies by. */
export const variantTypeSchema = z.enum(['COLOR', 'SIZE', 'COLOR_AND_SIZE']);
export type VariantType = z.infer<typeof variantTypeSchema>;

const chosen = (key: Parameters<typeof issue>[0]) => z.string(issue(key)).trim().min(1, stop(key));
const notAsked = z.string().trim().optional();

/**
 * docs/product-page.md: a variant (size or colour) must be chosen to continue. The size message names the
 * catalogue's attribute (docs/product-page.md: Talle in Uruguay, Talla elsewhere); one key per word because
 * Spanish needs "una talla" but "un talle", and Portuguese says "tamanho" for both.
 */
export function variantSelectionSchema(variantType: VariantType, tenant: Pick<Tenant, 'sizeAttributeName'>) {
  const sizeKey =
    tenant.sizeAttributeName === 'Talle' ? 'validation.variant.sizeTalle' : 'validation.variant.sizeTalla';
  return z.object({
    color: variantType === 'SIZE' ? notAsked : chosen('validation.variant.color'),
    size: variantType === 'COLOR' ? notAsked : chosen(sizeKey),
  });
}
export type VariantSelection = z.infer<ReturnType<typeof variantSelectionSchema>>;
