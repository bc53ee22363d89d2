import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

const text = robotsTxt({ origin: 'https://shop.example', tenants: ['cl', 'br'] });
const lines = text.split('\n');

describe('robotsTxt', () => {
  it('opens the storefront to every crawler', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  });

  it.each([
    '/api/',
    '/_error',
    '/no-search-result',
    '/cl/cart',
    '/cl/account',
    '/cl/checkout',
    '/br/cart',
    '/br/account',
    '/br/checkout',
    '/cl/compare',
    '/br/location',
    '/*?f.',
    '/*&f.',
    '/*?sortBy=',
    '/*&sortBy=',
  ])('disallows %s', (path) => {
    expect(lines).toContain(`Disallow: ${path}`);
  });

  it('never blocks by a wildcard that reaches into catalogue paths', () => {
    // "/*/cart" would also match /cl/category/1/carteles/
    expect(lines.filter((line) => line.startsWith('Disallow: /*/'))).toEqual([]);
  });

  it('names the sitemap index on the given origin and ends with a newline', () => {
    expect(lines).toContain('Sitemap: https://shop.example/sitemap-index.xml');
    expect(text.endsWith('\n')).toBe(true);
  });
});
