import { afterEach, describe, expect, it, vi } from 'vitest';
import { localApi, refused, succeeded } from '../../test-support/browser';
import { ReviewRefused, reviewFailure, reviewThanks, sendReview } from './send';

const fallback = 'Ocurrió un error al enviar los datos. Por favor, inténtalo de nuevo.';

/** What reading `answer` gives: the thank-you, or the refusal's message and field. */
function read(answer: unknown) {
  try {
    return { thanks: reviewThanks(answer, fallback) };
  } catch (error) {
    return error instanceof ReviewRefused ? { message: error.message, field: error.field } : { thrown: error };
  }
}

describe('the action’s answer', () => {
  it.each([
    [
      'a thank-you',
      { success: true, data: { message: '¡Gracias! Recibimos tu reseña.' } },
      { thanks: '¡Gracias! Recibimos tu reseña.' },
    ],
    ['a success without words', { success: true, data: {} }, { message: fallback, field: undefined }],
    [
      'a refused field',
      {
        success: false,
        errors: [{ code: 'CORE_VALIDATION_ERROR', message: 'Escribe tu comentario.', field: 'comment' }],
      },
      { message: 'Escribe tu comentario.', field: 'comment' },
    ],
    [
      'a refusal of the whole review',
      { success: false, errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Espera un momento.' }] },
      { message: 'Espera un momento.', field: undefined },
    ],
    [
      'a refusal without words',
      { success: false, errors: [{ code: '-1', message: '' }] },
      { message: fallback, field: undefined },
    ],
    ['no envelope', null, { message: fallback, field: undefined }],
  ])('%s', (_, answer, outcome) => {
    expect(read(answer)).toEqual(outcome);
  });
});

describe('where a failed send is told', () => {
  it.each([
    [
      'a field’s refusal, under it',
      new ReviewRefused('Escribe tu comentario.', 'comment'),
      { where: 'field', problem: { field: 'comment', message: 'Escribe tu comentario.' } },
    ],
    [
      'one file’s refusal, under the file picker',
      new ReviewRefused('Cada archivo puede pesar hasta 5 MB.', 'uploads.2'),
      { where: 'field', problem: { field: 'uploads', message: 'Cada archivo puede pesar hasta 5 MB.' } },
    ],
    [
      'the body’s refusal, above the form',
      new ReviewRefused('La solicitud es muy grande.', 'body'),
      { where: 'form', message: 'La solicitud es muy grande.' },
    ],
    [
      'a refusal of no field, above the form',
      new ReviewRefused('Espera un momento.'),
      { where: 'form', message: 'Espera un momento.' },
    ],
    ['anything else, in the catalogue’s words', new TypeError('x is undefined'), { where: 'form', message: fallback }],
  ])('%s', (_, error, shown) => {
    expect(reviewFailure(error, fallback)).toEqual(shown);
  });
});

describe('sending the review to the reviews.submit action', () => {
  let api: Awaited<ReturnType<typeof localApi>> | undefined;
  afterEach(async () => {
    vi.unstubAllGlobals();
    await api?.close();
    api = undefined;
  });

  const review = () => {
    const fields = new FormData();
    fields.set('rating', '5');
    fields.set('comment', 'Cubre bien en dos manos y no deja olor al secar.');
    fields.append('media', new File(['foto'], 'terraza.jpg', { type: 'image/jpeg' }));
    return fields;
  };

  it('posts the form, files included, and answers the thank-you', async () => {
    api = await localApi(() => succeeded({ message: '¡Gracias! Recibimos tu reseña.' }));
    expect(await sendReview(review(), fallback)).toBe('¡Gracias! Recibimos tu reseña.');
    const [request] = api.received;
    expect(request).toMatchObject({ method: 'POST', url: '/_actions/reviews.submit/' });
    expect(request?.headers).toMatchObject({ accept: 'application/json', 'x-tenant-id': 'cl' });
    const sent = await request?.form();
    expect(sent?.get('rating')).toBe('5');
    const file = sent?.get('media');
    expect(file instanceof File && [file.name, file.type, await file.text()]).toEqual([
      'terraza.jpg',
      'image/jpeg',
      'foto',
    ]);
  });

  it('throws the server’s refusal with its field', async () => {
    api = await localApi(() =>
      refused(400, { code: 'CORE_VALIDATION_ERROR', message: 'Ingresa un apodo.', field: 'alias' }),
    );
    await expect(sendReview(review(), fallback)).rejects.toMatchObject({
      name: 'ReviewRefused',
      message: 'Ingresa un apodo.',
      field: 'alias',
    });
  });

  it('reads an answer that is no JSON (a proxy’s error page) as the catalogue’s failure', async () => {
    api = await localApi(() => ({ status: 502, text: '<h1>Bad gateway</h1>' }));
    await expect(sendReview(review(), fallback)).rejects.toMatchObject({ message: fallback, field: undefined });
  });

  it('reads no answer at all as the catalogue’s failure', async () => {
    api = await localApi(() => succeeded({ message: 'never' }));
    await api.close();
    api = undefined;
    await expect(sendReview(review(), fallback)).rejects.toMatchObject({ message: fallback, field: undefined });
  });
});
