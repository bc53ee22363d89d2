import { describe, expect, it } from 'vitest';
import { parseTileUrl } from './map-tiles';

describe('parseTileUrl', () => {
  it.each([
    [undefined, { ok: false, reason: 'unset' }],
    ['', { ok: false, reason: 'unset' }],
    ['   ', { ok: false, reason: 'unset' }],
    ['tile.openstreetmap.org/{z}/{x}/{y}.png', { ok: false, reason: 'invalid' }],
    ['javascript:alert(1)//{z}{x}{y}', { ok: false, reason: 'invalid' }],
    ['https://tiles.example/{z}/{x}.png', { ok: false, reason: 'invalid' }],
    ['https://tiles.example/{z}/{x}/{y}.png" onload="x', { ok: false, reason: 'invalid' }],
    [
      ' https://tile.openstreetmap.org/{z}/{x}/{y}.png ',
      { ok: true, url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
    ],
    ['http://localhost:8080/{z}/{x}/{y}.png', { ok: true, url: 'http://localhost:8080/{z}/{x}/{y}.png' }],
  ])('%j → %j', (value, expected) => {
    expect(parseTileUrl(value)).toEqual(expected);
  });
});
