import { slugFor } from '../../lib/slug';
import type { Tenant } from '../../tenants/schema';
import type { CurrencyCode } from './currency';
import { generatePlaces } from './generate-places';
import { type GeneratedProduct, generateProduct, type TenantContext } from './generate-product';
import { geographies } from './geography';
import { generateLinks } from './links';
import { departmentWeight } from './profile';
import { Random } from './random';
import type { CatalogueSink } from './sink';
import { brands, collections, colors, departments, questionSeeds, reviewSeeds, services } from './vocabulary';
import type { ProductTypeSeed } from './vocabulary/types';

export interface GenerateOptions {
  /** Products to generate for the tenant (spec: about 2,000 by default). */
  products: number;
  seed?: string;
  /** "Today" for the catalogue: creation dates, the NEW badge and review dates count back from it. */
  referenceDate: Date;
  onProgress?: (done: number, total: number) => void;
}

interface TypeSlot {
  departmentKey: string;
  categoryPath: string[];
  type: ProductTypeSeed;
  weight: number;
}

/** Writes the category tree and returns where each product type can be placed. */
function generateTaxonomy(tenant: Tenant, sink: CatalogueSink): TypeSlot[] {
  const slots: TypeSlot[] = [];
  let counter = 0;
  // Ids depend only on the vocabulary's order, so a category keeps its id across tenants and runs.
  const nextId = () => `CATG${String(10_000 + counter++)}`;
  departments.forEach((department, departmentPosition) => {
    const weight = departmentWeight(tenant.tenant, department.key);
    const departmentId = nextId();
    const write = (id: string, parent: string | null, level: number, name: string, position: number) =>
      sink.insert('categories', {
        tenant: tenant.tenant,
        id,
        parent_id: parent,
        level,
        name,
        slug: slugFor(tenant.lang, name),
        position,
      });
    write(departmentId, null, 1, department.name[tenant.lang], departmentPosition);
    department.children.forEach((sub, subPosition) => {
      const subId = nextId();
      write(subId, departmentId, 2, sub.name[tenant.lang], subPosition);
      sub.children.forEach((leaf, leafPosition) => {
        const leafId = nextId();
        write(leafId, subId, 3, leaf.name[tenant.lang], leafPosition);
        for (const type of leaf.types)
          slots.push({ departmentKey: department.key, categoryPath: [departmentId, subId, leafId], type, weight });
      });
    });
  });
  return slots;
}

/**
 * Generates one tenant's whole catalogue, deterministically: the same tenant, size, seed and
 * reference date always give the same rows.
 */
export function generateCatalogue(tenant: Tenant, options: GenerateOptions, sink: CatalogueSink): GeneratedProduct[] {
  const random = new Random(`${options.seed ?? 'andamio'}:${tenant.tenant}`);
  const geography = geographies[tenant.tenant];
  generatePlaces(geography, sink);
  const slots = generateTaxonomy(tenant, sink);
  const usedBrands = new Set(slots.flatMap((slot) => slot.type.brands));
  for (const brand of brands) {
    if (usedBrands.has(brand.key))
      sink.insert('brands', {
        tenant: tenant.tenant,
        id: brand.key,
        name: brand.name,
        slug: slugFor(tenant.lang, brand.name),
      });
  }
  const context: TenantContext = {
    tenant,
    lang: tenant.lang,
    currency: tenant.currency.code as CurrencyCode,
    priceGroupIds: geography.priceGroups.map((group) => group.id),
    storeIds: geography.stores.map((store) => store.id),
    brandNames: new Map(brands.map((brand) => [brand.key, brand.name])),
    colors: new Map(colors.map((color) => [color.key, color])),
    services: new Map(services.map((service) => [service.key, service])),
    referenceDate: options.referenceDate,
    reviewSeeds,
    questionSeeds,
    usedNames: new Set(),
    nextSku: { value: 0 },
  };
  const products: GeneratedProduct[] = [];
  // Every product type gets at least one product, then the rest follow the tenant's weights.
  for (let ordinal = 0; ordinal < options.products; ordinal++) {
    const slot = ordinal < slots.length ? (slots[ordinal] as TypeSlot) : random.weighted(slots, (s) => s.weight);
    products.push(generateProduct(context, { ordinal, ...slot }, random.fork(`p${ordinal}`), sink));
    if (options.onProgress && (ordinal + 1) % 500 === 0) options.onProgress(ordinal + 1, options.products);
  }
  generateLinks(tenant.tenant, products, random.fork('links'), sink);
  for (const collection of collections) {
    const pool = products.filter((product) => collection.departments.includes(product.departmentKey));
    if (pool.length === 0) continue;
    sink.insert('collections', {
      tenant: tenant.tenant,
      id: collection.id,
      title: collection.title[tenant.lang],
      description: collection.description[tenant.lang],
    });
    random.choose(pool, random.int(24, 60)).forEach((product, index) => {
      sink.insert('collection_products', {
        tenant: tenant.tenant,
        collection_id: collection.id,
        product_id: product.id,
        position: index,
      });
    });
  }
  random.choose(products, Math.max(3, Math.round(products.length * 0.03))).forEach((product, n) => {
    sink.insert('sponsored_products', {
      tenant: tenant.tenant,
      ad_id: `AD${String(n + 1).padStart(5, '0')}`,
      product_id: product.id,
      campaign: `${product.departmentKey}-${tenant.tenant}`,
      bid: random.int(5, 120),
    });
  });
  options.onProgress?.(options.products, options.products);
  return products;
}
