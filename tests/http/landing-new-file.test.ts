import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { baseUrl } from './client';
import { type RunningServer, startServer } from './server';
import { rows } from './test-database';

/**
 * The editor's promise of README "Landing pages": one new file, and nothing else, then `npm start`
 * (which rebuilds when the sources changed) publishes the page with a priced product grid. A copy
 * of this project's sources gets the file; its own build is served over the test database.
 */
const root = process.cwd();
const scratch = mkdtempSync(join(tmpdir(), 'andamio-new-landing-'));
const path = '/cl/landing/semana-del-maestro/ofertas-semana-del-maestro/';
let copy: RunningServer | undefined;

/** Three cl SKUs priced in every price group, so the grid is priced whatever zone serves it. */
const pricedSkus = () =>
  rows<{ id: string; name: string }>(
    `SELECT s.id, p.name FROM skus s JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
      WHERE s.tenant = 'cl' AND (SELECT count(DISTINCT x.price_group_id) FROM prices x
        WHERE x.tenant = s.tenant AND x.sku_id = s.id) =
        (SELECT count(DISTINCT price_group_id) FROM prices WHERE tenant = 'cl')
      ORDER BY s.id LIMIT 3`,
  );

let skus: { id: string; name: string }[] = [];

/** A name as the page writes it (Astro escapes text). */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const landingFile = () => `---
id: "semana-del-maestro"
slug: "ofertas-semana-del-maestro"
tenant: "cl"
title: "Semana del maestro"
description: "Herramientas y materiales para el maestro, con precios de la semana."
starts: 2026-01-01T00:00:00-03:00
blocks:
  - type: hero
    title: "Semana del maestro"
    text: "Lo que el maestro usa todos los días."
    colour: "#1f4e7a"
  - type: products
    title: "Elegidos por los maestros"
    skus: [${skus.map((sku) => JSON.stringify(sku.id)).join(', ')}]
---

Precios válidos mientras dure el stock.
`;

beforeAll(async () => {
  skus = await pricedSkus();
  for (const input of ['src', 'tools', 'public', 'scripts', 'astro.config.ts', 'uno.config.ts', 'tsconfig.json']) {
    cpSync(join(root, input), join(scratch, input), { recursive: true });
  }
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(root, file), join(scratch, file));
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  // the one file an editor adds
  writeFileSync(join(scratch, 'src/content/landings/cl/semana-del-maestro.md'), landingFile());
  copy = await startServer(await freePort(), { WARM_UP: '0', OUT_DIR: 'dist' }, scratch);
}, 600_000);

afterAll(async () => {
  await copy?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a landing page added as one file', () => {
  it('is not on the site before the file is added', async () => {
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(404);
  });

  it('is published by the rebuild, with its products priced for the zone', async () => {
    const response = await fetch(`${copy?.baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Semana del maestro<\/h1>/);
    expect(skus).toHaveLength(3);
    for (const sku of skus) expect(html).toContain(escapeHtml(sku.name));
    const prices = [...html.matchAll(/data-price="current"[^>]*>([^<]+)</g)].map((match) => match[1] ?? '');
    expect(prices).toHaveLength(3);
    expect(prices.every((price) => /\$ \d/.test(price))).toBe(true);
  });

  it('is in the tenant’s sitemap', async () => {
    const sitemap = await (await fetch(`${copy?.baseUrl}/sitemaps/cl.xml`)).text();
    expect(sitemap).toContain(path);
  });
});
