import { describe, expect, it } from 'vitest';
import { activeBanners, bannerView, fillPlaceholders, isActive } from './banners';
import type { BannerData } from './schema';

const at = (iso: string) => new Date(iso);

function banner(id: string, over: Partial<BannerData> = {}): BannerData {
  return {
    id,
    tenant: 'cl',
    position: 'header',
    title: id,
    colour: '#000000',
    starts: at('2026-11-01T00:00:00Z'),
    order: 0,
    ...over,
  };
}

const tenant = {
  freeShippingFrom: 49990,
  siteName: 'Andamio Chile',
  help: { phone: '+56 600 500 4000', whatsapp: '56950004000' },
  currency: { code: 'CLP', symbol: '$', minorDigits: 0 },
  separator: { decimal: ',', thousand: '.', precision: 0 },
} as const;

describe('isActive (the clock is passed in)', () => {
  const christmas = banner('navidad', { starts: at('2026-12-01T03:00:00Z'), ends: at('2026-12-25T03:00:00Z') });

  it.each([
    ['2026-11-30T23:59:59Z', false],
    ['2026-12-01T03:00:00Z', true],
    ['2026-12-24T12:00:00Z', true],
    ['2026-12-25T02:59:59Z', true],
    ['2026-12-25T03:00:00Z', false],
  ])('at %s: %s', (now, expected) => {
    expect(isActive(christmas, at(now))).toBe(expected);
  });

  it('a banner without an end runs until removed', () => {
    expect(isActive(banner('x'), at('2099-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('activeBanners', () => {
  const banners = [
    banner('pickup', { order: 1 }),
    banner('free-shipping', { order: 0 }),
    banner('cyber', { order: 0, starts: at('2026-11-10T00:00:00Z'), ends: at('2026-11-12T00:00:00Z') }),
    banner('hero', { position: 'home-hero' }),
    banner('older-same-order', { order: 1, starts: at('2026-01-01T00:00:00Z') }),
  ];

  it('keeps the banners of the position showing now, lowest order first, then the newest', () => {
    expect(activeBanners(banners, { now: at('2026-11-11T00:00:00Z'), position: 'header' }).map((b) => b.id)).toEqual([
      'cyber',
      'free-shipping',
      'pickup',
      'older-same-order',
    ]);
    expect(activeBanners(banners, { now: at('2026-11-20T00:00:00Z'), position: 'header' }).map((b) => b.id)).toEqual([
      'free-shipping',
      'pickup',
      'older-same-order',
    ]);
  });

  it('without a position, every position', () => {
    expect(activeBanners(banners, { now: at('2026-11-20T00:00:00Z') })).toHaveLength(4);
  });

  it('orders equal banners by id so the answer is stable', () => {
    const twins = [banner('b'), banner('a')];
    expect(activeBanners(twins, { now: at('2026-11-20T00:00:00Z') }).map((b) => b.id)).toEqual(['a', 'b']);
  });
});

describe('placeholders and views', () => {
  it('fills the free-shipping threshold, the site name and the phone from the tenant', () => {
    expect(fillPlaceholders('Gratis sobre {freeShippingFrom} en {siteName}, llama al {phone}', tenant)).toBe(
      'Gratis sobre $ 49.990 en Andamio Chile, llama al +56 600 500 4000',
    );
    expect(fillPlaceholders('Sin cambios {otro}', tenant)).toBe('Sin cambios {otro}');
  });

  it('shapes a banner for callers', () => {
    const view = bannerView(
      banner('free', {
        title: 'Gratis sobre {freeShippingFrom}',
        text: 'Llama al {phone}',
        link: '/cl/',
        linkText: 'Ver',
        image: '/media/cl/free.jpg',
        imageAlt: 'Camión',
        ends: at('2027-01-01T00:00:00Z'),
      }),
      tenant,
    );
    expect(view).toEqual({
      id: 'free',
      position: 'header',
      title: 'Gratis sobre $ 49.990',
      text: 'Llama al +56 600 500 4000',
      link: { href: '/cl/', text: 'Ver' },
      image: { src: '/media/cl/free.jpg', alt: 'Camión' },
      colour: '#000000',
      textColour: null,
      order: 0,
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
    });
    const bare = bannerView({ ...banner('bare'), colour: undefined }, tenant);
    expect([bare.text, bare.link, bare.image, bare.colour, bare.endsAt]).toEqual([null, null, null, null, null]);
  });
});
