import { slugFor } from '../../src/lib/slug';
import type { Tenant } from '../../src/tenants/schema';
import { assortment } from './assortment';
import type { CurrencyCode } from './currency';
import { generatePlaces } from './generate-places';
import { type GeneratedProduct, generateProduct, type TenantContext } from './generate-product';
import { geographies } from './geography';
import { generateLinks } from './links';
import { type MasterEntry, masterIndex, masterProduct, masterSize } from './master';
import { Random } from './random';
import type { CatalogueSink } from './sink';
import { taxonomy } from './taxonomy';
import { brands, collections, colors, questionSeeds, reviewSeeds, services } from './vocabulary';

export interface GenerateOptions {
  /** Products to generate for the tenant (spec: about 2,000 by default). */
  products: number;
  seed?: string;
  /** "Today" for the catalogue: creation dates, the NEW badge and review dates count back from it. */
  referenceDate: Date;
  onProgress?: (done: number, total: number) => void;
}

/** Writes the group's category tree in the tenant's language. */
function writeTaxonomy(tenant: Tenant, sink: CatalogueSink): void {
  for (const category of taxonomy.categories)
    sink.insert('categories', {
      tenant: tenant.tenant,
      id: category.id,
      parent_id: category.parentId,
      level: category.level,
      name: category.name[tenant.lang],
      slug: slugFor(tenant.lang, category.name[tenant.lang]),
      position: category.position,
    });
}

/**
 * Generates one tenant's whole catalogue, deterministically: the same tenant, size, seed and
 * reference date always give the same rows.
 */
export function generateCatalogue(tenant: Tenant, options: GenerateOptions, sink: CatalogueSink): GeneratedProduct[] {
  const random = new Random(`${options.seed ?? 'andamio'}:${tenant.tenant}`);
  const geography = geographies[tenant.tenant];
  generatePlaces(geography, sink);
  writeTaxonomy(tenant, sink);
  const usedBrands = new Set(taxonomy.slots.flatMap((slot) => slot.type.brands));
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
    nextSku: { value: 0 },
  };
  // The master depends on the seed alone, never on the tenant: the same article, the same GTIN.
  const masterSeed = options.seed ?? 'andamio';
  const master = masterIndex(masterSeed, masterSize(options.products));
  const sold = assortment(tenant.tenant, options.products, master, random.fork('assortment'));
  const products: GeneratedProduct[] = [];
  sold.forEach((index, ordinal) => {
    const article = masterProduct(masterSeed, index, master[index] as MasterEntry);
    products.push(generateProduct(context, { ordinal, article }, random.fork(`p${ordinal}`), sink));
    if (options.onProgress && (ordinal + 1) % 500 === 0) options.onProgress(ordinal + 1, options.products);
  });
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
