import { afterEach, describe, expect, it, vi } from 'vitest';
import { templates } from '../../lib/messages';
import { localApi, MemoryStorage, stubPageTenant, succeeded } from '../../test-support/browser';
import {
  coloniesOf,
  lastZipCode,
  offeredSuggestions,
  type PostcodeSuggestion,
  rememberZipCode,
  searchPostcodes,
  searchTermOf,
  suggestionPlace,
  zipCodeChoice,
} from './postcodes';
import { locationModalWordKeys, sayer } from './words';

afterEach(() => {
  vi.unstubAllGlobals();
});

const code = (zipCode: string, colonies: string[], served = true): PostcodeSuggestion => ({
  zipCode,
  colonies,
  label: 'São Paulo, SP',
  served,
});

describe('what is worth asking suggestions for', () => {
  it.each([
    ['a CEP’s first digits', '013', '013'],
    ['a whole CEP with its hyphen', ' 01310-100 ', '01310-100'],
    ['a CEP typed up to its hyphen', '01310-', '01310-'],
    ['a Mexican CP', '06600', '06600'],
    ['two digits: too many codes', '01', undefined],
    ['two digits around a hyphen', '0-1', undefined],
    ['letters', 'Paulista', undefined],
    ['more than a code', '01310-100-2', undefined],
    ['eleven digits', '01310100000', undefined],
  ])('%s: %s', (_, typed, term) => {
    expect(searchTermOf(typed)).toBe(term);
  });
});

describe('the colonies of the code typed', () => {
  it('are those of every suggestion with its digits, once each', () => {
    const suggestions = [
      code('01310100', ['Bela Vista']),
      code('01310-100', ['Bela Vista', 'Consolação']),
      code('01311-000', ['Jardim Paulista']),
    ];
    expect(coloniesOf('01310-100', suggestions)).toEqual(['Bela Vista', 'Consolação']);
  });

  it('are none while no suggestion is the code typed', () => {
    expect(coloniesOf('0131', [code('01310-100', ['Bela Vista'])])).toEqual([]);
  });
});

describe('the suggestions offered under the field', () => {
  const many = Array.from({ length: 12 }, (_, index) => code(`0131${index}-000`, []));
  it.each([
    ['the first eight of the service’s answer', '0131', many, many.slice(0, 8)],
    ['none once the code typed is the only one', '01310-100', [code('01310100', ['Bela Vista'])], []],
    ['none before any answer', '013', [], []],
  ])('%s', (_, typed, suggestions, offered) => {
    expect(offeredSuggestions(typed, suggestions)).toEqual(offered);
  });
});

describe('where a suggested code is', () => {
  const say = sayer(templates('pt', locationModalWordKeys));
  it.each([
    ['its first three colonies and its city', code('01310-100', ['A', 'B', 'C', 'D']), 'A, B, C · São Paulo, SP'],
    ['its city alone, without colonies', code('01310-100', []), 'São Paulo, SP'],
    ['marked when not delivered to', code('01310-100', ['A'], false), 'A · São Paulo, SP (sem entrega)'],
  ])('%s', (_, entry, place) => {
    expect(suggestionPlace(entry, say)).toBe(place);
  });
});

describe('what the postal-code form saves', () => {
  it.each([
    [
      'the code alone, trimmed, where it has one colony',
      ' 01310-100 ',
      ['Bela Vista'],
      '',
      { zipCode: '01310-100', colony: undefined },
    ],
    [
      'the code and the colony chosen among several',
      '06600',
      ['Juárez', 'Roma Norte'],
      'Roma Norte',
      { zipCode: '06600', colony: 'Roma Norte' },
    ],
    ['nothing while one of several colonies is to choose', '06600', ['Juárez', 'Roma Norte'], '', undefined],
    ['not a colony left over from another code', '06600', [], 'Roma Norte', { zipCode: '06600', colony: undefined }],
  ])('%s', (_, typed, colonies, colony, choice) => {
    expect(zipCodeChoice(typed, colonies, colony)).toEqual(choice);
  });
});

describe('postcode suggestions from the API (docs/zones-and-price-groups.md postcodes?searchTerm)', () => {
  it('asks the tenant’s API for the term, encoded, and reads its codes', async () => {
    stubPageTenant('br');
    const suggestions = [code('01310-100', ['Bela Vista'])];
    const api = await localApi(() => succeeded({ searchTerm: '01310-1', postcodes: suggestions }));
    try {
      expect(await searchPostcodes('01310-1 ', '')).toEqual(suggestions);
      expect(api.received.map((request) => `${request.method} ${request.url}`)).toEqual([
        'GET /api/br/postcodes?searchTerm=01310-1%20',
      ]);
    } finally {
      await api.close();
    }
  });
});

describe('the code chosen last (docs/zones-and-price-groups.md "zip code")', () => {
  it('is offered again on the same tenant only', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    stubPageTenant('br');
    expect(lastZipCode()).toBe('');
    rememberZipCode('01310-100');
    expect(lastZipCode()).toBe('01310-100');
    stubPageTenant('mx');
    expect(lastZipCode()).toBe('');
  });

  it('is nothing when storage holds something else', () => {
    const storage = new MemoryStorage();
    storage.setItem('zipCode', '{not json');
    vi.stubGlobal('localStorage', storage);
    expect(lastZipCode()).toBe('');
  });

  it('is no longer than a code', () => {
    const storage = new MemoryStorage();
    storage.setItem('zipCode', JSON.stringify({ tenant: 'cl', zipCode: '0131010000000000' }));
    vi.stubGlobal('localStorage', storage);
    expect(lastZipCode()).toBe('0131010000');
  });
});
