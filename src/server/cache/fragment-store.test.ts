import { describe, expect, it } from 'vitest';
import { FragmentStore } from './fragment-store';

const weighText = (text: string) => text.length * 2;

describe('FragmentStore', () => {
  it('answers what it keeps, and counts hits and misses', () => {
    const store = new FragmentStore(100_000, weighText);
    store.set('a', '<article>a</article>');
    expect(store.get('a')).toBe('<article>a</article>');
    expect(store.get('b')).toBeUndefined();
    expect(store.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('drops the least recently used to stay within its bytes, key and overhead included', () => {
    // each entry: 128 overhead + 2 (key) + 600 (300 characters) = 730 bytes
    const store = new FragmentStore(2_000, weighText);
    const text = 'x'.repeat(300);
    store.set('a', text);
    store.set('b', text);
    store.get('a');
    store.set('c', text);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe(text);
    expect(store.stats()).toMatchObject({ entries: 2, bytes: 1_460 });
  });

  it('keeps nothing larger than its cap, and a key set again replaces its entry', () => {
    const store = new FragmentStore(1_000, weighText);
    store.set('a', 'x'.repeat(1_000));
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
    store.set('a', 'short');
    store.set('a', 'longer');
    expect(store.get('a')).toBe('longer');
    expect(store.stats()).toMatchObject({ entries: 1, bytes: 128 + 2 + 12 });
  });

  it('keeps nothing under a budget of less than a byte (CARD_CACHE_MB=0.0000001)', () => {
    const store = new FragmentStore(0.1, weighText);
    store.set('a', 'x');
    expect(store.get('a')).toBeUndefined();
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
