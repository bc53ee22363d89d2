import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { baseUrl } from './client';
import { copyOfTestDatabase, type DatabaseCopy, previewToken, type RunningServer, startServer } from './server';

/**
 * The build checks a landing page's names for their shape only; the catalogue is the database's.
 * On a copy of the test database that lacks a SKU the cl and br landing pages name and a
 * collection of cl's landing page and of its home, with a server of its own: the pages answer
 * 200 without them, each render logs them once with the page's path, and the preview lists them.
 */
const cyberDay = '/cl/landing/cyber-day/ofertas-cyber-day/';
const blackFriday = '/br/landing/black-friday/ofertas-black-friday/';
const goneSku = '1635068';
let copy: DatabaseCopy | undefined;
let server: RunningServer;
let goneProducts: Map<string, string>;

beforeAll(async () => {
  copy = await copyOfTestDatabase('unknown-names');
  const rows = await copy.rows<{ tenant: string; product_id: string }>(
    "SELECT tenant, product_id FROM skus WHERE id = ? AND tenant IN ('cl', 'br')",
    goneSku,
  );
  goneProducts = new Map(rows.map((row) => [row.tenant, row.product_id]));
  // its prices first: they refer to it
  await copy.rows("DELETE FROM prices WHERE sku_id = ? AND tenant IN ('cl', 'br')", goneSku);
  await copy.rows("DELETE FROM skus WHERE id = ? AND tenant IN ('cl', 'br')", goneSku);
  await copy.rows("DELETE FROM collections WHERE tenant = 'cl' AND id IN ('especial-pintura', 'renueva-tu-bano')");
  server = await startServer(await freePort(), { ...copy.env, WARM_UP: '0' });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await copy?.remove();
});

async function page(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, html: await response.text() };
}

interface LogRecord {
  msg: string;
  tenant: string;
  path: string;
  skus?: string;
  collections?: string;
}

/** The server's lines about names the catalogue lacks, for one page's path. */
function unknownNameLines(path: string): LogRecord[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogRecord)
    .filter((record) => record.msg === 'content names what the catalogue lacks' && record.path === path);
}

/** Polls the server's log for a page's lines: written while the page renders, read through a pipe. */
async function loggedFor(path: string, count: number): Promise<LogRecord[]> {
  const deadline = Date.now() + 5000;
  while (unknownNameLines(path).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return unknownNameLines(path);
}

describe('a landing page naming what the catalogue lacks', () => {
  it('answers 200 with the grid without the unknown SKU, logs it once, and its preview lists it', async () => {
    const product = `/cl/product/${goneProducts.get('cl')}/`;
    // the suite's database has the SKU: its product is in the grid there, and the preview lists nothing
    expect((await page(baseUrl, cyberDay)).html).toContain(`href="${product}`);
    expect((await page(baseUrl, `${cyberDay}?preview=${previewToken}`)).html).not.toContain(
      'El catálogo no tiene lo que sigue',
    );

    const shopper = await page(server.baseUrl, cyberDay);
    expect(shopper.status).toBe(200);
    expect(shopper.html).not.toContain(`href="${product}`);
    // the rest of the SKU grid is still there, and the emptied collection grid says so
    expect(shopper.html).toMatch(/href="\/cl\/product\/\d+\//);
    expect(shopper.html).toContain('Estos productos no están disponibles en tu zona');
    // shoppers are not told what the editor got wrong
    expect(shopper.html).not.toContain('El catálogo no tiene lo que sigue');
    const logged = await loggedFor(cyberDay, 1);
    expect(logged).toEqual([
      expect.objectContaining({ tenant: 'cl', path: cyberDay, skus: goneSku, collections: 'especial-pintura' }),
    ]);

    const preview = await page(server.baseUrl, `${cyberDay}?preview=${previewToken}`);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('El catálogo no tiene lo que sigue: los clientes no lo ven en esta página.');
    expect(preview.html).toContain(`SKU: ${goneSku}`);
    expect(preview.html).toContain('Colecciones: especial-pintura');
    expect(preview.html).not.toContain(`href="${product}`);
    expect(await loggedFor(cyberDay, 2)).toHaveLength(2);
  });

  it('lists them in Portuguese on a br preview', async () => {
    const preview = await page(server.baseUrl, `${blackFriday}?preview=${previewToken}`);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('O catálogo não tem o que segue: os clientes não o veem nesta página.');
    expect(preview.html).toContain(`SKU: ${goneSku}`);
    expect(preview.html).not.toContain(`href="/br/product/${goneProducts.get('br')}/`);
    expect(await loggedFor(blackFriday, 1)).toEqual([
      expect.objectContaining({ tenant: 'br', path: blackFriday, skus: goneSku }),
    ]);
  });

  it('the home leaves out a rail of a collection the catalogue lacks, logs it, and its preview lists it', async () => {
    expect((await page(baseUrl, '/cl/')).html).toContain('Renueva tu baño');
    const home = await page(server.baseUrl, '/cl/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Lo más vendido');
    expect(home.html).not.toContain('Renueva tu baño');
    expect(home.html).not.toContain('El catálogo no tiene lo que sigue');
    // rendered once, maybe first by the start-up's own request; the page is then kept for the zone
    const rendered = (await loggedFor('/cl/', 1)).length;
    expect(unknownNameLines('/cl/')[0]).toEqual(
      expect.objectContaining({ tenant: 'cl', path: '/cl/', collections: 'renueva-tu-bano' }),
    );

    const preview = await fetch(`${server.baseUrl}/cl/?preview=${previewToken}`);
    const html = await preview.text();
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('Vista previa: así ven los clientes esta portada.');
    expect(html).toContain('Colecciones: renueva-tu-bano');
    expect(html).not.toContain('Renueva tu baño');
    expect(await loggedFor('/cl/', rendered + 1)).toHaveLength(rendered + 1);
  });
});
