/**
 * A project template as the product page draws it (src/server/projects/product-projects.ts builds
 * it): texts already in the shopper's language, amounts in minor units where the builder island
 * keeps its totals live.
 */

export interface ProjectLineView {
  material: string;
  rule: string;
  product: { name: string; url: string; skuId: string } | null;
  main: boolean;
  quantity: number;
  quantityText: string;
  price: string | null;
  /** The price of one unit, minor units, for the island's live totals. */
  unitPrice: number | null;
  lineTotal: string | null;
  /** Ticked when rendered: home delivery can take the quantity now (src/lib/project-line.ts). */
  checked: boolean;
  /** Nothing to send: shown for reference only. */
  disabled: boolean;
  /** Why a line is not ticked. */
  note: string | null;
}

export interface ProjectView {
  id: string;
  title: string;
  summary: string;
  areaText: string;
  /** The area is the template's default, not one the shopper gave. */
  isDefaultArea: boolean;
  lines: ProjectLineView[];
  total: string;
}
