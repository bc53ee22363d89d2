import { afterEach, describe, expect, it, vi } from 'vitest';
import { $locationModal, openLocationModal } from '../../stores/header';
import { localApi, MemoryStorage, refused, succeeded } from '../../test-support/browser';
import { type LocationChoice, locationChosen, locationFields, pageAfterSave, saveLocation } from './save-location';
import { takeSavedMessage } from './saved-notice';

afterEach(() => {
  vi.unstubAllGlobals();
});

const fallback = 'No pudimos guardar tu ubicación. Inténtalo de nuevo.';
const saved = {
  zoneId: 'z-vitacura',
  priceGroup: 'pg-2',
  regionLabel: 'Vitacura',
  isFallback: false,
  label: 'Vitacura, Metropolitana',
  message: 'Guardamos tu ubicación: Vitacura.',
};

describe('a choice, as the no-JS forms post it', () => {
  it.each([
    ['a zone', { zoneId: 'z-vitacura' }, [['zoneId', 'z-vitacura']]],
    ['a postal code alone', { zipCode: '01310-100', colony: undefined }, [['zipCode', '01310-100']]],
    [
      'a postal code and its colony',
      { zipCode: '06600', colony: 'Roma Norte' },
      [
        ['zipCode', '06600'],
        ['colony', 'Roma Norte'],
      ],
    ],
    ['a colony left blank is not sent', { zipCode: '06600', colony: '' }, [['zipCode', '06600']]],
    [
      'the browser’s position',
      { latitude: -33.39, longitude: -70.57 },
      [
        ['latitude', '-33.39'],
        ['longitude', '-70.57'],
      ],
    ],
  ])('%s', (_, choice: LocationChoice, fields) => {
    expect([...locationFields(choice).entries()]).toEqual(fields);
  });
});

describe('the page fetched again after a save', () => {
  it.each([
    [
      'this page as it is',
      'https://tienda.test/cl/product/1/x/?color=rojo#specs',
      'https://tienda.test/cl/product/1/x/?color=rojo#specs',
    ],
    [
      'without the flags a no-JS save left',
      'https://tienda.test/cl/?locationSaved=1&page=2&locationRegion=r-13&locationError=x&locationError.zipCode=y',
      'https://tienda.test/cl/?page=2',
    ],
    [
      'keeping flags of its own that only look alike',
      'https://tienda.test/cl/?locationSavedAt=1',
      'https://tienda.test/cl/?locationSavedAt=1',
    ],
  ])('%s', (_, href, next) => {
    expect(pageAfterSave(href)).toBe(next);
  });
});

describe('saving a choice (the location.save action)', () => {
  it('posts the fields and answers the zone saved', async () => {
    const api = await localApi(() => succeeded(saved));
    try {
      expect(await saveLocation({ zipCode: '06600', colony: 'Roma Norte' }, fallback)).toEqual(saved);
      const [request] = api.received;
      expect(request).toMatchObject({ method: 'POST', url: '/_actions/location.save/' });
      expect(Object.fromEntries((await request?.form()) ?? [])).toEqual({ zipCode: '06600', colony: 'Roma Norte' });
    } finally {
      await api.close();
    }
  });

  it('fails with the server’s words and the field at fault', async () => {
    const api = await localApi(() =>
      refused(400, { code: 'CORE_VALIDATION_ERROR', message: 'No despachamos a ese código postal.', field: 'zipCode' }),
    );
    try {
      await expect(saveLocation({ zipCode: '99999' }, fallback)).rejects.toMatchObject({
        name: 'ShopperError',
        message: 'No despachamos a ese código postal.',
        field: 'zipCode',
        status: 400,
      });
    } finally {
      await api.close();
    }
  });
});

describe('after a save', () => {
  /** The browser's location, as much of it as a save uses: where the page goes next. */
  function stubPage(href: string) {
    const went: string[] = [];
    vi.stubGlobal('window', {
      location: { href, reload: () => went.push('reload'), replace: (url: string) => went.push(`replace ${url}`) },
    });
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    return went;
  }

  it('the other tabs, the opener and the next page all learn it, then the page is fetched again', () => {
    const went = stubPage('https://tienda.test/cl/product/1/x/');
    let openerToldOf = 0;
    openLocationModal({ mode: 'full', onSaved: () => openerToldOf++ });
    locationChosen(saved);
    expect(JSON.parse(localStorage.getItem('zoneInfo') ?? 'null')).toEqual({
      zoneId: 'z-vitacura',
      priceGroup: 'pg-2',
      regionLabel: 'Vitacura',
      isFallback: false,
      tenant: 'cl',
    });
    expect(openerToldOf).toBe(1);
    expect($locationModal.get()).toEqual({ open: false, mode: 'zipOnly' });
    expect(takeSavedMessage()).toBe('Guardamos tu ubicación: Vitacura.');
    expect(went).toEqual(['reload']);
  });

  it('a page a no-JS save flagged is fetched without its flags', () => {
    const went = stubPage('https://tienda.test/cl/?locationError=location.zipNotFound');
    locationChosen(saved);
    expect(went).toEqual(['replace https://tienda.test/cl/']);
  });
});
