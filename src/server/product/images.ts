import { type PictogramKind, pictogram, pictogramColor } from './pictograms';
import { escapeXml, hashOf, initials, n, safeHex, shade, textOn } from './svg';

/**
 * Generated product images (the catalogue has no photographs): a deterministic SVG per
 * gallery item, drawn from the pictogram of the product's kind, its colour, its initials and
 * its brand on a light background, so a storefront shows something that reads as a product.
 */
export interface ImageSubject {
  productId: string;
  name: string;
  brand: string;
  /** What the product is (a toilet, a sack…): picks the pictogram. */
  kind: PictogramKind;
  /** Hex colours of the variants, the shown variant first; empty when the product has none. */
  colors: string[];
  /** The shown SKU's size, drawn on its pictures so that each size's differ; null without one. */
  size?: string | null;
  dimensions: { widthCm: number; heightCm: number };
  /** The tenant's decimal separator, for the dimension figures. */
  decimal: string;
  imageCount: number;
  spinFrames: number;
  hasVideo: boolean;
}

export type ImageFile = { kind: 'image'; number: number } | { kind: 'spin'; frame: number } | { kind: 'video' };

/** "3.svg", "spin/7.svg", "video.svg" as the gallery URLs name them; anything else is not an image. */
export function parseImageFile(path: string): ImageFile | undefined {
  const image = /^([1-9]\d{0,2})\.svg$/.exec(path);
  if (image) return { kind: 'image', number: Number(image[1]) };
  const spin = /^spin\/([1-9]\d{0,2})\.svg$/.exec(path);
  if (spin) return { kind: 'spin', frame: Number(spin[1]) };
  return path === 'video.svg' ? { kind: 'video' } : undefined;
}

/**
 * A gallery path under /media/{tenant}/products/{productId}/: the product's own ("1.svg", its
 * first SKU's pictures) or a SKU's ("1234567/1.svg"); undefined for anything else.
 */
export function parseGalleryPath(path: string): { skuId?: string; file: ImageFile } | undefined {
  const own = parseImageFile(path);
  if (own) return { file: own };
  const match = /^([A-Za-z0-9_-]{1,40})\/(.+)$/.exec(path);
  if (!match?.[1] || !match[2] || match[1] === 'spin') return undefined;
  const file = parseImageFile(match[2]);
  return file ? { skuId: match[1], file } : undefined;
}

const size = 800;
const ink = '#2b2d31';
const font = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;

const place = (cx: number, cy: number, scaleX: number, scaleY = scaleX, rotate = 0) =>
  `translate(${n(cx)} ${n(cy)}) rotate(${n(rotate)}) scale(${n(scaleX)} ${n(scaleY)}) translate(-100 -100)`;

function colorOf(subject: ImageSubject): string {
  return safeHex(subject.colors[0], pictogramColor(subject.kind));
}

/** The stage above the label strip: compositions are clipped to it, so nothing covers the brand. */
const stageHeight = 690;

function frame(subject: ImageSubject, background: string, body: string, strip = ''): string {
  const color = colorOf(subject);
  const label = escapeXml(subject.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(background, 0.5)}"/><stop offset="1" stop-color="${background}"/></linearGradient>`,
    `<clipPath id="stage"><rect width="${size}" height="${stageHeight}"/></clipPath>`,
    '</defs>',
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    `<ellipse cx="400" cy="640" rx="250" ry="28" fill="${ink}" opacity="0.08"/>`,
    `<g clip-path="url(#stage)">${body}</g>`,
    `<rect y="${stageHeight}" width="${size}" height="${size - stageHeight}" fill="#ffffff" opacity="0.75"/>`,
    `<path d="M0 ${stageHeight} H${size}" stroke="#dcd9d3" stroke-width="2"/>`,
    `<text x="400" y="757" text-anchor="middle" font-size="34" font-weight="700" letter-spacing="6" fill="${ink}" ${font}>${escapeXml(subject.brand.toUpperCase())}</text>`,
    strip,
    sizeTag(subject),
    `<circle cx="84" cy="84" r="44" fill="${color}" stroke="${ink}" stroke-width="3"/>`,
    `<text x="84" y="98" text-anchor="middle" font-size="38" font-weight="700" fill="${textOn(color)}" ${font}>${escapeXml(initials(subject.name))}</text>`,
    '</svg>',
  ].join('');
}

const light = '#ecebe7';

/** The shown SKU's size, as a tag in the top right corner. */
function sizeTag(subject: ImageSubject): string {
  if (!subject.size) return '';
  const text = escapeXml(subject.size.slice(0, 12));
  const width = 40 + 20 * Math.min(subject.size.length, 12);
  return [
    `<rect x="${756 - width}" y="48" width="${width}" height="64" rx="12" fill="#ffffff" stroke="${ink}" stroke-width="3"/>`,
    `<text x="${756 - width / 2}" y="92" text-anchor="middle" font-size="34" font-weight="700" fill="${ink}" ${font}>${text}</text>`,
  ].join('');
}

function front(subject: ImageSubject): string {
  return `<g transform="${place(400, 370, 2.6)}">${pictogram(subject.kind, colorOf(subject))}</g>`;
}

