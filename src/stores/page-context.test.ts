import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test-support/browser';
import { pageTenant, readCookie } from './page-context';

afterEach(() => vi.unstubAllGlobals());

describe('the tenant of the page (<html data-tenant>)', () => {
  it.each([
    ['cl', 'cl'],
    ['br', 'br'],
    ['pe', 'pe'],
    // anything else would put a stranger's words in API paths and cookie names: Chile is the default
    ['', 'cl'],
    ['CL', 'cl'],
    ['c', 'cl'],
    ['toolongxx', 'cl'],
    ['../admin', 'cl'],
  ])('data-tenant "%s" reads as %s', (written, tenant) => {
    stubBrowser({ tenant: written });
    expect(pageTenant()).toBe(tenant);
  });

  it('a page without the attribute reads as cl', () => {
    const { document } = stubBrowser();
    delete document.documentElement.dataset.tenant;
    expect(pageTenant()).toBe('cl');
  });

  it('on the server, where there is no document, reads as cl', () => {
    expect(pageTenant()).toBe('cl');
  });
});

describe('reading a cookie the server wrote', () => {
  it.each([
    ['a value Astro URI-encoded comes back decoded', 'theme=dark; regionLabel=Las%20Condes', 'Las Condes'],
    ['the first cookie of the string', 'regionLabel=Providencia; theme=dark', 'Providencia'],
    ['a value holding "=" keeps it', 'regionLabel=a=b=c', 'a=b=c'],
    ['a value that is not valid URI encoding comes back as written', 'regionLabel=100%; x=1', '100%'],
    ['an empty value is empty, not missing', 'regionLabel=; x=1', ''],
  ])('%s', (_, cookie, value) => {
    const { document } = stubBrowser();
    document.cookie = cookie;
    expect(readCookie('regionLabel')).toBe(value);
  });

  it.each([
    ['no cookie of that name', 'theme=dark'],
    ['only a cookie whose name starts the same', 'regionLabelOld=Ñuñoa'],
    ['no cookies at all', ''],
  ])('is undefined with %s', (_, cookie) => {
    const { document } = stubBrowser();
    document.cookie = cookie;
    expect(readCookie('regionLabel')).toBeUndefined();
  });

  it('is undefined on the server, where there is no document', () => {
    expect(readCookie('regionLabel')).toBeUndefined();
  });
});
