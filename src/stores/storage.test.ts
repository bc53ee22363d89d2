import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MemoryStorage, stubBrowser } from '../test-support/browser';
import { getItem, localKeys, onOtherTab, removeItem, sessionKeys, setItem } from './storage';

const asText = (raw: unknown) => (typeof raw === 'string' ? raw : undefined);

afterEach(() => vi.unstubAllGlobals());

describe('the storage wrapper (docs/browser-state.md)', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;
  beforeEach(() => {
    ({ localStorage: local, sessionStorage: session } = stubBrowser());
  });

  it('keeps values as JSON and reads them back through the caller’s parse', () => {
    setItem('local', localKeys.zoneInfo, { zoneId: '13101', isFallback: false });
    expect(local.getItem('zoneInfo')).toBe('{"zoneId":"13101","isFallback":false}');
    expect(getItem('local', localKeys.zoneInfo, (raw) => raw)).toEqual({ zoneId: '13101', isFallback: false });
  });

  it('keeps local and session storage apart', () => {
    setItem('session', sessionKeys.searchTerm, 'pintura');
    expect(getItem('session', 'searchTerm', asText)).toBe('pintura');
    expect(getItem('local', 'searchTerm', asText)).toBeUndefined();
    expect(session.length).toBe(1);
    expect(local.length).toBe(0);
  });

  it('removes a value', () => {
    setItem('local', localKeys.queryId, 'abc');
    removeItem('local', localKeys.queryId);
    expect(getItem('local', localKeys.queryId, asText)).toBeUndefined();
  });

  it.each([
    ['nothing was kept', undefined],
    ['another version of the page wrote something that is not JSON', 'pintura'],
    ['the value is not what the caller expects', '42'],
  ])('reads as nothing when %s', (_, written) => {
    if (written !== undefined) local.setItem('searchTerm', written);
    expect(getItem('local', 'searchTerm', asText)).toBeUndefined();
  });

  it('a full storage writes nothing and breaks nothing: the value kept before stays', () => {
    setItem('local', localKeys.history, ['100001']);
    local.full = true;
    expect(() => setItem('local', localKeys.history, ['100001', '100002'])).not.toThrow();
    expect(getItem('local', localKeys.history, (raw) => raw)).toEqual(['100001']);
  });
});

describe('a browser without storage (private windows, storage blocked)', () => {
  it('with no storage at all reads nothing and writes nothing', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => setItem('local', localKeys.zipCode, '7500000')).not.toThrow();
    expect(() => removeItem('local', localKeys.zipCode)).not.toThrow();
    expect(getItem('local', localKeys.zipCode, asText)).toBeUndefined();
  });

  it('where touching storage throws (a blocked site), reads nothing and writes nothing', () => {
    vi.stubGlobal('sessionStorage', undefined);
    // a browser blocking the site's storage throws on the property itself, not on its methods
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => setItem('session', sessionKeys.currentUrl, '/cl/')).not.toThrow();
    expect(() => removeItem('session', sessionKeys.currentUrl)).not.toThrow();
    expect(getItem('session', sessionKeys.currentUrl, asText)).toBeUndefined();
  });
});

describe('another tab writing local storage (the storage event)', () => {
  it('tells the listener the new value of its key, parsed', () => {
    const { window } = stubBrowser();
    const heard: unknown[] = [];
    onOtherTab(localKeys.abandonedCart, (raw) => heard.push(raw));
    window.otherTabWrote('abandonedCart', '{"tenant":"cl","count":3}');
    expect(heard).toEqual([{ tenant: 'cl', count: 3 }]);
  });

  it.each([
    ['another key', 'compareList', '["100001"]'],
    ['the key removed', 'abandonedCart', null],
    ['something that is not JSON', 'abandonedCart', '{broken'],
  ])('ignores %s', (_, key, newValue) => {
    const { window } = stubBrowser();
    const heard: unknown[] = [];
    onOtherTab(localKeys.abandonedCart, (raw) => heard.push(raw));
    window.otherTabWrote(key, newValue);
    expect(heard).toEqual([]);
  });

  it('stops telling once the listener is removed', () => {
    const { window } = stubBrowser();
    const heard: unknown[] = [];
    const stop = onOtherTab(localKeys.abandonedCart, (raw) => heard.push(raw));
    stop();
    window.otherTabWrote('abandonedCart', '{"count":1}');
    expect(heard).toEqual([]);
  });

  it('on the server, where there is no window, listens to nothing and can be stopped', () => {
    const stop = onOtherTab(localKeys.abandonedCart, () => {});
    expect(stop).toBeTypeOf('function');
    expect(() => stop()).not.toThrow();
  });
});
