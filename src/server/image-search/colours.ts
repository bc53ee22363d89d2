import type { Pixels } from './decode';

export type Rgb = [number, number, number];

/** "#1E63B5" → [30, 99, 181]; undefined for anything else. */
export function parseHex(hex: string | null | undefined): Rgb | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return undefined;
  return [
    Number.parseInt(match[1] as string, 16),
    Number.parseInt(match[2] as string, 16),
    Number.parseInt(match[3] as string, 16),
  ];
}

/**
 * The picture's dominant colours, most frequent first, each with its share of the (opaque)
 * pixels: pixels sampled on a grid of at most ~40 000, grouped in 4×4×4-level buckets (64 per
 * channel step) and averaged within a bucket. Colours under 5% of the picture are left out.
 */
export function dominantColours(pixels: Pixels, count = 3): { rgb: Rgb; share: number }[] {
  const total = pixels.width * pixels.height;
  const step = Math.max(1, Math.floor(Math.sqrt(total / 40_000)));
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  let seen = 0;
  for (let y = 0; y < pixels.height; y += step) {
    for (let x = 0; x < pixels.width; x += step) {
      const i = (y * pixels.width + x) * 4;
      if ((pixels.rgba[i + 3] as number) < 128) continue;
      const r = pixels.rgba[i] as number;
      const g = pixels.rgba[i + 1] as number;
      const b = pixels.rgba[i + 2] as number;
      const key = ((r >> 6) << 4) | ((g >> 6) << 2) | (b >> 6);
      const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
      bucket.n += 1;
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
      buckets.set(key, bucket);
      seen += 1;
    }
  }
  return [...buckets.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, count)
    .map((bucket) => ({
      rgb: [Math.round(bucket.r / bucket.n), Math.round(bucket.g / bucket.n), Math.round(bucket.b / bucket.n)] as Rgb,
      share: bucket.n / seen,
    }))
    .filter((colour) => colour.share >= 0.05);
}

/** Distance between two colours as people see them (the "redmean" weighting of RGB), 0 to ~765. */
export function colourDistance(a: Rgb, b: Rgb): number {
  const mean = (a[0] + b[0]) / 2;
  const dr = a[0] - b[0];
  const dg = a[1] - b[1];
  const db = a[2] - b[2];
  return Math.sqrt((2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db);
}
