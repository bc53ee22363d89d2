import { describe, expect, it } from 'vitest';
import { type ImageSubject, parseGalleryPath, parseImageFile, productImage } from './images';
import { pictogram, pictogramKind, pictogramKinds } from './pictograms';
import { escapeXml, initials, safeHex, shade, textOn } from './svg';

const subject: ImageSubject = {
  productId: '100000',
  name: 'Pintura látex interior mate 4 galones',
  brand: 'Pinturex',
  kind: 'paint-can',
  colors: ['#C2B280', '#A8DCC5'],
  dimensions: { widthCm: 30, heightCm: 35.5 },
  decimal: ',',
  imageCount: 3,
  spinFrames: 12,
  hasVideo: false,
};

/** Every opened element is closed in order: what an XML parser would accept of our markup. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name as string);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe('gallery file names', () => {
  it.each([
    ['1.svg', { kind: 'image', number: 1 }],
    ['12.svg', { kind: 'image', number: 12 }],
    ['spin/7.svg', { kind: 'spin', frame: 7 }],
    ['video.svg', { kind: 'video' }],
    ['0.svg', undefined],
    ['01.svg', undefined],
    ['1.png', undefined],
    ['spin/0.svg', undefined],
    ['spin/.svg', undefined],
    ['../1.svg', undefined],
    ['1.svg/extra', undefined],
    ['1234.svg', undefined],
  ] as const)('%s', (path, expected) => {
    expect(parseImageFile(path)).toEqual(expected);
  });
});

describe("gallery paths: the product's own and a SKU's", () => {
  it.each([
    ['1.svg', { file: { kind: 'image', number: 1 } }],
    ['spin/7.svg', { file: { kind: 'spin', frame: 7 } }],
    ['1234567/2.svg', { skuId: '1234567', file: { kind: 'image', number: 2 } }],
    ['1234567/spin/3.svg', { skuId: '1234567', file: { kind: 'spin', frame: 3 } }],
    ['1234567/video.svg', { skuId: '1234567', file: { kind: 'video' } }],
    ['spin/spin/1.svg', undefined],
    ['1234567/0.svg', undefined],
    ['../1234567/1.svg', undefined],
    ['a/b/1.svg', undefined],
  ] as const)('%s', (path, expected) => {
    expect(parseGalleryPath(path)).toEqual(expected);
  });
});

describe('product images', () => {
  it('draws a SKU in its own colour, and a size on its own pictures', () => {
    const green = productImage(subject, { kind: 'image', number: 1 }) ?? '';
    const blue = productImage({ ...subject, colors: ['#1F3A5F', '#C2B280'] }, { kind: 'image', number: 1 }) ?? '';
    expect(blue).toContain('fill="#1f3a5f"');
    expect(blue).not.toBe(green);
    const sized = productImage({ ...subject, size: '4 L' }, { kind: 'image', number: 1 }) ?? '';
    expect(sized).toContain('>4 L</text>');
    expect(balanced(sized)).toBe(true);
  });

  it('draws the same SVG for the same product and file, and different ones per image', () => {
    const first = productImage(subject, { kind: 'image', number: 1 });
    expect(first).toBe(productImage(subject, { kind: 'image', number: 1 }));
    expect(first).not.toBe(productImage(subject, { kind: 'image', number: 2 }));
    expect(first).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="800"/);
    expect(first).toContain('>PINTUREX</text>');
    expect(first).toContain('>PL</text>');
    expect(first).toContain('fill="#c2b280"');
  });

  it.each([1, 2, 3])('image %i is well-formed', (number) => {
    expect(balanced(productImage(subject, { kind: 'image', number }) ?? '')).toBe(true);
  });

  it('writes the dimensions in the tenant’s decimal format', () => {
    expect(productImage(subject, { kind: 'image', number: 3 })).toContain('>35,5 cm</text>');
  });

  it('has nothing past the gallery: image number, spin frame, or a video the product lacks', () => {
    expect(productImage(subject, { kind: 'image', number: 4 })).toBeUndefined();
    expect(productImage(subject, { kind: 'spin', frame: 13 })).toBeUndefined();
    expect(productImage(subject, { kind: 'video' })).toBeUndefined();
    expect(productImage({ ...subject, spinFrames: 0 }, { kind: 'spin', frame: 1 })).toBeUndefined();
    expect(productImage({ ...subject, hasVideo: true }, { kind: 'video' })).toContain(
      '<path d="M378 328 L440 370 L378 412 Z"',
    );
  });

  it('turns the pictogram through the spin frames', () => {
    const frames = [1, 4, 7].map((frame) => productImage(subject, { kind: 'spin', frame }) ?? '');
    expect(new Set(frames).size).toBe(3);
    expect(frames.every(balanced)).toBe(true);
  });

  it('draws a different, well-formed pictogram for every kind', () => {
    const drawn = pictogramKinds.map((kind) => pictogram(kind, '#808080'));
    expect(new Set(drawn).size).toBe(pictogramKinds.length);
    expect(drawn.filter((svg) => !balanced(svg) || svg.includes('NaN') || svg.includes('undefined'))).toEqual([]);
    const images = pictogramKinds.map((kind) =>
      productImage({ ...subject, kind, colors: [] }, { kind: 'image', number: 1 }),
    );
    expect(new Set(images).size).toBe(pictogramKinds.length);
  });

  it('draws a kind it does not know as a plain box, never as another object', () => {
    expect(pictogramKind('toilet')).toBe('toilet');
    expect(pictogramKind('hovercraft')).toBe('box');
    expect(pictogramKind('constructor')).toBe('box');
    expect(pictogramKind(undefined)).toBe('box');
  });

  it('escapes catalogue text and refuses colours that are not plain hex', () => {
    const svg = productImage(
      { ...subject, name: 'Tornillo <b> & "tuerca"', brand: 'A&B', colors: ['red" onload="alert(1)'] },
      { kind: 'image', number: 1 },
    );
    expect(svg).toContain('<title>Tornillo &lt;b&gt; &amp; &quot;tuerca&quot;</title>');
    expect(svg).toContain('>A&amp;B</text>');
    expect(svg).not.toContain('onload');
    expect(balanced(svg ?? '')).toBe(true);
  });
});

describe('svg helpers', () => {
  it.each([
    ['#ABC', '#aabbcc'],
    ['#C2B280', '#c2b280'],
    ['red', '#111111'],
    ['#12345', '#111111'],
    [null, '#111111'],
  ] as const)('safeHex(%s) is %s', (value, expected) => {
    expect(safeHex(value, '#111111')).toBe(expected);
  });

  it('shades towards white and black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#000000', 0.5)).toBe('#808080');
  });

  it('picks text that reads on the colour', () => {
    expect(textOn('#ffffff')).toBe('#24262b');
    expect(textOn('#2f6fb0')).toBe('#ffffff');
  });

  it.each([
    ['Pintura látex interior', 'PL'],
    ['  ¡Oferta! taladro', 'OT'],
    ['Ñandú', 'Ñ'],
    ['18V drill', '1D'],
    ['', ''],
  ])('initials of "%s" are "%s"', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
