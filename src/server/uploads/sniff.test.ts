import { describe, expect, it } from 'vitest';
import { declaredTypeMatches, mediaKind, sniffMediaType } from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
const box = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

describe('sniffMediaType: the format is read from the bytes', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['a WEBP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['an MP4 (isom)', box('isom'), 'video/mp4'],
    ['an MP4 (mp42)', box('mp42'), 'video/mp4'],
    ['a QuickTime movie', box('qt  '), 'video/quicktime'],
    [
      'a WebM video',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'),
      'video/webm',
    ],
  ])('recognises %s', (_, input, expected) => {
    expect(sniffMediaType(input)).toBe(expected);
  });

  it.each([
    ['nothing', bytes()],
    ['HTML', bytes('<!doctype html><script>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a GIF', bytes('GIF89a')],
    ['a HEIC photo (an ISO container that is not a video)', box('heic')],
    ['a Matroska video that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], 'matroska')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a WAV file (RIFF, not WEBP)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
  ])('refuses %s', (_, input) => {
    expect(sniffMediaType(input)).toBeUndefined();
  });
});

describe('declaredTypeMatches', () => {
  it.each([
    ['image/jpeg', 'image/jpeg', true],
    ['IMAGE/PNG; charset=binary', 'image/png', true],
    ['video/quicktime', 'video/mp4', true],
    ['video/mp4', 'video/quicktime', true],
    ['image/png', 'image/jpeg', false],
    ['video/mp4', 'image/png', false],
    ['text/plain', 'image/png', false],
    ['constructor', 'image/png', false],
  ] as const)('%s declared, %s found: %s', (declared, sniffed, expected) => {
    expect(declaredTypeMatches(declared, sniffed)).toBe(expected);
  });

  it('calls images photos and the rest videos', () => {
    expect(mediaKind('image/webp')).toBe('photo');
    expect(mediaKind('video/webm')).toBe('video');
  });
});
