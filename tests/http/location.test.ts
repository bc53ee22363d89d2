import { describe, expect, it } from 'vitest';
import { api } from './client';
import type { Place } from './location-fixtures';

const json = (body: unknown): RequestInit & { json: unknown } => ({ json: body });

/** The cookies a response sets, by name: value and attributes. */
function setCookies(headers: Headers): Map<string, { value: string; attributes: string }> {
  return new Map(
    headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split('; ');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), { value: pair.slice(at + 1), attributes: attributes.join('; ') }];
    }),
  );
}

const cookieHeader = (cookies: Map<string, { value: string }>) =>
  [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');

describe('GET /api/{tenant}/get-location-info', () => {
  it('gives the fallback zone and label until a zone cookie exists', async () => {
    const { status, body } = await api<Place>('/api/cl/get-location-info');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      zoneId: '13101',
      zoneCode: '101310125',
      label: 'Santiago',
      priceGroup: '10',
      region: { id: '13', name: 'Metropolitana de Santiago' },
      city: { id: '13101', name: 'Santiago' },
      served: true,
      isFallback: true,
    });
  });

  it('reads the zone cookie', async () => {
    const { body } = await api<Place>('/api/cl/get-location-info', { headers: { cookie: 'zone=101312325' } });
    expect(body.data).toMatchObject({ zoneId: '13123', label: 'Providencia', isFallback: false });
  });

  it.each(['garbage', '%E0%A4%A', '1013123', '99999999999999999999999', 'zone=;;', '101312326'])(
    'falls back for a malformed zone cookie (%s)',
    async (value) => {
      const { status, body } = await api<Place>('/api/cl/get-location-info', { headers: { cookie: `zone=${value}` } });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ zoneId: '13101', isFallback: true });
    },
  );

  it('falls back for a well-formed cookie naming a zone the tenant does not have', async () => {
    // a Brazilian zone code sent to the Chilean site
    const { body } = await api<Place>('/api/cl/get-location-info', { headers: { cookie: 'zone=50355030827' } });
    expect(body.data).toMatchObject({ zoneId: '13101', isFallback: true });
  });

  it('answers in Portuguese on br, with its fallback label', async () => {
    const { body } = await api<Place>('/api/br/get-location-info');
    expect(body.data).toMatchObject({ zoneId: '3550308', label: 'São Paulo - SP', priceGroup: '50', isFallback: true });
  });
});

