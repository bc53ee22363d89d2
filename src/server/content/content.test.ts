import { describe, expect, it } from 'vitest';
import type { BannerData } from '../../lib/content/schema';
import { getTenant } from '../../tenants/registry';
import type { TenantId } from '../../tenants/schema';
import { ApiError } from '../api/errors';
import { bannersShowing, smartBanner } from './banners';
import { contentIndex, contentPage } from './pages';
import type { ContentSource, PageEntry } from './source';

const cl = getTenant('cl');
const at = (iso: string) => new Date(iso);
const banner = (id: string, over: Partial<BannerData> = {}): BannerData => ({
  id,
  tenant: 'cl',
  position: 'header',
  title: id,
  colour: '#000000',
  starts: at('2026-01-01T03:00:00Z'),
  order: 0,
  ...over,
});
const page = (id: string, slug: string, over: Partial<PageEntry> = {}): PageEntry => ({
  id,
  slug,
  tenant: 'cl',
  title: `${id} ${slug}`,
  description: 'Una página de ayuda de prueba.',
  order: 0,
  blocks: [],
  html: `<p>${slug}</p>`,
  ...over,
});

/** The collections as arrays: only the tenant's files, as getCollection filters them. */
function source(banners: BannerData[], pages: PageEntry[]): ContentSource {
  return {
    banners: async (tenant: TenantId) => banners.filter((b) => b.tenant === tenant),
    pages: async (tenant: TenantId) => pages.filter((p) => p.tenant === tenant),
  };
}

const content = source(
  [
    banner('free-shipping', { title: 'Despacho gratis sobre {freeShippingFrom}' }),
    banner('pickup', { order: 1 }),
    banner('christmas', {
      position: 'home-hero',
      starts: at('2026-12-01T03:00:00Z'),
      ends: at('2026-12-25T03:00:00Z'),
    }),
    banner('cyber', { position: 'home-hero', starts: at('2026-06-01T04:00:00Z'), ends: at('2026-06-04T04:00:00Z') }),
    banner('peru-only', { tenant: 'pe' }),
  ],
  [
    page('cmr', 'precio-cmr', { order: 1 }),
    page('cmr', 'tarjeta-cmr', { order: 0, updated: at('2026-11-01T00:00:00Z') }),
    page('ayuda', 'preguntas-frecuentes'),
    page('ayuda', 'preguntas-frecuentes', { tenant: 'pe' }),
  ],
);

async function status(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe('banners showing now', () => {
  it('header banners in order, with the tenant placeholders filled', async () => {
    const banners = await bannersShowing(content, cl, { now: at('2026-11-22T12:00:00Z'), position: 'header' });
    expect(banners.map((b) => [b.id, b.title])).toEqual([
      ['free-shipping', 'Despacho gratis sobre $ 49.990'],
      ['pickup', 'pickup'],
    ]);
  });

  it('a campaign shows only between its dates', async () => {
    const ids = async (now: string) =>
      (await bannersShowing(content, cl, { now: at(now), position: 'home-hero' })).map((b) => b.id);
    expect(await ids('2026-06-02T12:00:00Z')).toEqual(['cyber']);
    expect(await ids('2026-11-22T12:00:00Z')).toEqual([]);
    expect(await ids('2026-12-01T03:00:00Z')).toEqual(['christmas']);
    expect(await ids('2026-12-25T03:00:00Z')).toEqual([]);
  });

  it('a limit keeps the first ones', async () => {
    expect(
      await bannersShowing(content, cl, { now: at('2026-11-22T00:00:00Z'), position: 'header', limit: 1 }),
    ).toHaveLength(1);
  });

  it('a smart banner by id, whatever its position; unknown, scheduled, ended or another tenant’s is 404', async () => {
    expect((await smartBanner(content, cl, 'christmas', at('2026-12-10T00:00:00Z'))).position).toBe('home-hero');
    for (const [id, now] of [
      ['nope', '2026-12-10T00:00:00Z'],
      ['christmas', '2026-11-22T00:00:00Z'],
      ['cyber', '2026-11-22T00:00:00Z'],
      ['peru-only', '2026-11-22T00:00:00Z'],
    ] as const) {
      expect(await status(smartBanner(content, cl, id, at(now)))).toBe(404);
    }
  });
});

describe('content pages', () => {
  it('by id and slug, with the landing URL the tenant configuration links to', async () => {
    const view = await contentPage(content, cl, ['cmr', 'precio-cmr']);
    expect(view).toMatchObject({
      id: 'cmr',
      slug: 'precio-cmr',
      url: cl.cmrPageLink.withCmrPrice,
      html: '<p>precio-cmr</p>',
    });
    expect(view.updatedAt).toBeNull();
  });

  it('by id alone, the page of that id with the lowest order', async () => {
    const view = await contentPage(content, cl, ['cmr']);
    expect([view.slug, view.updatedAt]).toEqual(['tarjeta-cmr', '2026-11-01T00:00:00.000Z']);
  });

  it.each([[['nope']], [['cmr', 'nope']], [['CMR']], [['cmr', 'precio-cmr', 'x']], [[]], [['../etc']]])(
    '%j is 404',
    async (path) => {
      expect(await status(contentPage(content, cl, path))).toBe(404);
    },
  );

  it('the index lists the tenant’s pages only', async () => {
    expect((await contentIndex(content, cl)).map((p) => p.url)).toEqual([
      cl.faqPageLink,
      cl.cmrPageLink.withoutCmrPrice,
      cl.cmrPageLink.withCmrPrice,
    ]);
  });
});
