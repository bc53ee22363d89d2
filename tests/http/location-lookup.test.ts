import { describe, expect, it } from 'vitest';
import { api } from './client';
import type { Place } from './location-fixtures';

describe('GET /api/{tenant}/location?zipCode', () => {
  it('gives the zone and colonias of a Mexican CP', async () => {
    const { status, body } = await api<{
      zipCode: string;
      zones: (Place & { colonies: string[] })[];
      colonies: unknown[];
    }>('/api/mx/location?zipCode=07300');
    expect(status).toBe(200);
    expect(body.data?.zipCode).toBe('07300');
    expect(body.data?.zones).toHaveLength(1);
    expect(body.data?.zones[0]).toMatchObject({
      zoneId: '09005',
      region: { id: '09' },
      colonies: ['Lindavista Norte', 'Lindavista Sur'],
    });
    expect(body.data?.colonies).toEqual([
      { name: 'Lindavista Norte', zoneId: '09005' },
      { name: 'Lindavista Sur', zoneId: '09005' },
    ]);
  });

  it('reads a CEP with or without its hyphen and writes it 00000-000', async () => {
    for (const zip of ['01310-100', '01310100']) {
      const { body } = await api<{ zipCode: string; zones: Place[] }>(`/api/br/location?zipCode=${zip}`);
      expect(body.data?.zipCode).toBe('01310-100');
      expect(body.data?.zones[0]).toMatchObject({ zoneId: '3550308', label: 'São Paulo - SP' });
    }
  });

  it.each([
    ['mx', '54730', 404, 'El código postal 54730 no es válido o no existe.'],
    ['br', '99999-999', 404, 'O CEP 99999-999 é inválido ou não existe.'],
    ['br', '68980-000', 422, 'Infelizmente ainda não entregamos nessa região.'],
    ['mx', '77600', 422, 'Lamentablemente aún no hacemos entregas en esta zona.'],
    ['mx', '', 400, 'Ingresa un código postal.'],
    ['mx', '1234', 400, 'El código postal debe tener el formato 00000.'],
    ['mx', '12%2034', 400, 'El código postal solo puede tener números y guiones.'],
    ['cl', '8320000', 400, 'En este sitio la ubicación se elige por región y ciudad, no por código postal.'],
  ])('%s %s → %i', async (tenant, zip, status, message) => {
    const response = await api(`/api/${tenant}/location?zipCode=${zip}`);
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]).toMatchObject({ field: 'zipCode', message });
  });

  it('refuses a missing, repeated or overlong zip code', async () => {
    for (const query of ['', '?zipCode=06700&zipCode=07300', `?zipCode=${'1'.repeat(50)}`]) {
      const { status, body } = await api(`/api/mx/location${query}`);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.field).toBe('zipCode');
    }
  });
});

describe('GET /api/{tenant}/region-city-by-colony', () => {
  it('finds a colonia accent- and case-insensitively, with its zone, region and city', async () => {
    const { status, body } = await api<{ matches: (Place & { colony: string; zipCodes: string[] })[] }>(
      '/api/mx/region-city-by-colony?colonyName=roma%20NORTE',
    );
    expect(status).toBe(200);
    expect(body.data?.matches).toEqual([
      expect.objectContaining({
        colony: 'Roma Norte',
        zipCodes: ['06700'],
        zoneId: '09015',
        region: { id: '09', name: 'Ciudad de México' },
        city: { id: '09015', name: 'Cuauhtémoc' },
      }),
    ]);
  });

  it('gives every city of a common bairro name, and folds accents (Sé / se)', async () => {
    const centro = await api<{ matches: Place[] }>('/api/br/region-city-by-colony?colonyName=Centro');
    expect(centro.body.data?.matches.length).toBeGreaterThan(5);
    const se = await api<{ matches: (Place & { colony: string })[] }>('/api/br/region-city-by-colony?colonyName=se');
    expect(se.body.data?.matches[0]).toMatchObject({ colony: 'Sé', zoneId: '3550308' });
  });

  it.each([
    ['mx', 'colonyName=Atlantida', 404, 'colonyName'],
    ['mx', '', 400, 'colonyName'],
    ['mx', 'colonyName=%20%20', 400, 'colonyName'],
    ['mx', `colonyName=${'a'.repeat(101)}`, 400, 'colonyName'],
    ['cl', 'colonyName=Providencia', 400, 'colonyName'],
  ])('%s ?%s → %i', async (tenant, query, status, field) => {
    const response = await api(`/api/${tenant}/region-city-by-colony?${query}`);
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]?.field).toBe(field);
  });
});

