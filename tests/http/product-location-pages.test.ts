import { describe, expect, it } from 'vitest';
import { otherZones, storeProduct, unservedZip, type ZoneTenant } from './catalogue-rows';
import { api } from './client';
import { all, byRole, oneByRole, textOf, withAttribute } from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';

/**
 * Choosing the zone on the product page without JavaScript (issue 5, docs/zones-and-price-groups.md): a region then a
 * city on cl, a postal code on br and mx (whose codes and messages are their own), and the
 * messages for unknown and unserved codes. Plain forms: a GET for the region, a POST that saves.
 */
const sentence = (label: string) => (label.endsWith('.') ? label : `${label}.`);
const sites = {
  cl: { save: 'Guardar ubicación', current: (label: string) => `Precios, stock y entregas para ${sentence(label)}` },
  br: {
    save: 'Salvar localização',
    current: (label: string) => `Preços, estoque e entregas para ${sentence(label)}`,
    zipLabel: 'CEP',
    notServed: 'Infelizmente ainda não entregamos nessa região.',
    unknownZip: '99999-999',
    unknownZipMessage: 'O CEP 99999-999 é inválido ou não existe.',
  },
  mx: {
    save: 'Guardar ubicación',
    current: (label: string) => `Precios, stock y entregas para ${sentence(label)}`,
    zipLabel: 'Código postal',
    notServed: 'Lamentablemente aún no hacemos entregas en esta zona.',
    unknownZip: '54730',
    unknownZipMessage: 'El código postal 54730 no es válido o no existe.',
  },
} as const;

interface Priced {
  url: string;
  price: { current?: { text: string } };
}

const apiProduct = async (tenant: ZoneTenant, productId: string, zone?: string) =>
  (await api<Priced>(`/api/${tenant}/product?productId=${productId}${zone ? `&zone=${zone}` : ''}`)).body
    .data as Priced;

/** A zone whose price for the product differs from the fallback zone's, so the change shows. */
async function zoneWithOtherPrice(tenant: ZoneTenant, productId: string, skuId: string) {
  const before = await apiProduct(tenant, productId);
  for (const zone of await otherZones(tenant, skuId)) {
    if (tenant !== 'cl' && zone.zipCode === null) continue;
    const after = await apiProduct(tenant, productId, zone.zoneId);
    if (after.price.current?.text !== before.price.current?.text) {
      return { ...zone, before: before.price.current?.text ?? '', after: after.price.current?.text ?? '' };
    }
  }
  throw new Error(`No zone of ${tenant} changes the price of ${productId}`);
}

const currentPrice = (page: HtmlPage) => withAttribute(page.doc, 'data-current-price').map(textOf).join(' ');
const locationLabel = (page: HtmlPage) => withAttribute(page.doc, 'data-location-label').map(textOf);
const regionLabel = (page: HtmlPage) => withAttribute(page.doc, 'data-region-label').map(textOf);
const alerts = (page: HtmlPage) => byRole(page.doc, 'alert').map(textOf);

describe('choosing the zone without JavaScript', () => {
  it('cl: a region, then a comuna, changes the zone label and the prices', async () => {
    const { productId, skuId } = await storeProduct('cl');
    const zone = await zoneWithOtherPrice('cl', productId, skuId);
    const { url } = await apiProduct('cl', productId);
    const visitor = new NoJsBrowser();
    const page = await visitor.open(url);
    expect(currentPrice(page)).toContain(zone.before);
    const region = oneByRole(page.doc, 'combobox', 'Región');
    const withCities = await visitor.press(page, oneByRole(page.doc, 'button', 'Ver opciones'), {
      [region.attrs.name ?? '']: zone.regionId,
    });
    expect(withCities.url).toMatch(new RegExp(`locationRegion=${zone.regionId}#location$`));
    const city = oneByRole(withCities.doc, 'combobox', 'Comuna');
    expect(all(city, (element) => element.tag === 'option').map((option) => option.attrs.value)).toContain(zone.zoneId);
    const saved = await visitor.press(withCities, oneByRole(withCities.doc, 'button', sites.cl.save), {
      [city.attrs.name ?? '']: zone.zoneId,
    });
    expect(saved.url).toBe(`${url}?locationSaved=1`);
    expect(byRole(saved.doc, 'status').map(textOf)).toContain(`Guardamos tu ubicación: ${zone.label}.`);
    expect(locationLabel(saved)).toEqual([sites.cl.current(zone.label)]);
    expect(regionLabel(saved)).toEqual([zone.label]);
    expect(currentPrice(saved)).toContain(zone.after);
  });

  it.each(['br', 'mx'] as const)(
    '%s: a postal code changes the zone and the prices; bad codes say why',
    async (tenant) => {
      const site = sites[tenant];
      const { productId, skuId } = await storeProduct(tenant);
      const zone = await zoneWithOtherPrice(tenant, productId, skuId);
      const { url } = await apiProduct(tenant, productId);
      const visitor = new NoJsBrowser();
      const page = await visitor.open(url);
      expect(currentPrice(page)).toContain(zone.before);
      const sendZip = async (from: HtmlPage, code: string) => {
        const zip = oneByRole(from.doc, 'textbox', site.zipLabel);
        return visitor.press(from, oneByRole(from.doc, 'button', site.save), { [zip.attrs.name ?? '']: code });
      };

      const unknown = await sendZip(page, site.unknownZip);
      expect(unknown.url).toMatch(/locationError=validation\.zip\.notFound.*#location$/);
      expect(alerts(unknown)).toEqual([site.unknownZipMessage]);

      const unserved = await sendZip(unknown, await unservedZip(tenant));
      expect(alerts(unserved)).toEqual([site.notServed]);
      expect(currentPrice(unserved)).toContain(zone.before);

      const saved = await sendZip(unserved, zone.zipCode ?? '');
      expect(saved.url).toBe(`${url}?locationSaved=1`);
      expect(byRole(saved.doc, 'status').some((status) => textOf(status).includes(zone.label))).toBe(true);
      expect(alerts(saved)).toHaveLength(0);
      expect(locationLabel(saved)).toEqual([site.current(zone.label)]);
      expect(regionLabel(saved)).toEqual([zone.label]);
      expect(currentPrice(saved)).toContain(zone.after);
    },
  );
});
