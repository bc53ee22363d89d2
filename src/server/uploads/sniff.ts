/**
 * What a file really is, from its first bytes (its "magic number"), whatever its name or
 * declared type say: a stored file is served with the type found here, never the declared one.
 * Only the formats review uploads allow are recognised (src/lib/validation/review-uploads.ts).
 */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4' | 'video/quicktime' | 'video/webm';

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

// ISO base media files (MP4, MOV) name their family in the "ftyp" box; HEIC and AVIF photos
// share the container, so brands are listed rather than accepting any ftyp box.
const mp4Brands = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
]);

export function sniffMediaType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (brand === 'qt  ') return 'video/quicktime';
    if (mp4Brands.has(brand)) return 'video/mp4';
    return undefined;
  }
  // Matroska's EBML header; WebM names itself as the document type within the first bytes.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, 60).includes('webm')) return 'video/webm';
  return undefined;
}

/** MP4 and QuickTime share one container and cameras label them loosely: either name fits either. */
const family: Record<SniffedType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'iso-media',
  'video/quicktime': 'iso-media',
  'video/webm': 'webm',
};

/** Whether the declared type names the format the bytes are in. */
export function declaredTypeMatches(declared: string, sniffed: SniffedType): boolean {
  const name = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return Object.hasOwn(family, name) && family[name as SniffedType] === family[sniffed];
}

export function mediaKind(type: SniffedType): 'photo' | 'video' {
  return type.startsWith('image/') ? 'photo' : 'video';
}
