import { describe, expect, it } from 'vitest';
import { channelFromWidth, parseChannel } from './channel';

describe('channelFromWidth', () => {
  it.each([
    [320, 'MOBILE'],
    [720, 'MOBILE'],
    [1023, 'MOBILE'],
    [1023.5, 'MOBILE'],
    [1024, 'WEB'],
    [1280, 'WEB'],
    [2560, 'WEB'],
    [Number.NaN, 'WEB'],
  ])('a window %d px wide is %s', (width, channel) => {
    expect(channelFromWidth(width)).toBe(channel);
  });
});

describe('parseChannel', () => {
  it.each([
    ['WEB', 'WEB'],
    ['MOBILE', 'MOBILE'],
    ['TABLET', 'TABLET'],
    ['mobile', 'MOBILE'],
    [' Tablet ', 'TABLET'],
    ['APP', 'WEB'],
    ['', 'WEB'],
    [null, 'WEB'],
    [undefined, 'WEB'],
  ])('reads header value %j as %s', (value, channel) => {
    expect(parseChannel(value)).toBe(channel);
  });
});
