import { describe, expect, it } from 'vitest';
import { landingSchema } from './landing-schema';

const base = {
  id: 'cyber-day',
  slug: 'ofertas-cyber-day',
  tenant: 'cl',
  title: 'Cyber Day',
  description: 'Las ofertas del Cyber Day en pinturas y herramientas.',
  starts: '2026-11-01T00:00:00-03:00',
  ends: '2026-12-01T00:00:00-03:00',
};
const grid = { type: 'products', title: 'Destacados', skus: ['1000000', '1104729'] };
const landing = (fields: Record<string, unknown> = {}, blocks: unknown[] = [grid]) => ({ ...base, blocks, ...fields });

/** "path: message" of each issue, the way the build prints them. */
function issues(
  schema: {
    safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('landingSchema', () => {
  it('reads a page with every kind of block, with defaults', () => {
    const parsed = landingSchema.parse(
      landing({}, [
        {
          type: 'hero',
          title: 'Cyber Day',
          text: 'Hasta 40 % menos',
          link: '/cl/collection/novedades/',
          linkText: 'Ver',
        },
        { type: 'countdown', title: 'Termina en' },
        grid,
        { type: 'products', title: 'Pintura', collection: 'especial-pintura', limit: 8 },
        { type: 'products', title: 'Taladros', query: { term: 'taladro', facets: { brand: ['Voltmak'] } } },
        { type: 'categories', title: 'Categorías', items: [{ category: 'CATG10000' }] },
        { type: 'brands', title: 'Marcas', items: ['Colorfino'] },
        { type: 'text' },
        { type: 'faq', items: [{ question: '¿Hasta cuándo?', answer: 'Hasta el 1 de diciembre.' }] },
      ]),
    );
    expect(parsed.draft).toBe(false);
    expect(parsed.starts).toEqual(new Date('2026-11-01T03:00:00Z'));
    expect(parsed.blocks[0]).toMatchObject({ colour: '#1f4e8c', textColour: '#ffffff' });
    expect(parsed.blocks[2]).toMatchObject({ limit: 12 });
    expect(parsed.blocks[4]).toMatchObject({ query: { sort: 'best-selling' } });
  });

  it.each([
    ['an unknown field', landing({ colour: '#000000' }), ': Unrecognized key: "colour"'],
    ['an unknown field in a block', landing({}, [{ ...grid, skuz: ['1'] }]), 'blocks.0: Unrecognized key: "skuz"'],
    [
      'an unknown block',
      landing({}, [{ type: 'video', title: 'Video' }]),
      'blocks.0.type: must be one of hero, products, categories, brands, text, countdown, faq',
    ],
    [
      'a SKU that is not seven digits',
      landing({}, [{ ...grid, skus: ['12345'] }]),
      'blocks.0.skus.0: must be a SKU such as "1000000" (seven digits)',
    ],
    ['ends before starts', landing({ ends: '2026-10-01' }), 'ends: must be after starts'],
    [
      'a bad date',
      landing({ starts: 'soon' }),
      'starts: must be a date such as 2026-12-01 or 2026-12-01T00:00:00-03:00',
    ],
    ['no blocks', landing({}, []), 'blocks: Too small: expected array to have >=1 items'],
    [
      'a grid chosen two ways',
      landing({}, [{ ...grid, collection: 'novedades' }]),
      'blocks.0: choose the products one way: skus, collection or query',
    ],
    [
      'a grid chosen no way',
      landing({}, [{ type: 'products', title: 'Destacados' }]),
      'blocks.0: choose the products one way: skus, collection or query',
    ],
    [
      'an empty query',
      landing({}, [{ type: 'products', title: 'Todo', query: {} }]),
      'blocks.0.query: give a term, facets or both',
    ],
    [
      'a bad facet name',
      landing({}, [{ type: 'products', title: 'Todo', query: { facets: { 'Mar ca': ['x'] } } }]),
      'blocks.0.query.facets.Mar ca: Invalid key in record',
    ],
    [
      'a countdown without ends',
      landing({ ends: undefined }, [grid, { type: 'countdown', title: 'Termina en' }]),
      'blocks.1: a countdown counts to ends: give the page an end',
    ],
    [
      'a hero image without words',
      landing({}, [{ type: 'hero', title: 'Cyber', image: '/img/cyber.jpg' }]),
      'blocks.0.imageAlt: describe the image for shoppers who cannot see it',
    ],
    [
      'a hero call to action without a link',
      landing({}, [{ type: 'hero', title: 'Cyber', linkText: 'Ver' }]),
      'blocks.0.link: linkText needs a link',
    ],
    [
      'two text blocks',
      landing({}, [grid, { type: 'text' }, { type: 'text' }]),
      'blocks: the Markdown body is placed once: at most one text block',
    ],
    [
      'a category that is not an id',
      landing({}, [{ type: 'categories', title: 'Categorías', items: [{ category: 'pinturas' }] }]),
      'blocks.0.items.0.category: must be a category id such as "CATG10002"',
    ],
    [
      'a SKU that is not seven digits',
      landing({}, [{ ...grid, skus: ['1000000', 'SKU-42'] }]),
      'blocks.0.skus.1: must be a SKU such as "1000000" (seven digits)',
    ],
    [
      'an upper-case slug',
      landing({ slug: 'Cyber' }),
      'slug: must be lower-case letters and digits joined by hyphens, e.g. "cyber-day"',
    ],
  ])('refuses %s, naming the field', (_, input, expected) => {
    expect(issues(landingSchema, input)).toContain(expected);
  });
});

describe('landingSchema: names in their shape, whatever the catalogue holds', () => {
  // the catalogue is the database's: a name it lacks is found when the page is rendered
  // (src/server/content/catalogue-names.ts), so the build passes any name of the right shape
  it('passes a SKU, collection, category, brand and facet no catalogue need have', () => {
    const input = landing({}, [
      { ...grid, skus: ['9999999'] },
      { type: 'products', title: 'Nuevo', collection: 'cyber-2019' },
      { type: 'categories', title: 'Categorías', items: [{ category: 'CATG99999' }] },
      { type: 'brands', title: 'Marcas', items: ['Acme'] },
      { type: 'products', title: 'Rojos', query: { facets: { colour: ['rojo'] } } },
    ]);
    expect(issues(landingSchema, input)).toEqual([]);
  });
});
