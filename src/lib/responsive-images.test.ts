import { describe, expect, it } from 'vitest';
import { isOriginalPath, parsePhotoRequest, photoOfUrl, pictureView, variantUrl, widthsFor } from './responsive-images';

describe('isOriginalPath', () => {
  it.each([
    ['front.jpg', true],
    ['drill-100/front.JPEG', true],
    ['a/b/c/d/e.png', true],
    ['a/b/c/d/e/f.webp', false],
    ['front.gif', false],
    ['front.svg', false],
    ['../front.jpg', false],
    ['a/../front.jpg', false],
    ['.hidden.jpg', false],
    ['a//front.jpg', false],
    ['/front.jpg', false],
    ['fr ont.jpg', false],
  ])('%s: %s', (path, expected) => {
    expect(isOriginalPath(path)).toBe(expected);
  });
});

describe('parsePhotoRequest', () => {
  it.each([
    ['drill/front.jpg', { kind: 'original', path: 'drill/front.jpg' }],
    [
      'drill/front.jpg/0123456789ab-640.avif',
      { kind: 'variant', path: 'drill/front.jpg', hash: '0123456789ab', width: 640, format: 'avif' },
    ],
    [
      'front.png/0123456789ab-160.webp',
      { kind: 'variant', path: 'front.png', hash: '0123456789ab', width: 160, format: 'webp' },
    ],
    [
      'front.webp/0123456789ab-1280.jpg',
      { kind: 'variant', path: 'front.webp', hash: '0123456789ab', width: 1280, format: 'jpeg' },
    ],
    ['front.jpg/0123456789ab-641.avif', { kind: 'refused', reason: 'width' }],
    ['front.jpg/0123456789ab-4000.jpg', { kind: 'refused', reason: 'width' }],
    ['front.jpg/0123456789ab-640.gif', { kind: 'refused', reason: 'format' }],
    ['front.jpg/0123456789ab-640.jpeg', { kind: 'refused', reason: 'format' }],
    // not a variant's name: read as an original in a folder (answered 404 when there is none)
    ['front.jpg/0123456789AB-640.jpg', { kind: 'original', path: 'front.jpg/0123456789AB-640.jpg' }],
    ['0123456789ab-640.jpg', { kind: 'original', path: '0123456789ab-640.jpg' }],
    ['front.gif/0123456789ab-640.gif', { kind: 'unknown' }],
    ['front.jpg/0123-640.gif', { kind: 'unknown' }],
    ['../front.jpg/0123456789ab-640.jpg', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('%j', (file, expected) => {
    expect(parsePhotoRequest(file)).toEqual(expected);
  });
});

describe('photoOfUrl', () => {
  it.each([
    ['/media/cl/photos/drill/front.jpg', { tenant: 'cl', path: 'drill/front.jpg' }],
    ['/media/homy/photos/imported/0a1b.png', { tenant: 'homy', path: 'imported/0a1b.png' }],
    ['/media/cl/products/100/1.svg', undefined],
    ['/media/cl/photos/front.svg', undefined],
    ['https://cdn.example/media/cl/photos/front.jpg', undefined],
    ['/media/cl/photos/', undefined],
  ])('%s', (url, expected) => {
    expect(photoOfUrl(url)).toEqual(expected);
  });
});

describe('widthsFor: no upscaling, no wider than the slot needs', () => {
  it.each([
    [2000, 'gallery', [160, 320, 480, 640, 960, 1280]],
    [700, 'gallery', [160, 320, 480, 640]],
    [2000, 'card', [160, 320, 480, 640]],
    [2000, 'thumbnail', [160]],
    [2000, 'carousel', [160, 320, 480]],
    [2000, 'viewer', [160, 320, 480, 640, 960, 1280]],
    [100, 'gallery', [160]],
  ] as const)('%i px wide in %s: %j', (width, slot, expected) => {
    expect(widthsFor(width, slot)).toEqual(expected);
  });
});

describe('pictureView', () => {
  const photo = { url: '/media/cl/photos/p/front.jpg', hash: 'abcdef012345', width: 2000, height: 1500 };

  it('offers AVIF and WebP sources and a JPEG fallback in every width, at the original ratio', () => {
    const view = pictureView(photo, 'card');
    const widths = [160, 320, 480, 640];
    const srcset = (ext: string) =>
      widths.map((w) => `/media/cl/photos/p/front.jpg/abcdef012345-${w}.${ext} ${w}w`).join(', ');
    expect(view).toEqual({
      sources: [
        { type: 'image/avif', srcset: srcset('avif') },
        { type: 'image/webp', srcset: srcset('webp') },
      ],
      src: '/media/cl/photos/p/front.jpg/abcdef012345-640.jpg',
      srcset: srcset('jpg'),
      sizes: '(min-width: 1024px) 200px, 50vw',
      width: 640,
      height: 480,
    });
  });

  it('describes a small original by its own width', () => {
    const view = pictureView({ ...photo, width: 120, height: 90 }, 'gallery');
    expect(view.srcset).toBe('/media/cl/photos/p/front.jpg/abcdef012345-160.jpg 120w');
    expect([view.width, view.height]).toEqual([120, 90]);
  });

  it('keeps a height of at least one pixel', () => {
    expect(pictureView({ ...photo, width: 5000, height: 1 }, 'thumbnail').height).toBe(1);
  });

  it('builds variant URLs from the original URL', () => {
    expect(variantUrl('/media/br/photos/a.png', '0123456789ab', 960, 'webp')).toBe(
      '/media/br/photos/a.png/0123456789ab-960.webp',
    );
  });
});
