import type { Tenant } from '../../tenants/schema';
import { departments } from '../catalogue/vocabulary';
import type { DatabaseHandle } from '../db';
import { productRecord, skusOf } from './catalogue';
import { categoryPath, categoryTree } from './categories';
import type { ImageSubject } from './images';
import { type DepartmentKey, departmentKeys } from './pictograms';

/** The department a top-level category stands for, by its name in the tenant's language. */
function departmentOf(rootName: string | undefined, lang: Tenant['lang']): DepartmentKey {
  const key = departments.find((department) => department.name[lang] === rootName)?.key;
  return (departmentKeys as readonly string[]).includes(key ?? '') ? (key as DepartmentKey) : 'generic';
}

/** What a product's generated images are drawn from, or undefined for a product this tenant does not have. */
export async function imageSubject(
  handle: DatabaseHandle,
  tenant: Tenant,
  productId: string,
): Promise<ImageSubject | undefined> {
  const product = await productRecord(handle, tenant.tenant, productId);
  if (!product) return undefined;
  const [skus, tree] = await Promise.all([
    skusOf(handle, tenant.tenant, product.id),
    categoryTree(handle, tenant.tenant),
  ]);
  const colors = [...new Set(skus.flatMap((sku) => (sku.colorHex ? [sku.colorHex] : [])))];
  const spin = product.gallery.find((item) => item.type === 'SPIN');
  return {
    productId: product.id,
    name: product.name,
    brand: product.brand.name,
    department: departmentOf(categoryPath(tree, product.categoryId)[0]?.name, tenant.lang),
    colors,
    dimensions: { widthCm: product.dimensions.widthCm, heightCm: product.dimensions.heightCm },
    decimal: tenant.separator.decimal,
    imageCount: product.gallery.filter((item) => item.type === 'IMAGE').length,
    spinFrames: spin ? (spin.frames ?? 1) : 0,
    hasVideo: product.gallery.some((item) => item.type === 'VIDEO'),
  };
}
