import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientErrorCodes, ShopperError } from '../../stores/client';
import { type Answer, localApi, refused, succeeded } from '../../test-support/browser';
import { emailRefusal, subscribe, subscribeFailure, subscription } from './subscribe';

const words = { required: 'Debes ingresar tu correo electrónico.', invalid: 'Ingresa un correo electrónico válido.' };
const failure = 'Ocurrió un error. ¡Inténtalo de nuevo!';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the email, checked as the shopper sends it', () => {
  it.each([
    ['none typed', '   ', words.required],
    ['no domain', 'ana@', words.invalid],
    ['a domain without a dot', 'ana@correo', words.invalid],
    ['a whole address, spaces around it', ' ana@correo.cl ', undefined],
  ])('%s', (_, email, refusal) => {
    expect(emailRefusal(email, words)).toBe(refusal);
  });
});

describe('what the API is sent', () => {
  it.each([
    [
      'the variant and the email, trimmed',
      { skuId: '904480', email: ' ana@correo.cl ' },
      { skuId: '904480', email: 'ana@correo.cl' },
    ],
    ['empty fields for what the form lacks', {}, { skuId: '', email: '' }],
  ])('%s', (_, fields, body) => {
    expect(subscription(form(fields))).toEqual(body);
  });
});

describe('where a failed subscription is told', () => {
  it.each([
    [
      'a refused email: beside the field, in the server’s words',
      new ShopperError('Ingresa un correo electrónico válido.', { code: 'CORE_VALIDATION_ERROR', status: 400 }),
      { kind: 'refused', text: 'Ingresa un correo electrónico válido.' },
    ],
    [
      'back in stock: the server says so',
      new ShopperError('Este producto tiene stock en tu zona.', { code: 'IN_STOCK', status: 409 }),
      { kind: 'refused', text: 'Este producto tiene stock en tu zona.' },
    ],
    [
      'the server failed: the failure text (docs/accounts-and-lists.md)',
      new ShopperError('Algo salió mal.', { code: '-1', status: 500 }),
      { kind: 'failed', text: failure },
    ],
    [
      'no network',
      new ShopperError(failure, { code: clientErrorCodes.network, status: 0 }),
      { kind: 'failed', text: failure },
    ],
    ['anything else', new TypeError('x is undefined'), { kind: 'failed', text: failure }],
  ])('%s', (_, error, shown) => {
    expect(subscribeFailure(error, failure)).toEqual(shown);
  });
});

describe('the subscription call (docs/accounts-and-lists.md variant-availability)', () => {
  let api: Awaited<ReturnType<typeof localApi>> | undefined;
  afterEach(async () => {
    vi.unstubAllGlobals();
    await api?.close();
  });

  const answering = async (answer: Answer) => {
    api = await localApi(() => answer);
    return api.received;
  };

  it('posts the fields as JSON to the tenant’s API and is done when subscribed', async () => {
    const received = await answering(succeeded({ subscribed: true, alreadySubscribed: false }, 201));
    await expect(subscribe(form({ skuId: '904480', email: ' ana@correo.cl ' }), failure)).resolves.toBeUndefined();
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/cl/variant-availability',
    ]);
    expect(received[0]?.headers['content-type']).toContain('application/json');
    expect(await received[0]?.json()).toEqual({ skuId: '904480', email: 'ana@correo.cl' });
  });

  it('fails with the server’s words when the variant is back in stock', async () => {
    await answering(refused(409, { code: 'IN_STOCK', message: 'Este producto tiene stock en tu zona.' }));
    await expect(subscribe(form({ skuId: '904480', email: 'ana@correo.cl' }), failure)).rejects.toMatchObject({
      message: 'Este producto tiene stock en tu zona.',
      code: 'IN_STOCK',
      status: 409,
    });
  });

  it('fails with the text (docs/accounts-and-lists.md) when the answer is not a subscription', async () => {
    await answering(succeeded({ subscribed: false }));
    await expect(subscribe(form({ skuId: '904480', email: 'ana@correo.cl' }), failure)).rejects.toMatchObject({
      message: failure,
      code: clientErrorCodes.badAnswer,
    });
  });
});
