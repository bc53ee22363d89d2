import { describe, expect, it } from 'vitest';
import { loggedIn } from './customer-fixtures';
import { attribute, element, elements, h1Of, roleTexts, textOf } from './html-text';
import { NoJsBrowser } from './no-js-browser';
import { rows } from './test-database';

/**
 * The address book's forms (docs/zones-and-price-groups.md, login required) and the location page's saved-address way
 * (docs/zones-and-price-groups.md), as a browser without JavaScript uses them: each form posts, answers 303, and the page
 * it leads to shows the book as it stands. The book has no island: with JavaScript it is the same
 * forms. The actions' refusals and other customers' addresses: address-book.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    none: 'Aún no tienes direcciones guardadas.',
    manage: 'Administrar mis direcciones',
    title: 'Mis direcciones',
    saved: 'Tus direcciones se actualizaron.',
    labelRequired: 'Ingresa un nombre para la dirección, por ejemplo Casa.',
    badge: 'Predeterminada',
    edit: (label: string) => `Editar la dirección ${label}`,
    defaultLine: 'Dirección predeterminada: Casa',
    loginRequired: 'Inicia sesión para ver y guardar tus direcciones.',
    way: 'Mis direcciones',
    locationSaved: (label: string) => `Guardamos tu ubicación: ${label}.`,
  },
  {
    tenant: 'br',
    none: 'Você ainda não tem endereços salvos.',
    manage: 'Gerenciar meus endereços',
    title: 'Meus endereços',
    saved: 'Seus endereços foram atualizados.',
    labelRequired: 'Digite um nome para o endereço, por exemplo Casa.',
    badge: 'Principal',
    edit: (label: string) => `Editar o endereço ${label}`,
    defaultLine: 'Endereço principal: Casa',
    loginRequired: 'Entre na sua conta para ver e salvar seus endereços.',
    way: 'Meus endereços',
    locationSaved: (label: string) => `Salvamos sua localização: ${label}.`,
  },
] as const;

/** Two served zones of the tenant, by id, with the label the address book shows. */
async function servedZones(tenant: string) {
  const [home, office] = await rows<{ id: string; label: string }>(
    'SELECT id, label FROM zones WHERE tenant = ? AND served = 1 ORDER BY id LIMIT 2',
    tenant,
  );
  if (!home || !office) throw new Error(`two served zones in ${tenant}`);
  return { home, office };
}

/** The address book's card of the address with this label (its text, and the id its forms carry). */
function card(html: string, label: string) {
  const list = elements(html, /^<ul\b[^>]*aria-label=/).find((ul) => /<li\b/.test(ul)) ?? '';
  const found = elements(list, /^<li\b/).find((li) => textOf(li).startsWith(label));
  if (!found) return undefined;
  return { text: textOf(found), id: /name="addressId" value="([^"]+)"/.exec(found)?.[1] ?? '' };
}

/** The header's zone, as the region label shows it. */
const regionOf = (html: string) => textOf(element(html, /\sdata-region-label\b/));
/** The saved-address way of the location page: the fieldset its legend names. */
const wayOf = (html: string, legend: string) =>
  elements(html, /^<fieldset\b/).find((set) => textOf(set).startsWith(legend));

