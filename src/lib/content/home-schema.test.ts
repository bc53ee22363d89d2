import { describe, expect, it } from 'vitest';
import { homeSchema, homeSchemaFor } from './home-schema';

const hero = {
  title: 'Tu proyecto empieza aquí',
  image: '/images/home/pintura.svg',
  imageAlt: 'Tarros de pintura y un rodillo',
  link: '/cl/collection/especial-pintura/',
  linkText: 'Ver especial pintura',
};
const offers = { title: 'Ofertas de la semana', query: { sort: 'best-selling' }, onSale: true };
const home = (fields: Record<string, unknown> = {}) => ({
  tenant: 'cl',
  hero,
  categories: { title: 'Departamentos destacados' },
  rails: [offers],
  ...fields,
});

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

describe('homeSchema', () => {
  it('reads a home with its defaults: the top eight departments, rails of twelve, the brand colours', () => {
    const parsed = homeSchema.parse(
      home({
        rails: [
          offers,
          { title: 'Lo más vendido', query: {} },
          {
            title: 'Renueva tu baño',
            collection: 'renueva-tu-bano',
            link: '/cl/collection/renueva-tu-bano/',
            linkText: 'Ver todo',
          },
        ],
      }),
    );
    expect(parsed.hero).toMatchObject({ colour: '#1f4e8c', textColour: '#ffffff' });
    expect(parsed.categories).toEqual({ title: 'Departamentos destacados', top: 8 });
    expect(parsed.rails.map((rail) => [rail.onSale, rail.limit, rail.query?.sort])).toEqual([
      [true, 12, 'best-selling'],
      [false, 12, 'best-selling'],
      [false, 12, undefined],
    ]);
  });

  it.each([
    ['a picture of another host', home({ hero: { ...hero, image: 'https://cdn.example.com/a.jpg' } }), 'hero.image'],
    ['a hero without words for its picture', home({ hero: { ...hero, imageAlt: undefined } }), 'hero.imageAlt'],
    ['a hero leading to another site', home({ hero: { ...hero, link: '/br/collection/x/' } }), 'hero.link'],
    ['a rail chosen two ways', home({ rails: [{ ...offers, collection: 'novedades' }] }), 'rails.0'],
    ['a rail chosen no way', home({ rails: [{ title: 'Lo más vendido' }] }), 'rails.0'],
    ['a rail link without its words', home({ rails: [{ ...offers, link: '/cl/collection/x/' }] }), 'rails.0.linkText'],
    ['link words without a link', home({ rails: [{ ...offers, linkText: 'Ver todo' }] }), 'rails.0.link'],
    ['a rail link to another site', home({ rails: [{ ...offers, link: '/pe/x/', linkText: 'Ver' }] }), 'rails.0.link'],
    [
      'fewer than four tiles',
      home({ categories: { title: 'Compra', items: [{ category: 'CATG10000' }] } }),
      'categories.items',
    ],
    ['no rail', home({ rails: [] }), 'rails'],
    ['an unknown field', home({ banner: 'x' }), ''],
  ])('refuses %s, naming the field', (_, input, path) => {
    expect(issues(homeSchema, input)).toEqual([expect.stringMatching(new RegExp(`^${path.replaceAll('.', '\\.')}: `))]);
  });
});

describe('homeSchemaFor', () => {
  const schema = homeSchemaFor((path) => path === '/images/home/pintura.svg');
  const tiles = ['CATG10000', 'CATG10001', 'CATG10002', 'CATG10003'].map((category) => ({ category }));

  it('accepts pictures public/ holds and names of the right shape, whatever the catalogue holds', () => {
    // a name the catalogue lacks is found when the page is rendered (src/server/content/catalogue-names.ts)
    const rails = [
      { title: 'Elegidos', skus: ['1999999'] },
      { title: 'Novedades', collection: 'ofertas' },
      { title: 'Rojos', query: { facets: { colour: ['rojo'] } } },
    ];
    const items = [...tiles.slice(1), { category: 'CATG19999' }];
    expect(issues(schema, home({ categories: { title: 'Compra', items }, rails }))).toEqual([]);
  });

  it('refuses a picture public/ lacks and a SKU out of shape, each at its field', () => {
    const input = home({
      hero: { ...hero, image: '/images/home/jardin.svg' },
      categories: {
        title: 'Compra',
        items: [...tiles.slice(1), { category: 'CATG10004', image: '/images/home/otra.svg' }],
      },
      rails: [{ title: 'Elegidos', skus: ['199999'] }],
    });
    expect(issues(schema, input)).toEqual([
      'rails.0.skus.0: must be a SKU such as "1000000" (seven digits)',
      'hero.image: no picture "/images/home/jardin.svg": put the file in public/images/home/jardin.svg',
      'categories.items.3.image: no picture "/images/home/otra.svg": put the file in public/images/home/otra.svg',
    ]);
  });
});
