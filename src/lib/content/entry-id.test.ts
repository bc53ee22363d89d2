import { describe, expect, it } from 'vitest';
import { ContentFileError, duplicateGuard, tenantEntryId } from './entry-id';

describe('tenantEntryId', () => {
  it('is the path without the extension', () => {
    expect(tenantEntryId('banners', 'cl/despacho-gratis.md', { tenant: 'cl' })).toBe('cl/despacho-gratis');
  });

  it('leaves a missing tenant to the schema', () => {
    expect(tenantEntryId('banners', 'pe/a.md', {})).toBe('pe/a');
  });

  it.each([
    ['a file outside a tenant folder', 'despacho.md', 'content files go in a tenant folder'],
    ['an unknown folder', 'xx/despacho.md', 'content files go in a tenant folder'],
    ['a nested folder', 'cl/2026/despacho.md', 'content files go in a tenant folder'],
  ])('refuses %s, naming the file', (_name, entry, message) => {
    expect(() => tenantEntryId('banners', entry, {})).toThrow(ContentFileError);
    expect(() => tenantEntryId('banners', entry, {})).toThrow(`src/content/banners/${entry}: ${message}`);
    expect(() => tenantEntryId('banners', entry, {})).toThrow(
      'where <tenant> is one of cl, pe, co, ar, br, mx, uy, homy, obra',
    );
  });

  it('refuses a tenant field that is not its folder, naming the file and the field', () => {
    expect(() => tenantEntryId('pages', 'cl/faq.md', { tenant: 'pe' })).toThrow(
      'src/content/pages/cl/faq.md: field "tenant" is "pe" but the file is in the "cl" folder. Set tenant: cl, or move the file.',
    );
  });
});

describe('duplicateGuard', () => {
  const existing = new Set(['cl/a.md', 'cl/b.md', 'pe/a.md']);
  const guard = () =>
    duplicateGuard(
      'banners',
      (data) => data.id as string | undefined,
      'id',
      (file) => existing.has(file),
    );

  it('refuses a second file with the same id in one tenant, naming both files', () => {
    const check = guard();
    check('cl/a.md', { id: 'free' });
    expect(() => check('cl/b.md', { id: 'free' })).toThrow(
      'src/content/banners/cl/b.md: id "free" is already used by src/content/banners/cl/a.md. Give each file its own id.',
    );
  });

  it('allows the same id in another tenant, the same file again, and a file without an id', () => {
    const check = guard();
    check('cl/a.md', { id: 'free' });
    expect(() => check('pe/a.md', { id: 'free' })).not.toThrow();
    expect(() => check('cl/a.md', { id: 'free' })).not.toThrow();
    expect(() => check('cl/b.md', {})).not.toThrow();
  });

  it('lets a renamed file take its id over when the old file is gone', () => {
    const check = guard();
    check('cl/old.md', { id: 'free' });
    expect(() => check('cl/b.md', { id: 'free' })).not.toThrow();
  });
});
