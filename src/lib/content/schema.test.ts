import { describe, expect, it } from 'vitest';
import { bannerSchema, pageSchema } from './schema';

const banner = {
  id: 'despacho-gratis',
  tenant: 'cl',
  position: 'header',
  title: 'Despacho gratis sobre {freeShippingFrom}',
  link: '/cl/landing/ayuda/preguntas-frecuentes/',
  colour: '#0b6b3a',
  starts: new Date('2026-01-01T03:00:00Z'),
};

const problems = (input: unknown) => {
  const result = bannerSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('banner frontmatter', () => {
  it('accepts a banner and fills the order', () => {
    expect(bannerSchema.parse(banner)).toEqual({ ...banner, order: 0 });
  });

  it('reads dates written as text, with their offset', () => {
    expect(bannerSchema.parse({ ...banner, starts: '2026-12-01T00:00:00-03:00' }).starts.toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    );
  });

  it.each([
    ['an unknown position', { position: 'footer' }, 'position'],
    ['another tenant', { tenant: 'xx' }, 'tenant'],
    ['an id with capitals', { id: 'Despacho' }, 'id'],
    ['a misspelt field', { titel: 'x' }, ''],
    ['neither image nor colour', { colour: undefined }, 'colour: give an image or a colour'],
    ['an image without alt text', { image: '/media/cl/banner.jpg' }, 'imageAlt'],
    ['link text without a link', { link: undefined, linkText: 'Ver' }, 'link: linkText needs a link'],
    ['an end before the start', { ends: new Date('2025-12-31T00:00:00Z') }, 'ends: must be after starts'],
    ['a link to another tenant', { link: '/pe/landing/ayuda/preguntas-frecuentes/' }, 'link: must stay'],
    ['a link with a space', { link: '/cl/search?Ntt=pintura latex' }, 'link'],
    ['an http link', { link: 'http://example.com/' }, 'link'],
    ['an unknown placeholder', { title: 'Gratis sobre {threshold}' }, 'title: unknown placeholder {threshold}'],
    ['a date that is no date', { starts: 'pronto' }, 'starts'],
    ['a colour name', { colour: 'green' }, 'colour'],
  ])('refuses %s', (_name, change, expected) => {
    expect(problems({ ...banner, ...change }).some((problem) => problem.startsWith(expected))).toBe(true);
  });

  it('accepts an https link, an image with alt text and an end after the start', () => {
    expect(
      problems({
        ...banner,
        link: 'https://wa.me/56950004000',
        image: '/media/cl/hero.jpg',
        imageAlt: 'Pareja pintando un muro',
        ends: new Date('2026-02-01T00:00:00Z'),
      }),
    ).toEqual([]);
  });
});

describe('page frontmatter', () => {
  const page = {
    id: 'ayuda',
    slug: 'preguntas-frecuentes',
    tenant: 'cl',
    title: 'Preguntas frecuentes',
    description: 'Respuestas sobre despacho, retiro y pagos.',
  };

  it('accepts a page with default order and blocks', () => {
    expect(pageSchema.parse(page)).toEqual({ ...page, order: 0, blocks: [] });
  });

  it('accepts FAQ and link blocks', () => {
    const blocks = [
      { type: 'faq', items: [{ question: '¿Cuánto cuesta?', answer: 'Depende de tu comuna.' }] },
      {
        type: 'links',
        title: 'Te puede ayudar',
        items: [{ label: 'Guía', href: '/cl/landing/guia/guia-de-calculo/' }],
      },
    ];
    expect(pageSchema.parse({ ...page, blocks }).blocks).toEqual(blocks);
  });

  it.each([
    ['a short description', { description: 'Ayuda' }, 'description'],
    ['a slug with spaces', { slug: 'preguntas frecuentes' }, 'slug'],
    ['an unknown block', { blocks: [{ type: 'video', items: [] }] }, 'blocks.0.type'],
    ['an empty FAQ', { blocks: [{ type: 'faq', items: [] }] }, 'blocks.0.items'],
  ])('refuses %s', (_name, change, field) => {
    const result = pageSchema.safeParse({ ...page, ...change });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