describe('POST /api/{tenant}/save-location-info', () => {
  it('saves a zone: zone, region-label and price-group cookies, read back by get-location-info', async () => {
    const { status, body, headers } = await api<Place & { message: string; via: string }>(
      '/api/cl/save-location-info',
      json({ zoneId: '13123' }),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ zoneId: '13123', zoneCode: '101312325', label: 'Providencia', via: 'zone' });
    expect(body.data?.message).toBe('Guardamos tu ubicación: Providencia.');
    const cookies = setCookies(headers);
    expect([...cookies.keys()].sort()).toEqual(['priceGroup', 'regionLabel', 'zone']);
    expect(cookies.get('zone')?.value).toBe('101312325');
    expect(cookies.get('priceGroup')?.value).toBe('10');
    for (const { attributes } of cookies.values()) {
      expect(attributes).toContain('Path=/');
      expect(attributes).toContain('SameSite=Lax');
      expect(attributes).toContain('Max-Age=31536000');
      expect(attributes).not.toContain('HttpOnly');
    }
    const back = await api<Place>('/api/cl/get-location-info', { headers: { cookie: cookieHeader(cookies) } });
    expect(back.body.data).toMatchObject({ zoneId: '13123', label: 'Providencia', isFallback: false });
  });

  it('URI-encodes the region label', async () => {
    const { headers } = await api('/api/br/save-location-info', json({ zipCode: '01310-100' }));
    // each tenant keeps its own zone cookies: a place of Brazil never labels the Chilean site
    expect(setCookies(headers).has('regionLabel')).toBe(false);
    const label = setCookies(headers).get('regionLabel_br')?.value ?? '';
    expect(label).toBe('S%C3%A3o%20Paulo%20-%20SP');
    expect(decodeURIComponent(label)).toBe('São Paulo - SP');
    expect(setCookies(headers).get('priceGroup_br')?.value).toBe('50');
  });

  it('saves by CEP with or without its hyphen, and by CP with its colonia', async () => {
    const bare = await api<Place & { zipCode: string }>('/api/br/save-location-info', json({ zipCode: '01310100' }));
    expect(bare.body.data).toMatchObject({ zoneId: '3550308', zipCode: '01310-100', via: 'zipCode' });
    const colony = await api<Place & { colony: string }>(
      '/api/mx/save-location-info',
      json({ zipCode: '07300', colony: 'LINDAVISTA sur' }),
    );
    expect(colony.status).toBe(200);
    expect(colony.body.data).toMatchObject({
      zoneId: '09005',
      colony: 'Lindavista Sur',
      label: 'Gustavo A. Madero, CDMX',
    });
    expect(setCookies(colony.headers).get('zone_mx')?.value).toBe('600900525');
    expect(setCookies(colony.headers).has('zone')).toBe(false);
  });

  it('saves the nearest zone of the shopper’s coordinates', async () => {
    const { status, body, headers } = await api<Place & { distanceKm: number }>(
      '/api/cl/save-location-info',
      json({ latitude: -33.4378, longitude: -70.6504 }),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ zoneId: '13101', via: 'geolocation' });
    expect(body.data?.distanceKm).toBeLessThan(5);
    expect(setCookies(headers).get('zone')?.value).toBe('101310125');
  });

  it.each([
    [
      'cl',
      { latitude: 0, longitude: 0 },
      404,
      'GEOLOCATION_NOT_FOUND',
      'No pudimos encontrar tu ubicación. Elige tu zona manualmente.',
    ],
    // Juan Fernández islands: a place of ours we do not deliver to
    [
      'cl',
      { latitude: -33.64, longitude: -78.83 },
      422,
      'LOCATION_NOT_SERVED',
      'Aún no tenemos servicio de entrega en tu ubicación.',
    ],
    ['cl', { zoneId: '05104' }, 422, 'LOCATION_NOT_SERVED', 'Lamentablemente aún no hacemos entregas en esta zona.'],
    ['br', { zipCode: '53990-000' }, 422, 'LOCATION_NOT_SERVED', 'Infelizmente ainda não entregamos nessa região.'],
    ['mx', { zipCode: '54730' }, 404, 'NOT_FOUND', 'El código postal 54730 no es válido o no existe.'],
    ['cl', { zoneId: '99999' }, 404, 'NOT_FOUND', 'No encontramos esa zona. Elige otra.'],
    ['mx', { zipCode: '07300', colony: 'Polanco' }, 404, 'NOT_FOUND', 'No encontramos la colonia «Polanco».'],
  ])('%s %j → %i %s, and no cookie', async (tenant, body, status, code, message) => {
    const response = await api(`/api/${tenant}/save-location-info`, json(body));
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]).toMatchObject({ code, message });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['no way at all', {}, 'body'],
    ['two ways at once', { zoneId: '13123', latitude: -33.4 }, 'body'],
    ['half a coordinate', { latitude: -33.4 }, 'longitude'],
    ['a latitude past the pole', { latitude: 91, longitude: 0 }, 'latitude'],
    ['coordinates as text', { latitude: '-33.4', longitude: '-70.6' }, 'latitude'],
    ['a zone id with symbols', { zoneId: '13;DROP' }, 'zoneId'],
    ['a zone id too long', { zoneId: '1234567890' }, 'zoneId'],
    ['a zone id of the wrong type', { zoneId: 13123 }, 'zoneId'],
    ['an unknown field', { zoneId: '13123', admin: true }, 'body'],
    ['a colony without its zip', { zoneId: '13123', colony: 'Centro' }, 'colony'],
    ['a zip code on a tenant without zip mode', { zipCode: '8320000' }, 'zipCode'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const { status, body: answer, headers } = await api('/api/cl/save-location-info', json(body));
    expect(status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field });
    expect(headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['br', '0131', 'O CEP deve ter o formato 00000-000.'],
    ['mx', '06-700', 'El código postal debe tener el formato 00000.'],
    ['mx', 'abcde', 'El código postal solo puede tener números y guiones.'],
  ])('validates a %s zip code shape (%s)', async (tenant, zipCode, message) => {
    const { status, body } = await api(`/api/${tenant}/save-location-info`, json({ zipCode }));
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ field: 'zipCode', message });
  });

  it('refuses a body that is not JSON, has the wrong type or is too large', async () => {
    const notJson = await api('/api/cl/save-location-info', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const xml = await api('/api/cl/save-location-info', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<zoneId>13123</zoneId>',
    });
    expect(xml.status).toBe(415);
    const large = await api('/api/cl/save-location-info', json({ zoneId: '13123', colony: 'x'.repeat(5000) }));
    expect(large.status).toBe(413);
  });
});