describe.each(sites)('the address book of $tenant without JavaScript', (site) => {
  const t = site.tenant;
  const book = `/${t}/account/addresses/`;
  const action = (name: string) => `${book}?_action=addresses.${name}`;

  it('adds, edits, makes default and deletes saved addresses', async () => {
    const { home, office } = await servedZones(t);
    const { browser } = await loggedIn(t);
    const account = await browser.get(`/${t}/account/`);
    expect(textOf(element(account.html, /aria-labelledby="account-addresses"/))).toContain(site.none);
    expect(account.html).toContain(`href="${book}"`);
    expect(textOf(account.html)).toContain(site.manage);
    expect(h1Of((await browser.get(book)).html)).toBe(site.title);

    // docs/zones-and-price-groups.md: a name of blanks is no name; the message is the tenant's language.
    const blank = await browser.submit(action('create'), { label: '   ', street: 'Los Aromos 1234', zoneId: home.id });
    expect(roleTexts(blank.html, 'alert')).toEqual([site.labelRequired]);

    const first = await browser.submit(action('create'), { label: 'Casa', street: 'Los Aromos 1234', zoneId: home.id });
    expect(roleTexts(first.html, 'status')).toEqual([site.saved]);
    expect(card(first.html, 'Casa')?.text).toContain(`Los Aromos 1234, ${home.label}`);
    expect(card(first.html, 'Casa')?.text, 'the first address is the default').toContain(site.badge);

    const second = await browser.submit(action('create'), {
      label: 'Oficina',
      street: 'Av. Grecia 900',
      zoneId: office.id,
    });
    const oficina = card(second.html, 'Oficina');
    expect(oficina?.text).toContain(`Av. Grecia 900, ${office.label}`);
    expect(oficina?.text).not.toContain(site.badge);

    const moved = await browser.submit(action('makeDefault'), { addressId: oficina?.id ?? '' });
    expect(card(moved.html, 'Oficina')?.text).toContain(site.badge);
    expect(card(moved.html, 'Casa')?.text).not.toContain(site.badge);

    const casa = card(moved.html, 'Casa')?.id ?? '';
    const editLink = elements(moved.html, /^<a\b/).find((a) => attribute(a, 'aria-label') === site.edit('Casa')) ?? '';
    const editing = await browser.get(attribute(editLink, 'href') ?? '');
    expect(element(editing.html, /<input\b[^>]*name="street"/)).toContain('value="Los Aromos 1234"');
    const edited = await browser.submit(action('update'), {
      addressId: casa,
      label: 'Casa',
      street: 'Los Aromos 1300',
      zoneId: home.id,
    });
    expect(roleTexts(edited.html, 'status')).toEqual([site.saved]);
    expect(card(edited.html, 'Casa')?.text).toContain('Los Aromos 1300');

    // Deleting the default one makes the one left the default.
    const removed = await browser.submit(action('remove'), { addressId: oficina?.id ?? '' });
    expect(card(removed.html, 'Oficina')).toBeUndefined();
    expect(card(removed.html, 'Casa')?.text).toContain(site.badge);
    expect(textOf((await browser.get(`/${t}/account/`)).html)).toContain(site.defaultLine);
  });

  it('sends a guest to log in, saying why', async () => {
    const browser = new NoJsBrowser();
    const sent = await browser.get(book);
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/${t}/account/?error=addresses.loginRequired`);
    expect(roleTexts((await browser.get(sent.location)).html, 'alert')).toEqual([site.loginRequired]);
  });

  it('the location page offers the saved address, and choosing it sets the zone', async () => {
    const { browser } = await loggedIn(t);
    const shown = regionOf((await browser.get(`/${t}/`)).html);
    const zone = (
      await rows<{ id: string; label: string }>(
        'SELECT id, label FROM zones WHERE tenant = ? AND served = 1 AND label != ? ORDER BY id LIMIT 1',
        t,
        shown,
      )
    )[0];
    if (!zone) throw new Error(`a served zone in ${t} other than ${shown}`);
    await browser.submit(action('create'), { label: 'Obra', street: 'Av. Grecia 900', zoneId: zone.id });

    const location = await browser.get(`/${t}/location`);
    const way = wayOf(location.html, site.way) ?? '';
    // The only address is the default one, so it comes chosen.
    const option = elements(way, /^<label\b/).find((label) => textOf(label) === `Obra: Av. Grecia 900, ${zone.label}`);
    expect(option, 'the saved address is offered').toBeDefined();
    expect(element(option ?? '', /<input\b[^>]*type="radio"/)).toMatch(new RegExp(`value="${zone.id}"[^>]*checked`));

    const saved = await browser.submit(
      `/${t}/location?_action=location.save`,
      { zoneId: zone.id },
      { from: `/${t}/location` },
    );
    expect(textOf(saved.html)).toContain(site.locationSaved(zone.label));
    expect(regionOf(saved.html)).toBe(zone.label);
  });

  it('a visitor is not offered saved addresses; a customer without any is led to the address book', async () => {
    const visitor = await new NoJsBrowser().get(`/${t}/location`);
    expect(visitor.status).toBe(200);
    expect(wayOf(visitor.html, site.way)).toBeUndefined();
    const { browser } = await loggedIn(t);
    const customer = await browser.get(`/${t}/location`);
    const way = wayOf(customer.html, site.way);
    expect(textOf(way ?? '')).toContain(site.none);
    expect(elements(way ?? '', /type="radio"/)).toEqual([]);
    const form = element(customer.html, /^<form\b[^>]*_action=location\.save/);
    expect(form).toContain(`href="${book}"`);
    expect(textOf(form)).toContain(site.manage);
  });
});
