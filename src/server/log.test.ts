import { describe, expect, it } from 'vitest';
import { describeError } from './log';

describe('describeError', () => {
  it('gives an error its class and message', () => {
    expect(describeError(new TypeError('fetch failed'))).toBe('TypeError: fetch failed');
  });

  it('writes anything else thrown as text', () => {
    expect(describeError('timeout')).toBe('timeout');
    expect(describeError(undefined)).toBe('undefined');
  });
});
