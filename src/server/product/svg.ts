/** Small helpers for the generated product images: colours and safe text in SVG. */

const hexPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A catalogue colour as "#rrggbb", or the fallback when it is missing or not a plain hex colour. */
export function safeHex(value: string | null | undefined, fallback: string): string {
  if (!value || !hexPattern.test(value)) return fallback;
  const hex = value.toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.min(1, Math.abs(amount)));
  return `#${channels(hex)
    .map((channel) => mix(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Relative luminance (WCAG), 0 black to 1 white. */
export function luminance(hex: string): number {
  const linear = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** Text that reads on a background: dark ink on light colours, white on dark ones. */
export function textOn(background: string): string {
  return luminance(background) > 0.4 ? '#24262b' : '#ffffff';
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Catalogue text placed in SVG markup or attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** Up to two initials of a name's words, letters or digits only: "Pintura Látex Interior" → "PL". */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => Array.from(word.normalize('NFC')).find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((char): char is string => char !== undefined);
  return letters.slice(0, 2).join('').toUpperCase();
}

/** A stable small number from a text (FNV-1a): the same product always draws the same way. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Numbers in path data: at most two decimals, no "-0". */
export const n = (value: number) => String(Math.round(value * 100) / 100 || 0);
