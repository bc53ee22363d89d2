import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './client';
import {
  dataOf,
  freshAddress,
  freshShopper,
  nth,
  type Review,
  type ReviewPage,
  type Statistics,
  send,
  unreviewedProduct,
  validForm,
} from './reviews-fixtures';
import { row } from './test-database';

let target: string;
let another: string;
let brProduct: string;

beforeAll(async () => {
  target = await unreviewedProduct('cl', 0);
  another = await unreviewedProduct('cl', 1);
  brProduct = await unreviewedProduct('br');
});

describe('POST /api/{tenant}/reviews', () => {
  it('saves a review (201), and the statistics and the list show it at once', async () => {
    const before = dataOf(await api<Statistics>(`/api/cl/reviews/statistics?productId=${target}`));
    const form = validForm(target, { rating: 2, recommend: 'no', terms: 'on' });
    const { status, body, headers } = await send<Review>('/api/cl/reviews', { json: form });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      rating: 2,
      recommend: false,
      title: 'Buena calidad',
      alias: form.alias,
      lang: 'es',
      media: [],
      helpful: 0,
      // the test's email bought nothing
      verified: false,
      attributes: [
        { id: 'quality', label: 'Calidad', rating: 5 },
        { id: 'value', label: 'Relación precio-calidad', rating: 4 },
        { id: 'ease', label: 'Facilidad de uso', rating: 3 },
      ],
    });
    expect(JSON.stringify(body)).not.toContain(String(form.email));
    expect(String(headers['set-cookie'])).toMatch(/reviewer=[A-Za-z0-9_-]{43};.*HttpOnly/i);

    const after = dataOf(await api<Statistics>(`/api/cl/reviews/statistics?productId=${target}`));
    expect(after.count).toBe(before.count + 1);
    expect(nth(after.distribution, 1).count).toBe(nth(before.distribution, 1).count + 1);
    const list = dataOf(await api<ReviewPage>(`/api/cl/reviews?productId=${target}`));
    expect(list.reviews[0]?.id).toBe(body.data?.id);
    // The product row carries the same aggregate (listings and cards read it).
    const product = await row<{ rating_count: number; rating_average: number }>(
      "SELECT rating_count, rating_average FROM products WHERE tenant = 'cl' AND id = ?",
      target,
    );
    expect(product?.rating_count).toBe(after.count);
    expect(Math.round((product?.rating_average ?? 0) * 10) / 10).toBe(after.average);
  });

  const attributes = { quality: 5, value: 4, ease: 3 };
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no rating', { rating: undefined }, 'rating', 'Califica el producto con las estrellas.'],
    ['rating 0', { rating: 0 }, 'rating', 'La calificación debe estar entre 1 y 5.'],
    ['rating 6', { rating: 6 }, 'rating', 'La calificación debe estar entre 1 y 5.'],
    ['rating "x"', { rating: 'x' }, 'rating', 'La calificación debe estar entre 1 y 5.'],
    ['no recommendation', { recommend: undefined }, 'recommend', 'Indica si recomendarías este producto.'],
    ['a short title', { title: 'ab' }, 'title', 'El título debe tener al menos 3 caracteres.'],
    ['a long title', { title: 'a'.repeat(81) }, 'title', 'El título debe tener como máximo 80 caracteres.'],
    ['an empty comment', { comment: '  ' }, 'comment', 'Escribe tu comentario.'],
    ['a short comment', { comment: 'Muy buena.' }, 'comment', 'El comentario debe tener al menos 30 caracteres.'],
    [
      'a long comment',
      { comment: 'a'.repeat(3001) },
      'comment',
      'El comentario debe tener como máximo 3000 caracteres.',
    ],
    ['an empty alias', { alias: '' }, 'alias', 'Ingresa un apodo.'],
    ['a short alias', { alias: 'jj' }, 'alias', 'El apodo debe tener al menos 3 caracteres.'],
    ['a long alias', { alias: 'a'.repeat(26) }, 'alias', 'El apodo debe tener como máximo 25 caracteres.'],
    ['a malformed email', { email: 'juan@correo' }, 'email', 'Ingresa un correo electrónico válido.'],
    ['terms not accepted', { terms: false }, 'terms', 'Debes aceptar los términos y condiciones.'],
    ['no terms', { terms: undefined }, 'terms', 'Debes aceptar los términos y condiciones.'],
    [
      'an unrated attribute',
      { attributes: { ...attributes, ease: undefined } },
      'attributes.ease',
      'Falta calificar: Facilidad de uso.',
    ],
    [
      'an attribute rated 9',
      { attributes: { ...attributes, value: 9 } },
      'attributes.value',
      'La calificación debe estar entre 1 y 5.',
    ],
    [
      'seven uploads',
      { uploads: Array.from({ length: 7 }, () => crypto.randomUUID()) },
      'uploads',
      'Puedes subir hasta 6 fotos o videos.',
    ],
    ['an upload id that is not one', { uploads: ['../../etc/passwd'] }, 'uploads.0', 'Revisa este campo.'],
    ['a product id that is not one', { productId: { id: 1 } }, 'productId', 'Revisa este campo.'],
    ['an unknown language', { lang: 'en' }, 'lang', 'Revisa este campo.'],
  ])('refuses %s with 400 on the field, in Spanish', async (_, change, field, message) => {
    const { status, body } = await send('/api/cl/reviews', { json: validForm(target, change) });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ code: 'CORE_VALIDATION_ERROR', field, message });
  });

  it('names the unrated attribute in Portuguese on the Brazilian site', async () => {
    const form = validForm(brProduct, { attributes: { quality: 4, value: 4 } });
    const { status, body } = await send('/api/br/reviews', { json: form });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { code: 'CORE_VALIDATION_ERROR', field: 'attributes.ease', message: 'Falta avaliar: Facilidade de uso.' },
    ]);
  });

  it('refuses a second review of the product from the same email, another browser (409)', async () => {
    const form = validForm(target);
    expect((await send('/api/cl/reviews', { json: form })).status).toBe(201);
    const again = await send('/api/cl/reviews', {
      json: { ...form, alias: freshShopper().alias, email: String(form.email).toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      { code: 'REVIEW_DUPLICATE', message: 'No puedes enviar varias reseñas para el mismo producto.' },
    ]);
  });

  it('refuses a second review of the product from the same browser, another email (409)', async () => {
    const first = await send('/api/cl/reviews', { json: validForm(target, { email: undefined }) });
    expect(first.status).toBe(201);
    const cookie = nth(String(first.headers['set-cookie']).split(';'), 0);
    const again = await send('/api/cl/reviews', { json: validForm(target), headers: { cookie } });
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]?.code).toBe('REVIEW_DUPLICATE');
    // The same browser may review another product.
    expect((await send('/api/cl/reviews', { json: validForm(another), headers: { cookie } })).status).toBe(201);
  });

  it('refuses an alias already used for the product, whatever its case (409 on alias)', async () => {
    const form = validForm(target);
    expect((await send('/api/cl/reviews', { json: form })).status).toBe(201);
    const again = await send('/api/cl/reviews', {
      json: validForm(target, { alias: ` ${String(form.alias).toUpperCase()} ` }),
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      { code: 'REVIEW_ALIAS_TAKEN', field: 'alias', message: 'Este apodo ya está en uso. Elige otro.' },
    ]);
  });

  it('answers 404 for a product the tenant does not sell', async () => {
    const { status, body } = await send('/api/cl/reviews', { json: validForm('999999999') });
    expect(status).toBe(404);
    expect(body.errors?.[0]?.field).toBe('productId');
  });

  it('refuses a body that is not JSON, malformed JSON and an oversized body', async () => {
    const form = JSON.stringify(validForm(target));
    const text = await send('/api/cl/reviews', { body: form, headers: { 'content-type': 'text/csv' } });
    expect(text.status).toBe(415);
    const broken = await send('/api/cl/reviews', {
      body: '{"rating": 4,',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0]?.field).toBe('body');
    const huge = await send('/api/cl/reviews', { json: validForm(target, { comment: 'a'.repeat(70_000) }) });
    expect(huge.status).toBe(413);
  });

  it('limits submissions per address: the eleventh in an hour gets 429 with Retry-After', async () => {
    const from = freshAddress();
    for (let n = 0; n < 10; n++) {
      expect((await send('/api/cl/reviews', { json: validForm('999999999'), from })).status).toBe(404);
    }
    const limited = await send('/api/cl/reviews', { json: validForm(target), from });
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]?.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send('/api/cl/reviews', { json: validForm('999999999') })).status).toBe(404);
  });
});
