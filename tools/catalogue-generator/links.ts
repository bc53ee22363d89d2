import type { GeneratedProduct } from './generate-product';
import type { Random } from './random';
import type { CatalogueSink } from './sink';

/**
 * Relations between products (docs/search-and-listings.md): related (same category), similar (same kind, other
 * brand), linked (from the same department: what else the job needs) and project (the
 * project builder's kit, with recommended quantities).
 */
export function generateLinks(
  tenant: string,
  products: readonly GeneratedProduct[],
  random: Random,
  sink: CatalogueSink,
): void {
  const byLeaf = group(products, (product) => product.leafId);
  const byType = group(products, (product) => product.typeKey);
  const byDepartment = group(products, (product) => product.departmentKey);
  for (const product of products) {
    const write = (kind: string, others: readonly GeneratedProduct[], quantity: () => number = () => 1) => {
      others.forEach((other, position) => {
        sink.insert('product_links', {
          tenant,
          product_id: product.id,
          kind,
          linked_id: other.id,
          position,
          quantity: quantity(),
        });
      });
    };
    const notSelf = (other: GeneratedProduct) => other.id !== product.id;
    const otherLeaf = (other: GeneratedProduct) => other.leafId !== product.leafId;
    write('related', random.choose(byLeaf.get(product.leafId) ?? [], 8, notSelf));
    write('similar', random.choose(byType.get(product.typeKey) ?? [], 6, notSelf));
    const companions = byDepartment.get(product.departmentKey) ?? [];
    const kit = random.choose(companions, 7, otherLeaf);
    write('linked', kit.slice(0, 4));
    write('project', kit.slice(4), () => random.int(1, 4));
  }
}

function group<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
