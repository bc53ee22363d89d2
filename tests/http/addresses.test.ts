import { describe, expect, it } from 'vitest';
import { shopperCookies } from '../../src/lib/cookies';
import { translator } from '../../src/lib/messages';
import { customerSession } from './cart-fixtures';
import { type Reply, rawCall } from './raw-call';

/** Saved addresses (docs/zones-and-price-groups.md: one of them sets the delivery zone): a logged-in customer's, per tenant. */

interface Address {
  id: string;
  label: string;
  street: string;
  zoneId: string;
  zoneLabel: string;
  isDefault: boolean;
}

const customer = async (tenant: string) =>
  `${shopperCookies(tenant).session}=${await customerSession(tenant, { segment: null, proBuyer: false })}`;

const list = (tenant: string, cookie?: string) =>
  rawCall<{ addresses: Address[] }>(`/api/${tenant}/addresses`, cookie === undefined ? {} : { cookie });

const create = (tenant: string, cookie: string | undefined, json: unknown): Promise<Reply<{ address: Address }>> =>
  rawCall(`/api/${tenant}/addresses`, { json, ...(cookie === undefined ? {} : { cookie }) });

describe('GET and POST /api/{tenant}/addresses', () => {
  it('refuses a visitor without a session with 401 UNAUTHORIZED in the tenant language', async () => {
    for (const [tenant, lang] of [
      ['cl', 'es'],
      ['br', 'pt'],
    ] as const) {
      const message = translator(lang)('addresses.loginRequired');
      for (const reply of [await list(tenant), await create(tenant, undefined, { label: 'Casa' })]) {
        expect(reply.status).toBe(401);
        expect(reply.body).toEqual({ success: false, errors: [{ code: 'UNAUTHORIZED', message }] });
      }
    }
  });

  it('starts empty, saves addresses with their zone label, and lists the first one (the default) first', async () => {
    const cookie = await customer('cl');
    expect((await list('cl', cookie)).body).toEqual({ success: true, data: { addresses: [] } });

    const home = await create('cl', cookie, { label: ' Casa ', street: 'Los Aromos 1234', zoneId: '01101' });
    expect(home.status).toBe(201);
    expect(home.body.data?.address).toMatchObject({
      label: 'Casa',
      street: 'Los Aromos 1234',
      zoneId: '01101',
      zoneLabel: 'Iquique',
      isDefault: true,
    });
    const office = await create('cl', cookie, { label: 'Oficina', street: 'Av. Grecia 900', zoneId: '02101' });
    expect(office.status).toBe(201);
    expect(office.body.data?.address).toMatchObject({ zoneLabel: 'Antofagasta', isDefault: false });

    const reply = await list('cl', cookie);
    expect(reply.headers['cache-control']).toContain('no-store');
    expect(reply.body.data?.addresses.map((address) => [address.label, address.zoneLabel, address.isDefault])).toEqual([
      ['Casa', 'Iquique', true],
      ['Oficina', 'Antofagasta', false],
    ]);
  });

  it("keeps each customer's addresses to themselves and to the tenant", async () => {
    const first = await customer('cl');
    await create('cl', first, { label: 'Casa', street: 'Los Aromos 1234', zoneId: '01101' });
    expect((await list('cl', await customer('cl'))).body.data?.addresses).toEqual([]);
    expect((await list('br', await customer('br'))).body.data?.addresses).toEqual([]);
  });

  it.each([
    [{ label: '', street: 'Los Aromos 1234', zoneId: '01101' }, 'label', 'validation.address.labelRequired', {}],
    [
      { label: 'x'.repeat(41), street: 'Los Aromos 1234', zoneId: '01101' },
      'label',
      'validation.address.labelTooLong',
      { max: 40 },
    ],
    [{ label: 'Casa', street: 'ab', zoneId: '01101' }, 'street', 'validation.address.streetTooShort', { min: 3 }],
    [
      { label: 'Casa', street: 'a'.repeat(121), zoneId: '01101' },
      'street',
      'validation.address.streetTooLong',
      { max: 120 },
    ],
    // a zone of another tenant (br) and one that exists nowhere
    [{ label: 'Casa', street: 'Los Aromos 1234', zoneId: '1100205' }, 'zoneId', 'validation.address.zone', {}],
    [{ label: 'Casa', street: 'Los Aromos 1234', zoneId: 'nowhere' }, 'zoneId', 'validation.address.zone', {}],
    [{ label: 'Casa', street: 'Los Aromos 1234' }, 'zoneId', 'validation.address.zone', {}],
  ] as const)('refuses %j with 400 on %s', async (json, field, key, params) => {
    const cookie = await customer('cl');
    const reply = await create('cl', cookie, json);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { code: 'CORE_VALIDATION_ERROR', message: translator('es')(key, params), field },
    ]);
    expect((await list('cl', cookie)).body.data?.addresses).toEqual([]);
  });

  it('keeps at most 10 addresses per customer', async () => {
    const cookie = await customer('br');
    for (let n = 1; n <= 10; n++) {
      const reply = await create('br', cookie, {
        label: `Endereço ${n}`,
        street: 'Rua das Flores, 120',
        zoneId: '1100205',
      });
      expect(reply.status).toBe(201);
    }
    const refused = await create('br', cookie, { label: 'Mais um', street: 'Rua das Flores, 120', zoneId: '1100205' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { code: 'CORE_VALIDATION_ERROR', message: translator('pt')('addresses.limit', { max: 10 }), field: 'body' },
    ]);
    expect((await list('br', cookie)).body.data?.addresses).toHaveLength(10);
  });
});
