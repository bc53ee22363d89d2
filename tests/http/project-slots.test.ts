import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ProjectTemplate, projectSchema } from '../../src/lib/content/project-schema';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { baseUrl } from './client';
import { row } from './test-database';

/**
 * The project builder fills each slot of a template with a product of the slot's kind (the
 * catalogue's category and product type), and ticks a line only when home delivery can take its
 * quantity in the zone: an out-of-stock product is shown, never pre-selected.
 */

function templatesOf(tenant: TenantId): ProjectTemplate[] {
  const folder = `src/content/projects/${tenant}`;
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`${folder}/${file}`, 'utf8'))?.[1];
      return projectSchema.parse(parse(front ?? ''));
    });
}

interface SkuFacts {
  productId: string;
  categoryId: string;
  type: string | null;
  shippingType: string;
  dcUnits: number;
}

async function skuFacts(tenant: string, skuId: string): Promise<SkuFacts> {
  const facts = await row<SkuFacts>(
    `SELECT p.id AS "productId", p.category_id AS "categoryId", p.product_type AS type, p.shipping_type AS "shippingType",
            COALESCE(d.quantity, 0) AS "dcUnits"
       FROM skus s JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       LEFT JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND s.id = ?`,
    tenant,
    skuId,
  );
  if (!facts) throw new Error(`SKU ${skuId} of ${tenant} is not in the test database`);
  return facts;
}

/**
 * Pages that show the template: the first product of its main material's kind whose shown SKU
 * is in stock at the DC, and the first whose shown SKU has none there (the builder must show it
 * and leave it unticked).
 */
async function pagesFor(
  tenant: TenantId,
  template: ProjectTemplate,
): Promise<{ stocked?: string | undefined; soldOut?: string | undefined }> {
  const main = template.materials.find((material) => material.main) ?? template.materials[0];
  if (!main) return {};
  const pick = async (condition: string) =>
    (
      await row<{ id: string }>(
        `SELECT p.id FROM products p
         JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
          AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id)
         LEFT JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
        WHERE p.tenant = ? AND p.category_id = ? AND p.product_type IN (${main.types.map(() => '?').join(', ')})
          AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
          AND ${condition}
        ORDER BY p.id LIMIT 1`,
        tenant,
        main.category,
        ...main.types,
        getTenant(tenant).fallbackZone.priceGroup,
      )
    )?.id;
  return { stocked: await pick('COALESCE(d.quantity, 0) >= 200'), soldOut: await pick('COALESCE(d.quantity, 0) = 0') };
}

interface Row {
  material: string;
  skuId: string | null;
  quantity: number;
  checked: boolean;
  disabled: boolean;
}

/** The rows of one template's builder on a product page (the tenant's fallback zone). */
async function builderRows(tenant: string, productId: string, templateId: string): Promise<Row[]> {
  const response = await fetch(`${baseUrl}/${tenant}/product/${productId}/x/`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = html.indexOf(`aria-labelledby="project-${templateId}-title"`);
  expect(start, `project ${templateId} on product ${productId}`).toBeGreaterThan(0);
  const section = html.slice(start, html.indexOf('</section>', start));
  return section
    .split('<tr ')
    .filter((chunk) => chunk.includes('data-material='))
    .map((chunk) => {
      const checkbox = /<input type="checkbox"[^>]*>/.exec(chunk)?.[0] ?? '';
      return {
        // React writes an apostrophe as &#39; and Astro as &#x27;: the material as a shopper reads it
        material: (/data-material="([^"]*)"/.exec(chunk)?.[1] ?? '')
          .replace(/&#(?:39|x27);/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
        skuId: /name="items\.\d+\.skuId" value="(\d+)"/.exec(chunk)?.[1] ?? null,
        quantity: Number(/name="items\.\d+\.quantity" value="(\d+)"/.exec(chunk)?.[1] ?? 0),
        checked: / checked(?:="")?[ />]/.test(checkbox),
        disabled: / disabled(?:="")?[ />]/.test(checkbox),
      };
    });
}

describe.each(['cl', 'br', 'mx'] as const)('%s project builder', (tenant) => {
  const templates = templatesOf(tenant);

  it('has templates to check', () => {
    expect(templates.length).toBeGreaterThanOrEqual(3);
  });

  it.each(templates.map((template) => [template.id, template] as const))(
    '%s fills every slot with a product of its kind and ticks only what home delivery can take',
    async (_, template) => {
      const pages = await pagesFor(tenant, template);
      expect(pages.stocked, `a stocked product page for ${template.id}`).toBeDefined();
      let soldOutSeen = false;
      for (const productId of [pages.stocked, pages.soldOut].filter((id) => id !== undefined)) {
        const rows = await builderRows(tenant, productId, template.id);
        expect(rows.map((row) => row.material)).toEqual(template.materials.map((material) => material.name));
        expect(rows.filter((row) => row.skuId !== null).length, 'slots with a product').toBeGreaterThanOrEqual(
          template.materials.length - 1,
        );
        for (const [index, row] of rows.entries()) {
          const material = template.materials[index];
          if (!material || row.skuId === null) continue;
          const facts = await skuFacts(tenant, row.skuId);
          expect({ category: facts.categoryId, type: facts.type }, `${row.material} of ${template.id}`).toMatchObject({
            category: material.category,
          });
          expect(material.types, `${row.material} of ${template.id} holds ${facts.productId}`).toContain(facts.type);
          const canShip = facts.shippingType !== 'pickup_only' && facts.dcUnits >= row.quantity;
          // ticked only when the cart will take it; nothing at all to send: shown but not tickable
          if (row.checked) expect(canShip, `${row.material} (${row.skuId}) is ticked`).toBe(true);
          if (facts.dcUnits === 0) {
            expect(row).toMatchObject({ checked: false, disabled: true });
            soldOutSeen = true;
          }
        }
      }
      if (pages.soldOut !== undefined) expect(soldOutSeen, 'the out-of-stock page product is shown').toBe(true);
    },
  );
});
