import { describe, expect, it } from 'vitest';
import {
  attributionMarkup,
  directionsUrl,
  maxTileAttributionLength,
  parseTileAttribution,
  parseTileUrl,
  tileSource,
} from './map-tiles';

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

describe('parseTileAttribution', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  \n ', null],
    ['  © OpenStreetMap\n contributors ', '© OpenStreetMap contributors'],
  ])('%j → %j', (value, expected) => {
    expect(parseTileAttribution(value)).toBe(expected);
  });

  it('keeps a credit line, not a paragraph', () => {
    expect(parseTileAttribution('x'.repeat(500))).toHaveLength(maxTileAttributionLength);
  });
});

describe('attributionMarkup', () => {
  it('escapes what Leaflet would read as markup', () => {
    expect(attributionMarkup(`<img src=x onerror="alert('1')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co',
    );
  });

  it('leaves plain credit as it is', () => {
    expect(attributionMarkup('© OpenStreetMap contributors')).toBe('© OpenStreetMap contributors');
  });
});

describe('directionsUrl', () => {
  it('asks the maps app for the way to the store’s position', () => {
    expect(directionsUrl(-33.4489, -70.6693)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.4489%2C-70.6693',
    );
  });
});

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png?key=a', 'https://*.tile.example.org'],
    ['https://tiles-{s}.maps.example.org/{z}/{x}/{y}.png', 'https://*.maps.example.org'],
    ['http://127.0.0.1:5555/{z}/{x}/{y}.png', 'http://127.0.0.1:5555'],
    ['https://{s}/{z}/{x}/{y}.png', undefined],
    ['ftp://tiles.example.org/{z}/{x}/{y}.png', undefined],
  ])('%s is %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});