function closeUp(subject: ImageSubject): string {
  return `<g transform="${place(470, 420, 4.2)}">${pictogram(subject.kind, colorOf(subject))}</g>`;
}

/** The variants' colours, small, in the label strip beside the brand. */
function swatches(subject: ImageSubject): string {
  return subject.colors
    .slice(0, 4)
    .map(
      (hex, i) =>
        `<circle cx="${52 + i * 42}" cy="745" r="15" fill="${safeHex(hex, light)}" stroke="${ink}" stroke-width="2.5"/>`,
    )
    .join('');
}

function measured(subject: ImageSubject): string {
  const figure = (value: number) =>
    escapeXml(`${String(Math.round(value * 10) / 10).replace('.', subject.decimal)} cm`);
  const tick = `stroke="${ink}" stroke-width="3"`;
  return [
    `<g transform="${place(400, 360, 2)}">${pictogram(subject.kind, colorOf(subject))}</g>`,
    `<path d="M200 600 H600 M200 584 V616 M600 584 V616" ${tick}/>`,
    `<text x="400" y="590" text-anchor="middle" font-size="28" fill="${ink}" ${font}>${figure(subject.dimensions.widthCm)}</text>`,
    `<path d="M660 160 V560 M644 160 H676 M644 560 H676" ${tick}/>`,
    `<text x="0" y="0" transform="translate(700 360) rotate(90)" text-anchor="middle" font-size="28" fill="${ink}" ${font}>${figure(subject.dimensions.heightCm)}</text>`,
  ].join('');
}

function packaging(subject: ImageSubject): string {
  const box = shade(colorOf(subject), 0.55);
  return [
    `<path d="M220 250 L300 190 H640 L580 250 Z" fill="${shade(box, 0.3)}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M580 250 L640 190 V560 L580 620 Z" fill="${shade(box, -0.2)}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`,
    `<rect x="220" y="250" width="360" height="370" fill="${box}" stroke="${ink}" stroke-width="3"/>`,
    `<g transform="${place(400, 410, 1.25)}">${pictogram(subject.kind, colorOf(subject))}</g>`,
    `<text x="400" y="585" text-anchor="middle" font-size="26" font-weight="700" letter-spacing="4" fill="${ink}" ${font}>${escapeXml(subject.brand.toUpperCase())}</text>`,
  ].join('');
}

function tilted(subject: ImageSubject): string {
  const angle = -4 - (hashOf(subject.productId) % 8);
  return `<g transform="${place(400, 370, 2.4, 2.4, angle)}">${pictogram(subject.kind, colorOf(subject))}</g>`;
}

const compositions = [front, closeUp, measured, packaging, tilted];

function spin(subject: ImageSubject, index: number): string {
  const angle = (2 * Math.PI * (index - 1)) / subject.spinFrames;
  const cos = Math.cos(angle);
  // Edge-on the pictogram would vanish: keep a sliver; past 90° the back shows, darker.
  const scaleX = Math.sign(cos || 1) * Math.max(Math.abs(cos), 0.06);
  const color = cos < 0 ? shade(colorOf(subject), -0.25) : colorOf(subject);
  const dotX = 400 + 170 * Math.sin(angle);
  const dotY = 645 + 20 * Math.cos(angle);
  return [
    `<g transform="${place(400, 370, 2.5 * scaleX, 2.5)}">${pictogram(subject.kind, color)}</g>`,
    `<ellipse cx="400" cy="645" rx="170" ry="20" fill="none" stroke="#b9b5ad" stroke-width="3" stroke-dasharray="8 8"/>`,
    `<circle cx="${n(dotX)}" cy="${n(dotY)}" r="9" fill="${ink}"/>`,
    `<text x="716" y="100" text-anchor="end" font-size="30" font-weight="700" fill="${ink}" ${font}>360°</text>`,
  ].join('');
}

function videoPoster(subject: ImageSubject): string {
  return [
    front(subject),
    `<rect width="${size}" height="${size}" fill="${ink}" opacity="0.18"/>`,
    `<circle cx="400" cy="370" r="74" fill="#ffffff" opacity="0.94" stroke="${ink}" stroke-width="3"/>`,
    `<path d="M378 328 L440 370 L378 412 Z" fill="${ink}"/>`,
  ].join('');
}

/** The SVG of one gallery item, or undefined when the product's gallery has no such item. */
export function productImage(subject: ImageSubject, file: ImageFile): string | undefined {
  switch (file.kind) {
    case 'image': {
      if (file.number > subject.imageCount) return undefined;
      const compose = compositions[(file.number - 1) % compositions.length] ?? front;
      const background = file.number % compositions.length === 0 ? shade(colorOf(subject), 0.8) : light;
      return frame(subject, background, compose(subject), compose === closeUp ? swatches(subject) : '');
    }
    case 'spin':
      return file.frame <= subject.spinFrames ? frame(subject, light, spin(subject, file.frame)) : undefined;
    case 'video':
      return subject.hasVideo ? frame(subject, light, videoPoster(subject)) : undefined;
  }
}
