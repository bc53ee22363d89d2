/**
 * Product photos in several widths and formats: which variants exist, how their URLs read, and
 * the srcset and sizes each place on a page asks for. A raster original in the retailer's media
 * folder is named in the gallery by /media/{tenant}/photos/{path}; its variants are
 * /media/{tenant}/photos/{path}/{hash}-{width}.{ext}, where the hash is of the original's bytes,
 * so a variant URL never changes content and caches may keep it for a year.
 */

/** The widths made, ascending; anything else is refused so the variant folder stays bounded. */
export const imageWidths = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof imageWidths)[number];

/** Output formats, best first: the order of a <picture>'s sources. */
export const imageFormats = {
  avif: { extension: 'avif', contentType: 'image/avif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const;
export type ImageFormat = keyof typeof imageFormats;

/**
 * Originals above this many pixels are refused before any decoding (a small file can declare a
 * huge canvas: a decompression bomb). 50 megapixels holds a 48 MP phone photo.
 */
export const maxInputPixels = 50_000_000;

/** The JPEG width a bare original URL redirects to (carts, emails and feeds use the bare URL). */
export const fallbackWidth: ImageWidth = 640;

const originalPattern =
  /^(?:[A-Za-z0-9_][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_][A-Za-z0-9._-]{0,99}\.(?:jpe?g|png|webp)$/i;
const variantPattern = /^([0-9a-f]{12})-(\d{1,5})\.([a-z0-9]{1,8})$/;

/** A path in the media folder that may name an original: a few plain segments, a raster extension. */
export function isOriginalPath(path: string): boolean {
  return originalPattern.test(path) && !path.split('/').some((segment) => segment === '..' || segment === '.');
}

export type PhotoRequest =
  | { kind: 'original'; path: string }
  | { kind: 'variant'; path: string; hash: string; width: ImageWidth; format: ImageFormat }
  | { kind: 'refused'; reason: 'width' | 'format' }
  | { kind: 'unknown' };

/** What the path after /media/{tenant}/photos/ asks for. */
export function parsePhotoRequest(file: string): PhotoRequest {
  const cut = file.lastIndexOf('/');
  const path = file.slice(0, cut);
  const variant = variantPattern.exec(file.slice(cut + 1));
  // A variant's name comes first: "front.jpg/{hash}-640.jpg" could also read as a folder's file.
  if (cut < 0 || !variant || !isOriginalPath(path))
    return isOriginalPath(file) ? { kind: 'original', path: file } : { kind: 'unknown' };
  const [, hash = '', widthText = '', extension = ''] = variant;
  const width = imageWidths.find((allowed) => allowed === Number(widthText));
  const format = (Object.keys(imageFormats) as ImageFormat[]).find(
    (name) => imageFormats[name].extension === extension,
  );
  if (!format) return { kind: 'refused', reason: 'format' };
  if (width === undefined) return { kind: 'refused', reason: 'width' };
  return { kind: 'variant', path, hash, width, format };
}

/** The gallery URL of an original, parsed: its tenant and path, or undefined for any other URL. */
export function photoOfUrl(url: string): { tenant: string; path: string } | undefined {
  // tenant ids are not all two letters (homy, obra)
  const match = /^\/media\/([a-z]+)\/photos\/(.+)$/.exec(url);
  if (!match?.[1] || !match[2] || !isOriginalPath(match[2])) return undefined;
  return { tenant: match[1], path: match[2] };
}

export function variantUrl(originalUrl: string, hash: string, width: ImageWidth, format: ImageFormat): string {
  return `${originalUrl}/${hash}-${width}.${imageFormats[format].extension}`;
}

/** Where a photo is shown, and how wide it is drawn there (CSS px, for `sizes`). */
export const imageSlots = {
  /**
   * The product page's main picture: half the page from md (768 px) up, 484 px in a 1024 px page;
   * said 480 so that a browser takes the 480 px file rather than the next (640) for 4 px.
   */
  gallery: { largest: 1280, sizes: '(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw' },
  /** The gallery's thumbnails: 64 px squares. */
  thumbnail: { largest: 160, sizes: '64px' },
  /** The full-screen view. */
  viewer: { largest: 1280, sizes: '100vw' },
  /** A card: two to a row on a phone, up to six beside a listing's filters on a wide screen. */
  card: { largest: 640, sizes: '(min-width: 1024px) 200px, 50vw' },
  /** A row of related products on the product page: two or four to a row. */
  carousel: { largest: 480, sizes: '(min-width: 640px) 25vw, 50vw' },
} as const;
export type ImageSlot = keyof typeof imageSlots;

/**
 * The widths to offer: the set's widths up to the slot's largest, none past the original (no
 * upscaling); an original narrower than every width is offered at its own width.
 */
export function widthsFor(originalWidth: number, slot: ImageSlot): ImageWidth[] {
  const largest = imageSlots[slot].largest;
  const fitting = imageWidths.filter((width) => width <= largest && width <= originalWidth);
  return fitting.length > 0 ? fitting : [imageWidths[0]];
}

export interface PhotoFacts {
  /** The gallery URL of the original. */
  url: string;
  hash: string;
  /** Size once its EXIF orientation is applied. */
  width: number;
  height: number;
}

export interface PictureView {
  sources: { type: string; srcset: string }[];
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
}

/** The <picture> of a photo in a slot: AVIF and WebP sources, a JPEG <img>, sized to the original's ratio. */
export function pictureView(photo: PhotoFacts, slot: ImageSlot): PictureView {
  const widths = widthsFor(photo.width, slot);
  // A descriptor says how wide the file really is: a variant is never wider than its original.
  const srcset = (format: ImageFormat) =>
    widths
      .map((width) => `${variantUrl(photo.url, photo.hash, width, format)} ${Math.min(width, photo.width)}w`)
      .join(', ');
  const shown = Math.min(widths[widths.length - 1] ?? imageWidths[0], photo.width);
  return {
    sources: [
      { type: imageFormats.avif.contentType, srcset: srcset('avif') },
      { type: imageFormats.webp.contentType, srcset: srcset('webp') },
    ],
    src: variantUrl(photo.url, photo.hash, widths[widths.length - 1] ?? imageWidths[0], 'jpeg'),
    srcset: srcset('jpeg'),
    sizes: imageSlots[slot].sizes,
    width: shown,
    height: Math.max(1, Math.round((shown * photo.height) / photo.width)),
  };
}
