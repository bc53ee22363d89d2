import { describe, expect, it } from 'vitest';
import { isLive, timeLeft } from './landing-schedule';

const starts = new Date('2026-11-01T03:00:00Z');
const ends = new Date('2026-12-01T03:00:00Z');

describe('isLive', () => {
  it.each([
    ['before starts', '2026-11-01T02:59:59Z', { starts, ends, draft: false }, false],
    ['at starts', '2026-11-01T03:00:00Z', { starts, ends, draft: false }, true],
    ['inside the window', '2026-11-15T12:00:00Z', { starts, ends, draft: false }, true],
    ['a second before ends', '2026-12-01T02:59:59Z', { starts, ends, draft: false }, true],
    ['at ends', '2026-12-01T03:00:00Z', { starts, ends, draft: false }, false],
    ['after ends', '2027-01-01T00:00:00Z', { starts, ends, draft: false }, false],
    ['without ends, long after starts', '2030-01-01T00:00:00Z', { starts, draft: false }, true],
    ['a draft inside its window', '2026-11-15T12:00:00Z', { starts, ends, draft: true }, false],
  ])('%s', (_, now, landing, expected) => {
    expect(isLive(landing, new Date(now))).toBe(expected);
  });
});

describe('timeLeft', () => {
  it.each([
    ['days, hours, minutes and seconds', '2026-11-29T01:58:57Z', { days: 2, hours: 1, minutes: 1, seconds: 3 }],
    ['under a minute', '2026-12-01T02:59:30Z', { days: 0, hours: 0, minutes: 0, seconds: 30 }],
    ['zeros at the end', '2026-12-01T03:00:00Z', { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['zeros after the end, never negative', '2026-12-05T00:00:00Z', { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%s', (_, now, expected) => {
    expect(timeLeft(ends, new Date(now))).toEqual(expected);
  });
});
