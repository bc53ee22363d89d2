import { describe, expect, it } from 'vitest';
import { cryptoIds } from './ids';

describe('cryptoIds', () => {
  it('gives hex ids of the asked length, never the same twice, across many refills of its pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const bytes = i % 2 === 0 ? 8 : 16;
      const id = cryptoIds.hex(bytes);
      expect(id).toMatch(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
      seen.add(id);
    }
    expect(seen.size).toBe(3000);
  });

  it('gives ids longer than its pool', () => {
    expect(cryptoIds.hex(5000)).toMatch(/^[0-9a-f]{10000}$/);
  });

  it('gives version 4 UUIDs', () => {
    expect(cryptoIds.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
