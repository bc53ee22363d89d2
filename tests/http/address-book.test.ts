import { describe, expect, it } from 'vitest';
import { shopperCookies } from '../../src/lib/cookies';
import { translator } from '../../src/lib/messages';
import { customerSession } from './cart-fixtures';
import { baseUrl } from './client';

/**
 * The address book's Astro Actions (docs/zones-and-price-groups.md, saved addresses need login): the island's calls
 * (JSON envelope) and the no-JS forms (303 back to the address book with the outcome).
 */
interface Address {
  id: string;
  label: string;
  street: string;
  zoneId: string;
  zoneLabel: string;
  isDefault: boolean;
}
interface Answer {
  status: number;
  body: { success: boolean; data?: { addresses: Address[] }; errors?: { code: string; message: string }[] };
}

const customer = async (tenant: string) =>
  `${shopperCookies(tenant).session}=${await customerSession(tenant, { segment: null, proBuyer: false })}`;

async function island(name: string, fields: Record<string, string>, cookie?: string, tenant = 'cl'): Promise<Answer> {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  const response = await fetch(`${baseUrl}/_actions/addresses.${name}/`, {
    method: 'POST',
    body,
    headers: { origin: baseUrl, accept: 'application/json', 'x-tenant-id': tenant, ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function form(tenant: string, name: string, fields: Record<string, string>, cookie: string, referer?: string) {
  const response = await fetch(`${baseUrl}/${tenant}/account/addresses/?_action=addresses.${name}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { origin: baseUrl, cookie, ...(referer ? { referer } : {}) },
  });
  return response.headers.get('location');
}

const casa = { label: 'Casa', street: 'Los Aromos 1234', zoneId: '01101' };
const oficina = { label: 'Oficina', street: 'Av. Grecia 900', zoneId: '02101' };

describe('address book actions', () => {
  it('adds, edits, makes default and deletes, answering the list as it stands', async () => {
    const cookie = await customer('cl');
    const first = await island('create', casa, cookie);
    expect(first.status).toBe(200);
    const home = first.body.data?.addresses[0];
    expect(home).toMatchObject({ ...casa, zoneLabel: 'Iquique', isDefault: true });
    const both = await island('create', oficina, cookie);
    const office = both.body.data?.addresses.find((address) => address.label === 'Oficina');
    if (!home || !office) throw new Error('two addresses');
    expect(office.isDefault).toBe(false);

    const moved = await island('makeDefault', { addressId: office.id }, cookie);
    expect(moved.body.data?.addresses.map((address) => [address.label, address.isDefault])).toEqual([
      ['Oficina', true],
      ['Casa', false],
    ]);

    const edited = await island(
      'update',
      { addressId: home.id, label: 'Casa', street: 'Los Aromos 1300', zoneId: '02101' },
      cookie,
    );
    expect(edited.body.data?.addresses.find((address) => address.id === home.id)).toMatchObject({
      street: 'Los Aromos 1300',
      zoneLabel: 'Antofagasta',
    });

    const removed = await island('remove', { addressId: office.id }, cookie);
    expect(removed.body.data?.addresses.map((address) => [address.label, address.isDefault])).toEqual([['Casa', true]]);
  });

  it.each([
    ['cl', 'es'],
    ['br', 'pt'],
  ] as const)(
    '%s: needs login, and words refusals by docs/zones-and-price-groups.md in the tenant language',
    async (tenant, lang) => {
      const t = translator(lang);
      const guest = await island('create', casa, undefined, tenant);
      expect(guest.status).toBe(401);
      expect(guest.body.errors).toEqual([{ code: 'UNAUTHORIZED', message: t('addresses.loginRequired') }]);

      const cookie = await customer(tenant);
      const cases: [Record<string, string>, string][] = [
        [{ label: '  ', street: 'Rua Augusta 1000', zoneId: 'x' }, t('validation.address.labelRequired')],
        [{ label: 'Casa', street: 'ab', zoneId: 'x' }, t('validation.address.streetTooShort', { min: 3 })],
        [
          { label: 'x'.repeat(41), street: 'Rua Augusta 1000', zoneId: 'x' },
          t('validation.address.labelTooLong', { max: 40 }),
        ],
        [{ label: 'Casa', street: 'Rua Augusta 1000', zoneId: 'no-such-zone' }, t('validation.address.zone')],
      ];
      for (const [fields, message] of cases) {
        const refused = await island('create', fields, cookie, tenant);
        expect(refused.status).toBe(400);
        expect(refused.body.errors?.[0]?.message).toBe(message);
      }
    },
  );

  it("answers 404 for another customer's address, and leaves it as it was", async () => {
    const owner = await customer('cl');
    const theirs = (await island('create', casa, owner)).body.data?.addresses[0];
    if (!theirs) throw new Error('an address');
    const intruder = await customer('cl');
    for (const [name, fields] of [
      ['update', { addressId: theirs.id, ...oficina }],
      ['remove', { addressId: theirs.id }],
      ['makeDefault', { addressId: theirs.id }],
    ] as const) {
      const refused = await island(name, fields, intruder);
      expect(refused.status).toBe(404);
      expect(refused.body.errors).toEqual([
        { code: 'NOT_FOUND', field: 'addressId', message: translator('es')('addressBook.notFound') },
      ]);
    }
    // The same id in another tenant is not the customer's either.
    expect((await island('remove', { addressId: theirs.id }, await customer('pe'), 'pe')).status).toBe(404);
    const list = await fetch(`${baseUrl}/api/cl/addresses`, { headers: { cookie: owner } });
    const { data } = (await list.json()) as { data: { addresses: Address[] } };
    expect(data.addresses).toEqual([theirs]);
  });

  it('a no-JS form goes back to the address book, or to the form it came from with the message', async () => {
    const cookie = await customer('cl');
    expect(await form('cl', 'create', casa, cookie)).toBe('/cl/account/addresses/?done=1');
    const referer = `${baseUrl}/cl/account/addresses/?edit=abc`;
    expect(await form('cl', 'update', { addressId: 'abc', ...casa }, cookie, referer)).toBe(
      '/cl/account/addresses/?edit=abc&error=addressBook.notFound#address-form',
    );
    expect(await form('cl', 'create', { ...casa, street: 'ab' }, cookie)).toBe(
      '/cl/account/addresses/?error=validation.address.streetTooShort&error.min=3#address-form',
    );
    const page = await fetch(`${baseUrl}/cl/account/addresses/`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/cl/account/?error=addresses.loginRequired');
    const own = await fetch(`${baseUrl}/cl/account/addresses/`, { headers: { cookie } });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.text()).toContain('Los Aromos 1234');
  });
});
