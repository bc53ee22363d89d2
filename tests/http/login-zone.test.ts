import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { Browser } from './cart-fixtures';
import { newCustomer } from './customer-fixtures';
import { page, postForm } from './lists-calls';
import { row } from './test-database';

/** A customer's default address sets the zone at login, and the next page says so. */

const es = translator('es');

async function customerInIquique() {
  const customer = await newCustomer('cl');
  const iquique = await row<{ id: string; label: string }>(
    "SELECT id, label FROM zones WHERE tenant = 'cl' AND label = 'Iquique' AND served = 1",
  );
  const browser = new Browser();
  const login = { kind: 'person', email: customer.email, password: customer.password };
  expect((await browser.call('/api/cl/login', { json: login })).status).toBe(200);
  const saved = await browser.call('/api/cl/addresses', {
    json: { label: 'Casa', street: 'Avenida Arturo Prat 1234', zoneId: iquique?.id },
  });
  expect(saved.status).toBe(201);
  await browser.call('/api/cl/logout', { method: 'POST' });
  return { login, zone: iquique ?? { id: 'none', label: 'none' } };
}

describe('login with a default address', () => {
  it('moves a shopper browsing Santiago to the address’s zone, once, and answers which', async () => {
    const { login, zone } = await customerInIquique();
    const browser = new Browser();
    const first = await browser.call<{ zoneFromAddress: { id: string; label: string } | null }>('/api/cl/login', {
      json: login,
    });
    expect(first.body.data?.zoneFromAddress).toEqual({ id: zone.id, label: zone.label });
    expect(browser.cookies.get('zone')).toMatch(new RegExp(`${zone.id}\\d{2}$`));
    const cart = await browser.call<{ zone: { id: string } }>('/api/cl/cart');
    expect(cart.body.data?.zone.id).toBe(zone.id);
    const again = await browser.call<{ zoneFromAddress: unknown }>('/api/cl/login', { json: login });
    expect(again.body.data?.zoneFromAddress).toBeNull();
  });

  it('says so on the page the login form leads to, without JavaScript', async () => {
    const { login, zone } = await customerInIquique();
    const browser = new Browser();
    const answer = await postForm(browser, '/cl/account/', 'account.login', login);
    expect(answer.location).toBe('/cl/account/?zoneFromAddress=1&done=1');
    const shown = await page(browser, answer.location);
    expect(shown.html).toContain(es('location.zoneFromAddress', { zone: zone.label }));
    expect((await page(browser, '/cl/account/')).html).not.toContain('data-zone-change');
  });
});
