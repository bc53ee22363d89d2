import { departments } from './vocabulary';
import type { ProductTypeSeed, Text } from './vocabulary/types';

/** A category of the tree every tenant shares; the tenant writes it in its language. */
export interface CategoryNode {
  id: string;
  parentId: string | null;
  level: 1 | 2 | 3;
  name: Text;
  position: number;
  departmentKey: string;
}

/** Where a product type sits: its department and its path of category ids down to the leaf. */
export interface TypeSlot {
  departmentKey: string;
  categoryPath: string[];
  type: ProductTypeSeed;
}

function buildTaxonomy(): { categories: CategoryNode[]; slots: TypeSlot[] } {
  const categories: CategoryNode[] = [];
  const slots: TypeSlot[] = [];
  let counter = 0;
  // Ids depend only on the vocabulary's order, so a category keeps its id across tenants and runs;
  // a leaf added later brings its own number (LeafCategorySeed.id).
  const add = (
    parentId: string | null,
    level: 1 | 2 | 3,
    name: Text,
    position: number,
    departmentKey: string,
    fixed?: number,
  ) => {
    const id = `CATG${String(fixed ?? 10_000 + counter++)}`;
    categories.push({ id, parentId, level, name, position, departmentKey });
    return id;
  };
  departments.forEach((department, departmentPosition) => {
    const departmentId = add(null, 1, department.name, departmentPosition, department.key);
    department.children.forEach((sub, subPosition) => {
      const subId = add(departmentId, 2, sub.name, subPosition, department.key);
      sub.children.forEach((leaf, leafPosition) => {
        const leafId = add(subId, 3, leaf.name, leafPosition, department.key, leaf.id);
        for (const type of leaf.types)
          slots.push({ departmentKey: department.key, categoryPath: [departmentId, subId, leafId], type });
      });
    });
  });
  const numbered = 10_000 + counter;
  const fixed = departments.flatMap((d) => d.children.flatMap((s) => s.children.flatMap((l) => l.id ?? [])));
  for (const id of fixed) {
    if (id < numbered || fixed.indexOf(id) !== fixed.lastIndexOf(id))
      throw new Error(`Category number ${id} is taken: give the new leaf one above ${numbered - 1}, once`);
  }
  return { categories, slots };
}

/** The group's category tree and its product types, in menu order: the same for every tenant. */
export const taxonomy = buildTaxonomy();
