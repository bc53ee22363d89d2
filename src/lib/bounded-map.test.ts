import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its capacity, dropping the least recently used first', () => {
    const memo = new BoundedMap<string, number>(2);
    memo.set('a', 1).set('b', 2);
    expect(memo.get('a')).toBe(1);
    memo.set('c', 3);
    expect(memo.size).toBe(2);
    expect(memo.has('b')).toBe(false);
    expect(memo.get('a')).toBe(1);
    expect(memo.get('c')).toBe(3);
  });

  it('replaces a value without growing, and holds undefined-free misses apart from stored falsy values', () => {
    const memo = new BoundedMap<string, number | null>(2);
    memo.set('a', null).set('a', 0);
    expect(memo.size).toBe(1);
    expect(memo.get('a')).toBe(0);
    expect(memo.has('a')).toBe(true);
    expect(memo.get('missing')).toBeUndefined();
  });

  it('forgets everything when cleared, and fills again', () => {
    const memo = new BoundedMap<string, number>(2);
    memo.set('a', 1).set('b', 2);
    memo.clear();
    expect(memo.size).toBe(0);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.set('c', 3).get('c')).toBe(3);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a capacity of %s', (capacity) => {
    expect(() => new BoundedMap(capacity)).toThrow(RangeError);
  });
});
