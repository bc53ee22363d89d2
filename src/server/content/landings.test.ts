import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import type { DatabaseHandle } from '../db';
import { catalogueDatabase } from '../product/test-catalogue';
import { tenantSitemapEntries } from '../seo/sitemap';
import { findLanding, hasPreviewToken, liveLandings } from './landings';
import type { ContentSource, LandingEntry } from './source';

const landing = (fields: Partial<LandingEntry> & Pick<LandingEntry, 'id' | 'slug'>): LandingEntry => ({
  tenant: 'br',
  title: 'Black Friday',
  description: 'As ofertas da Black Friday em tintas e ferramentas.',
  starts: new Date('2026-11-01T03:00:00Z'),
  ends: new Date('2026-12-01T03:00:00Z'),
  draft: false,
  blocks: [{ type: 'text' }],
  html: '',
  ...fields,
});

const source: ContentSource = {
  banners: async () => [],
  pages: async () => [],
  landings: async () => [
    landing({ id: 'black-friday', slug: 'ofertas-black-friday' }),
    landing({ id: 'natal', slug: 'ofertas-de-natal', draft: true }),
    landing({ id: 'volta-as-aulas', slug: 'ofertas', starts: new Date('2027-01-15T03:00:00Z'), ends: undefined }),
  ],
};
const br = getTenant('br');
const inWindow = new Date('2026-11-20T12:00:00Z');

describe('findLanding', () => {
  it.each([
    ['a live page', 'black-friday', inWindow, false, 'page'],
    ['a page after its end', 'black-friday', new Date('2026-12-01T03:00:00Z'), false, 'hidden'],
    ['a draft', 'natal', inWindow, false, 'hidden'],
    ['a draft, previewed', 'natal', inWindow, true, 'page'],
    ['a page before its start', 'volta-as-aulas', inWindow, false, 'hidden'],
    ['a page before its start, previewed', 'volta-as-aulas', inWindow, true, 'page'],
    ['an id no landing page has', 'ajuda', inWindow, false, 'none'],
  ])('%s', async (_, id, now, preview, kind) => {
    expect((await findLanding(source, br, id, now, preview)).kind).toBe(kind);
  });

  it('gives the page its own address, from its id and slug', async () => {
    const found = await findLanding(source, br, 'black-friday', inWindow, false);
    expect(found).toMatchObject({
      kind: 'page',
      url: '/br/landing/black-friday/ofertas-black-friday/',
      preview: false,
    });
  });

  it('finds nothing in a source without landing pages', async () => {
    const none: ContentSource = { banners: async () => [], pages: async () => [] };
    expect(await findLanding(none, br, 'black-friday', inWindow, true)).toEqual({ kind: 'none' });
    expect(await liveLandings(none, br, inWindow)).toEqual([]);
  });
});

describe('hasPreviewToken', () => {
  const url = (query: string) => new URL(`http://localhost/br/landing/natal/ofertas-de-natal/${query}`);
  it.each([
    ['the right token', '?preview=s3cret-token', 's3cret-token', true],
    ['a wrong token of the same length', '?preview=s3cret-tokem', 's3cret-token', false],
    ['a shorter token', '?preview=s3cret', 's3cret-token', false],
    ['no token in the address', '', 's3cret-token', false],
    ['no PREVIEW_TOKEN configured', '?preview=', undefined, false],
    ['an empty PREVIEW_TOKEN', '?preview=', '', false],
  ])('%s', (_, query, token, expected) => {
    expect(hasPreviewToken(url(query), token)).toBe(expected);
  });
});

describe('landing pages in the sitemap', () => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await catalogueDatabase(['br'], 40));
  });
  afterAll(() => dispose());
  const landingLocs = async (now: Date) =>
    (await tenantSitemapEntries(handle, source, br, now))
      .map((entry) => entry.loc)
      .filter((loc) => loc.includes('/landing/'));

  it('lists a page inside its window, never a draft or a page not started', async () => {
    expect(await landingLocs(inWindow)).toEqual([
      'https://www.andamio.com.br/br/landing/black-friday/ofertas-black-friday/',
    ]);
  });

  it('drops a page once it has ended, and lists one once it has started', async () => {
    expect(await landingLocs(new Date('2027-02-01T00:00:00Z'))).toEqual([
      'https://www.andamio.com.br/br/landing/volta-as-aulas/ofertas/',
    ]);
  });
});
