import { resolve } from 'node:path';

/** The retailer's original photos: PRODUCT_MEDIA_DIR/{tenant}/{path}, read at run time. */
export function productMediaDir(): string {
  return resolve(process.env.PRODUCT_MEDIA_DIR ?? 'data/product-media');
}

/** Variants made from them, kept so that each is encoded once: IMAGE_VARIANTS_DIR/{hash}/{width}.{ext}. */
export function imageVariantsDir(): string {
  return resolve(process.env.IMAGE_VARIANTS_DIR ?? 'data/image-variants');
}

type Sharp = typeof import('sharp')['default'];
let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on first use: libvips adds about 20 MB to the process, which a store showing
 * only generated images never needs.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Variants are kept on disk, so libvips' operation cache would only hold memory; one libvips
    // thread per encode leaves the other core to pages (a variant is made once).
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
