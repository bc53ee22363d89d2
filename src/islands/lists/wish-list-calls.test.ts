import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, localApi, type Received, refused, succeeded } from '../../test-support/browser';

// The lists are asked once a page (module state): each test gets a fresh page.
let calls: typeof import('./wish-list-calls');
let client: typeof import('../../stores/client');
let api: Awaited<ReturnType<typeof localApi>> | undefined;

beforeEach(async () => {
  vi.resetModules();
  calls = await import('./wish-list-calls');
  client = await import('../../stores/client');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await api?.close();
  api = undefined;
});

const fallback = 'Algo salió mal. Inténtalo de nuevo.';
const twoLists = {
  lists: [
    { id: 'wl-1', name: 'Terraza', skuIds: ['904480'] },
    { id: 'wl-2', name: 'Baño', skuIds: [] },
  ],
};
const added = {
  skuId: '904480',
  list: { id: 'wl-1', name: 'Terraza', itemCount: 3 },
  message: 'Agregado a Terraza',
  href: '/cl/account/lists/wl-1/',
};

/** The Astro Actions of src/actions/lists.ts, answering `mine` in turn from `mine`. */
async function serve(mine: Answer[], add: Answer = succeeded(added)) {
  api = await localApi((request: Received) => {
    if (request.url === '/_actions/wishLists.mine/') return mine.shift() ?? succeeded({ lists: [] });
    if (request.url === '/_actions/wishLists.add/') return add;
    return refused(404, { code: 'NOT_FOUND', message: 'No encontrado' });
  });
  return api.received;
}

const paths = (received: Received[]) => received.map((request) => `${request.method} ${request.url}`);

describe("the customer's lists to choose from", () => {
  it('are asked once a page: every card waking up shares the answer', async () => {
    const received = await serve([succeeded(twoLists)]);
    const [first, second] = await Promise.all([calls.myWishLists(fallback), calls.myWishLists(fallback)]);
    expect(await calls.myWishLists(fallback)).toEqual(twoLists.lists);
    expect(first).toEqual(twoLists.lists);
    expect(second).toBe(first);
    expect(paths(received)).toEqual(['POST /_actions/wishLists.mine/']);
    expect(received[0]?.headers).toMatchObject({ accept: 'application/json', 'x-tenant-id': 'cl' });
  });

  it('are none for a guest', async () => {
    await serve([succeeded({ lists: [] })]);
    expect(await calls.myWishLists(fallback)).toEqual([]);
  });

  it('are asked again after a failure, which carries the server’s words', async () => {
    const received = await serve([
      refused(500, { code: '-1', message: 'Algo salió mal en el servidor.' }),
      succeeded(twoLists),
    ]);
    await expect(calls.myWishLists(fallback)).rejects.toMatchObject({
      name: 'ShopperError',
      message: 'Algo salió mal en el servidor.',
      status: 500,
    });
    expect(await calls.myWishLists(fallback)).toEqual(twoLists.lists);
    expect(received).toHaveLength(2);
  });

  it('are asked again after an add, which may have made the first list', async () => {
    const received = await serve([succeeded({ lists: [] }), succeeded(twoLists)]);
    expect(await calls.myWishLists(fallback)).toEqual([]);
    const fields = new FormData();
    fields.set('skuId', '904480');
    fields.set('listId', 'wl-1');
    expect(await calls.addToWishList(fields, fallback)).toEqual({
      message: 'Agregado a Terraza',
      href: '/cl/account/lists/wl-1/',
    });
    expect(await calls.myWishLists(fallback)).toEqual(twoLists.lists);
    expect(paths(received)).toEqual([
      'POST /_actions/wishLists.mine/',
      'POST /_actions/wishLists.add/',
      'POST /_actions/wishLists.mine/',
    ]);
    const sent = await received[1]?.form();
    expect([...(sent?.entries() ?? [])]).toEqual([
      ['skuId', '904480'],
      ['listId', 'wl-1'],
    ]);
  });
});

describe('where a failed add goes', () => {
  const here = { pathname: '/cl/product/904480/aceite/', search: '?color=rojo' };

  it('a guest, told 401, to log in and back to this very page', async () => {
    await serve([], refused(401, { code: 'UNAUTHORIZED', message: 'Inicia sesión.' }));
    const error = await calls.addToWishList(new FormData(), fallback).catch((thrown: unknown) => thrown);
    expect(calls.wishListAddFailure(error, fallback, '/cl/account/', here)).toEqual({
      login: '/cl/account/?next=%2Fcl%2Fproduct%2F904480%2Faceite%2F%3Fcolor%3Drojo&error=wishLists.loginRequired',
    });
  });

  it.each([
    [
      'a refusal, in the server’s words',
      () => new client.ShopperError('Tu lista ya tiene 100 productos.', { code: 'CORE_VALIDATION_ERROR', status: 400 }),
      'Tu lista ya tiene 100 productos.',
    ],
    [
      'no network, in the catalogue’s',
      () => new client.ShopperError(fallback, { code: client.clientErrorCodes.network, status: 0 }),
      fallback,
    ],
    ['something thrown that is no error', () => 'boom', fallback],
  ])('%s, beside the control', (_, error, message) => {
    expect(calls.wishListAddFailure(error(), fallback, '/cl/account/', here)).toEqual({ message });
  });
});