describe('GET /api/{tenant}/postcodes?searchTerm', () => {
  it('lists the postal codes starting with the digits typed, in order, with their colonies', async () => {
    const { status, body } = await api<{ postcodes: { zipCode: string; colonies: string[]; zoneId: string }[] }>(
      '/api/mx/postcodes?searchTerm=067',
    );
    expect(status).toBe(200);
    const codes = body.data?.postcodes.map((entry) => entry.zipCode) ?? [];
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.startsWith('067'))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    expect(body.data?.postcodes[0]).toMatchObject({ zipCode: '06700', colonies: ['Roma Norte'], zoneId: '09015' });
  });

  it('matches a CEP prefix typed with its hyphen, and limits the list', async () => {
    const hyphen = await api<{ postcodes: { zipCode: string }[] }>('/api/br/postcodes?searchTerm=01310-1');
    expect(hyphen.body.data?.postcodes.map((entry) => entry.zipCode)).toContain('01310-100');
    const wide = await api<{ postcodes: unknown[] }>('/api/br/postcodes?searchTerm=0');
    expect(wide.body.data?.postcodes.length).toBeLessThanOrEqual(20);
    const none = await api<{ postcodes: unknown[] }>('/api/mx/postcodes?searchTerm=99999');
    expect(none.body.data?.postcodes).toEqual([]);
  });

  it.each([
    ['mx', ''],
    ['mx', 'searchTerm='],
    ['mx', 'searchTerm=abc'],
    ['mx', 'searchTerm=--1'],
    ['mx', `searchTerm=${'1'.repeat(11)}`],
    ['cl', 'searchTerm=83'],
  ])('%s ?%s → 400', async (tenant, query) => {
    const { status, body } = await api(`/api/${tenant}/postcodes?${query}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field: 'searchTerm' });
  });
});

type Match = { type: string; name: string; zoneId?: string; regionId?: string };

describe('GET /api/{tenant}/search-location-info?locationName', () => {
  it('finds comunas and regions accent-insensitively, exact names first', async () => {
    const { status, body } = await api<{ locations: Match[] }>('/api/cl/search-location-info?locationName=nunoa');
    expect(status).toBe(200);
    expect(body.data?.locations[0]).toMatchObject({ type: 'city', name: 'Ñuñoa', zoneId: '13120' });
    const santiago = await api<{ locations: Match[] }>('/api/cl/search-location-info?locationName=Santiago');
    expect(santiago.body.data?.locations[0]).toMatchObject({ type: 'city', name: 'Santiago', zoneId: '13101' });
    expect(santiago.body.data?.locations).toContainEqual(
      expect.objectContaining({ type: 'region', regionId: '13', name: 'Metropolitana de Santiago' }),
    );
  });

  it('finds colonias where the zone is chosen by postal code, and limits the list', async () => {
    const { body } = await api<{ locations: (Match & { zipCode?: string })[] }>(
      '/api/mx/search-location-info?locationName=Roma%20Norte',
    );
    expect(body.data?.locations).toContainEqual(
      expect.objectContaining({ type: 'colony', name: 'Roma Norte', zipCode: '06700' }),
    );
    const many = await api<{ locations: Match[] }>('/api/br/search-location-info?locationName=sa');
    expect(many.body.data?.locations.length).toBe(20);
    const none = await api<{ locations: Match[] }>('/api/cl/search-location-info?locationName=Atlantis');
    expect(none.body.data?.locations).toEqual([]);
  });

  it.each(['', 'locationName=', 'locationName=%20', 'locationName=--', `locationName=${'a'.repeat(81)}`])(
    '?%s → 400',
    async (query) => {
      const { status, body } = await api(`/api/cl/search-location-info?${query}`);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.field).toBe('locationName');
    },
  );
});

interface Selected {
  selected: Place;
  levels: { level: string; label: string }[];
  regions: { regionId: string; name: string; selected: boolean }[];
  cities: { cityId: string; name: string; zoneId: string; selected: boolean }[];
}

describe('GET /api/{tenant}/get-selected-locations', () => {
  it('gives the chosen zone, region then comuna levels, all regions and the region’s comunas', async () => {
    const { status, body } = await api<Selected>('/api/cl/get-selected-locations?zone=13123');
    expect(status).toBe(200);
    expect(body.data?.selected).toMatchObject({ zoneId: '13123', label: 'Providencia' });
    expect(body.data?.levels).toEqual([
      { level: 'region', label: 'Región' },
      { level: 'city', label: 'Comuna' },
    ]);
    expect(body.data?.regions).toHaveLength(16);
    expect(body.data?.regions.filter((region) => region.selected)).toEqual([
      { regionId: '13', name: 'Metropolitana de Santiago', selected: true },
    ]);
    const cities = body.data?.cities ?? [];
    expect(cities.length).toBeGreaterThan(30);
    expect(cities.filter((city) => city.selected).map((city) => city.zoneId)).toEqual(['13123']);
    expect(cities.map((city) => city.name)).toEqual(
      [...cities.map((city) => city.name)].sort(new Intl.Collator('es-CL').compare),
    );
  });

  it('uses the zone cookie (or the fallback) without a zone query, and the country’s level names', async () => {
    const { body } = await api<Selected>('/api/mx/get-selected-locations', {
      headers: { cookie: 'zone_mx=600900525' },
    });
    expect(body.data?.selected).toMatchObject({ zoneId: '09005', isFallback: false });
    expect(body.data?.levels.map((level) => level.label)).toEqual(['Estado', 'Municipio']);
    const fallback = await api<Selected>('/api/br/get-selected-locations', { headers: { cookie: 'zone_br=x' } });
    expect(fallback.body.data?.selected).toMatchObject({ zoneId: '3550308', isFallback: true });
    expect(fallback.body.data?.levels.map((level) => level.label)).toEqual(['Estado', 'Cidade']);
  });

  it.each([
    ['zone=99999', 404],
    ['zone=13%3B1', 400],
    ['zone=', 400],
    ['zone=13101&zone=13123', 400],
  ])('?%s → %i', async (query, status) => {
    const response = await api(`/api/cl/get-selected-locations?${query}`);
    expect(response.status).toBe(status);
    expect(response.body.errors?.[0]?.field).toBe('zone');
  });
});
