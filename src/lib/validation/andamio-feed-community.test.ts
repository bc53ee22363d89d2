import { describe, expect, it } from 'vitest';
import { feedRecordSchema } from './andamio-feed';

const valid = {
  links: { type: 'links', productId: '320103', kind: 'project', products: [{ id: '320104', quantity: 2 }] },
  collection: { type: 'collection', id: 'especial-pintura', title: 'Especial pintura', productIds: ['320103'] },
  sponsored: { type: 'sponsored', id: 'AD00001', productId: '320103', campaign: 'paint-cl', bid: 40 },
  review: {
    type: 'review',
    id: '320103-r1',
    productId: '320103',
    rating: 5,
    recommend: true,
    title: 'Muy buena',
    comment: 'Cubre bien en dos manos.',
    alias: 'Camila',
    lang: 'es',
    attributeRatings: { quality: 5, value: 4 },
    helpful: 3,
    verifiedPurchase: true,
    createdAt: '2026-10-01T12:00:00.000Z',
  },
  question: {
    type: 'question',
    id: '320103-q1',
    productId: '320103',
    question: '¿Sirve para exterior?',
    askedBy: 'Pedro',
    answer: 'Sí, es lavable y resiste la intemperie.',
    answeredBy: 'Equipo de especialistas',
    createdAt: '2026-10-02T09:30:00-03:00',
  },
} as const;

describe('the records of what surrounds the products in Andamio feed', () => {
  it.each(Object.entries(valid))('reads a %s record', (_, record) => {
    expect(feedRecordSchema.safeParse(record).success).toBe(true);
  });

  it('fills what a link, a review and a question may leave out', () => {
    expect(feedRecordSchema.parse({ ...valid.links, products: [{ id: '1' }] })).toMatchObject({
      products: [{ id: '1', quantity: 1 }],
    });
    const { helpful, verifiedPurchase, attributeRatings, ...bare } = valid.review;
    expect(feedRecordSchema.parse(bare)).toMatchObject({ helpful: 0, verifiedPurchase: false, attributeRatings: {} });
    expect(feedRecordSchema.parse({ ...valid.question, answer: undefined, answeredBy: undefined })).toMatchObject({
      answer: null,
      answeredBy: null,
    });
  });

  it.each([
    ['a rail of a kind the product page has not', { ...valid.links, kind: 'upsell' }, 'kind'],
    ['a kit line of no units', { ...valid.links, products: [{ id: '1', quantity: 0 }] }, 'products.0.quantity'],
    [
      'a collection naming a product by a bad id',
      { ...valid.collection, productIds: ['ok', 'no spaces'] },
      'productIds.1',
    ],
    ['an ad without its bid', { ...valid.sponsored, bid: undefined }, 'bid'],
    ['six stars', { ...valid.review, rating: 6 }, 'rating'],
    ['a review in a language no tenant speaks', { ...valid.review, lang: 'en' }, 'lang'],
    [
      'a rated attribute the storefront does not show',
      { ...valid.review, attributeRatings: { looks: 4 } },
      'attributeRatings',
    ],
    ['a review dated without its offset', { ...valid.review, createdAt: '2026-10-01 12:00' }, 'createdAt'],
    ['an empty comment', { ...valid.review, comment: '  ' }, 'comment'],
    ['an answer that says nobody answered', { ...valid.question, answeredBy: null }, 'answeredBy'],
  ])('refuses %s, naming the field', (_, record, field) => {
    const parsed = feedRecordSchema.safeParse(record);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
