import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $typeahead, typeaheadTyped } from './typeahead';

const answer = (term: string) => ({
  terms: [{ term: `${term}s`, url: `/cl/search?Ntt=${term}s` }],
  categories: [{ id: 'CATG10003', name: 'Pinturas especiales', url: '/cl/category/catg10003/pinturas-especiales/' }],
  brands: [],
  products: [
    {
      id: '904480',
      name: 'Aceite para deck',
      brand: 'Barnilux',
      url: '/cl/product/904480/x/',
      price: 7990,
      priceText: '$ 7.990',
    },
    {
      id: '916036',
      name: 'Cinta de enmascarar',
      brand: 'Pincelar',
      url: '/cl/product/916036/x/',
      price: null,
      priceText: null,
    },
  ],
});

let fetchMock: ReturnType<typeof vi.fn>;
const asked = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('Ntt'));

// The answers are remembered for the whole page (module state): each test asks for words of its own.

/** Lets the pending answers arrive. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (url: string) => {
    const term = new URL(url, 'http://localhost').searchParams.get('Ntt') ?? '';
    return Response.json({ success: true, data: answer(term) });
  });
  vi.stubGlobal('fetch', fetchMock);
  typeaheadTyped('', '');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('typeahead (docs/browser-state.md: 200 ms debounce)', () => {
  it('asks 200 ms after the last key, for the last words only', async () => {
    typeaheadTyped('pi', 'x');
    await vi.advanceTimersByTimeAsync(150);
    typeaheadTyped('pin', 'x');
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(asked()).toEqual(['pin']);
    expect($typeahead.get()).toMatchObject({ query: 'pin', status: 'ready' });
  });

  it('lists terms, categories, brands and products in that order, products with brand and price', async () => {
    typeaheadTyped('pint', 'x');
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    expect($typeahead.get().suggestions).toEqual([
      { kind: 'terms', label: 'pints', term: 'pints', details: [], url: '/cl/search?Ntt=pints' },
      {
        kind: 'categories',
        label: 'Pinturas especiales',
        details: [],
        url: '/cl/category/catg10003/pinturas-especiales/',
      },
      { kind: 'products', label: 'Aceite para deck', details: ['Barnilux', '$ 7.990'], url: '/cl/product/904480/x/' },
      { kind: 'products', label: 'Cinta de enmascarar', details: ['Pincelar'], url: '/cl/product/916036/x/' },
    ]);
  });

  it('asks nothing under two letters, and clears what was shown', async () => {
    typeaheadTyped('lija', 'x');
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    typeaheadTyped(' p ', 'x');
    await vi.advanceTimersByTimeAsync(500);
    expect(asked()).toEqual(['lija']);
    expect($typeahead.get()).toEqual({ query: '', suggestions: [], status: 'idle' });
  });

  it('drops an answer that arrives after the shopper typed on', async () => {
    let release: (() => void) | undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(Response.json({ success: true, data: answer('slow') }));
        }),
    );
    typeaheadTyped('slo', 'x');
    await vi.advanceTimersByTimeAsync(200);
    typeaheadTyped('tin', 'x');
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    release?.();
    await settle();
    expect($typeahead.get().query).toBe('tin');
  });

  it('answers the same words again from memory', async () => {
    typeaheadTyped('brocha', 'x');
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    typeaheadTyped('brochas', 'x');
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    typeaheadTyped('brocha', 'x');
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    expect(asked()).toEqual(['brocha', 'brochas']);
    expect($typeahead.get().query).toBe('brocha');
  });

  it('a failed call shows no list and says the suggestions are unavailable', async () => {
    fetchMock.mockImplementationOnce(async () => Response.json({ success: false, errors: [] }, { status: 500 }));
    typeaheadTyped('falla', 'x');
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    expect($typeahead.get()).toEqual({ query: 'falla', suggestions: [], status: 'failed' });
  });
});
