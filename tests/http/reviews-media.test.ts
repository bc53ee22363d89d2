import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl } from './client';
import {
  dataOf,
  jpeg,
  mp4,
  multipart,
  png,
  type Review,
  reviewerCookie,
  send,
  unreviewedProduct,
  upload,
  validForm,
} from './reviews-fixtures';

const fiveMegabytes = 5 * 1024 * 1024;
let product: string;

beforeAll(async () => {
  // Its own product: the submission tests take the first two unreviewed ones.
  product = await unreviewedProduct('cl', 2);
});

describe('POST /api/{tenant}/reviews/media', () => {
  it('stores a photo (201) and serves it back to its uploader with its type', async () => {
    const uploaded = await upload('cl', png, 'image/png');
    expect(uploaded.status).toBe(201);
    const media = dataOf(uploaded);
    expect(media).toMatchObject({ kind: 'photo', type: 'image/png', url: `/media/cl/reviews/${media.id}` });
    const served = await fetch(`${baseUrl}${media.url}`, { headers: { cookie: reviewerCookie(uploaded, 'cl') } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // re-encoded (tests/http/image-pipeline.test.ts): the same picture, not the same bytes
    const stored = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 1, 1]);
  });

  it('stores a video and a file of exactly 5 MB', async () => {
    expect((await upload('cl', mp4, 'video/mp4')).body.data).toMatchObject({ kind: 'video', type: 'video/mp4' });
    const big = new Uint8Array(fiveMegabytes);
    big.set(jpeg);
    expect((await upload('cl', big, 'image/jpeg')).status).toBe(201);
  });

  it('refuses a file of 5 MB and one byte, naming the limit', async () => {
    const big = new Uint8Array(fiveMegabytes + 1);
    big.set(jpeg);
    const { status, body } = await upload('cl', big, 'image/jpeg');
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { code: 'CORE_VALIDATION_ERROR', field: 'file', message: 'Cada archivo puede pesar hasta 5 MB.' },
    ]);
  });

  it('stops reading a body far past the limit (413)', async () => {
    const { status, body } = await upload('cl', new Uint8Array(7 * 1024 * 1024), 'image/jpeg');
    expect(status).toBe(413);
    expect(body.errors?.[0]?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['text that claims to be a PNG', new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'image/png'],
    ['a JPEG that claims to be a PNG', jpeg, 'image/png'],
    ['a PNG that claims to be a video', png, 'video/mp4'],
    ['an empty file', new Uint8Array(0), 'image/png'],
    ['a declared type that is not allowed', png, 'text/plain'],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
  ])('refuses %s (400 on file)', async (_, bytes, type) => {
    const { status, body } = await upload('cl', bytes, type);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        code: 'CORE_VALIDATION_ERROR',
        field: 'file',
        message: 'Formato no permitido. Usa JPG, PNG, WEBP, MP4, MOV, WEBM.',
      },
    ]);
  });

  it('refuses a request that is not multipart (415) and one without a file (400)', async () => {
    const json = await api('/api/cl/reviews/media', { json: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.errors?.[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body' });
    const { body, headers } = await multipart(png, 'image/png', 'foto.png', 'photo');
    const missing = await send('/api/cl/reviews/media', { method: 'POST', body, headers });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]).toMatchObject({ field: 'file', message: 'Elige una foto o un video.' });
  });

  it('answers 404 for a media id that does not exist or is malformed', async () => {
    expect((await fetch(`${baseUrl}/media/cl/reviews/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/media/cl/reviews/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});

/** A file uploaded by a new browser, with that browser's reviewer cookie. */
async function uploadedBy(tenant: string, bytes: Uint8Array<ArrayBuffer>, type: string, cookie?: string) {
  const reply = await upload(tenant, bytes, type, undefined, cookie);
  return { ...dataOf(reply), cookie: cookie ?? reviewerCookie(reply, tenant) };
}

const served = (url: string, cookie?: string) => fetch(`${baseUrl}${url}`, cookie ? { headers: { cookie } } : {});

describe('an upload not yet in a review', () => {
  it('is its uploader’s alone: any other browser gets the 404 page, and no shared cache keeps it', async () => {
    const mine = await uploadedBy('cl', png, 'image/png');
    const someoneElse = await uploadedBy('cl', png, 'image/png');
    for (const cookie of [undefined, someoneElse.cookie]) {
      const refused = await served(mine.url, cookie);
      expect([refused.status, refused.headers.get('content-type')]).toEqual([404, 'text/html']);
    }
    const preview = await served(mine.url, mine.cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    // a file from a stranger never runs as a page of the site
    expect(preview.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('cannot go into another browser’s review', async () => {
    const theirs = await uploadedBy('cl', png, 'image/png');
    const { status, body } = await send('/api/cl/reviews', { json: validForm(product, { uploads: [theirs.id] }) });
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.field)).toEqual(['uploads.0']);
  });
});

describe('uploads attached to a review', () => {
  it('shows the photos and videos of a review, once, to everyone', async () => {
    const photo = await uploadedBy('cl', png, 'image/png');
    const video = await uploadedBy('cl', mp4, 'video/mp4', photo.cookie);
    const saved = await send<Review>('/api/cl/reviews', {
      json: validForm(product, { uploads: [photo.id, video.id] }),
      cookie: photo.cookie,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data?.media.map((media) => media.url).sort()).toEqual([photo.url, video.url].sort());
    const listed = await api<{ reviews: Review[] }>(`/api/cl/reviews?productId=${product}`);
    expect(listed.body.data?.reviews.find((review) => review.id === saved.body.data?.id)?.media).toHaveLength(2);
    // published: any browser, and a shared cache, may have it
    const shared = await served(photo.url);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // An upload belongs to one review: its uploader cannot put it in a review of another product.
    const another = await unreviewedProduct('cl', 2);
    const reused = await send('/api/cl/reviews', {
      json: validForm(another, { uploads: [photo.id] }),
      cookie: photo.cookie,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual([
      {
        code: 'CORE_VALIDATION_ERROR',
        field: 'uploads.0',
        message: 'Este archivo ya no está disponible. Súbelo de nuevo.',
      },
    ]);
  });

  it('refuses uploads that do not exist, belong to another site, or are named twice', async () => {
    const mine = await uploadedBy('cl', png, 'image/png');
    const other = await uploadedBy('pe', png, 'image/png', mine.cookie);
    const form = validForm(product, { uploads: [mine.id, crypto.randomUUID(), other.id, mine.id] });
    const { status, body } = await send('/api/cl/reviews', { json: form, cookie: mine.cookie });
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.field)).toEqual(['uploads.1', 'uploads.2', 'uploads.3']);
    // Nothing was kept: the upload is still free for a corrected form.
    const corrected = validForm(product, { uploads: [mine.id] });
    expect((await send('/api/cl/reviews', { json: corrected, cookie: mine.cookie })).status).toBe(201);
  });
});

describe('GET /api/{tenant}/translate-reviews/{id}/{lang}', () => {
  let review: Review;
  beforeAll(async () => {
    // A Brazilian shopper writing on the Chilean site.
    const form = validForm(product, {
      lang: 'pt',
      title: 'Muito boa',
      comment: 'Cobre bem com duas demãos e o cheiro passa rápido, recomendo.',
    });
    const saved = await send<Review>('/api/cl/reviews', { json: form });
    expect(saved.status).toBe(201);
    review = dataOf(saved);
  });

  it('is not offered while no translation service is configured', () => {
    expect(review.lang).toBe('pt');
    expect(review.translatable).toBe(false);
  });

  it('answers 503 NOT_CONFIGURED with a clear message when asked anyway', async () => {
    const { status, body } = await api(`/api/cl/translate-reviews/${review.id}/es`);
    expect(status).toBe(503);
    expect(body.errors).toEqual([
      { code: 'NOT_CONFIGURED', message: 'La traducción de reseñas no está disponible en este sitio.' },
    ]);
  });

  it('answers the review as it is in its own language', async () => {
    const { status, body } = await api(`/api/cl/translate-reviews/${review.id}/pt`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: review.id,
      sourceLang: 'pt',
      lang: 'pt',
      title: 'Muito boa',
      comment: review.comment,
      translated: false,
    });
  });

  it('answers 404 for an unknown review and 400 for a language the site does not speak', async () => {
    const unknown = await api('/api/cl/translate-reviews/no-such-review/es');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]).toMatchObject({
      code: 'NOT_FOUND',
      field: 'id',
      message: 'Esta reseña no existe.',
    });
    const english = await api(`/api/cl/translate-reviews/${review.id}/en`);
    expect(english.status).toBe(400);
    expect(english.body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field: 'lang' });
    // Reviews are per site: another tenant does not know this one.
    expect((await api(`/api/pe/translate-reviews/${review.id}/es`)).status).toBe(404);
  });
});
