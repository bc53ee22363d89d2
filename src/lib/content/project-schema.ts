import { z } from 'astro/zod';
import { tenantIdSchema } from '../../tenants/schema';
import { calculatorKinds } from '../calculators/calculator-query';
import { unitIdSchema } from '../unit-schema';

/**
 * Project templates (glossary "project"): a kit for a job, e.g. paint a room, with each
 * material's quantity per unit of area. One Markdown file per project in
 * src/content/projects/<tenant>/, in the tenant's language; the body tells the steps.
 * A bad field stops `astro build` with the file and the field, in the editors' English.
 */

const slugId = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be lower-case letters and digits joined by hyphens, e.g. "pintar-habitacion"',
  });

/** A category id of the catalogue, as in /{tenant}/category/{categoryId}/. */
const categoryId = z.string().regex(/^CATG\d{5}$/, { error: 'must be a category id such as "CATG10002"' });

/** How much of a material a project needs, per m² of the project or once for the whole job. */
export const quantityRules = ['m2', '10m2', 'fixed'] as const;

export const projectMaterialSchema = z.strictObject({
  /** What the shopper reads in the material column: "Rodillo", "Adhesivo cerámico". */
  name: z.string().trim().min(2).max(60),
  /** The catalogue category the product comes from (its most popular product there). */
  category: categoryId,
  /**
   * The catalogue's product types the material may be, e.g. ["paint-roller"] among the brushes
   * and rollers of its category: a slot holds products of its kind, whatever their names say.
   */
  types: z
    .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a product type such as "paint-roller"' }))
    .min(1)
    .max(10),
  /** The product of the page takes this line when the page's product fits the project. */
  main: z.boolean().default(false),
  /** Units per m² ("m2"), per 10 m² ("10m2") or for the whole project ("fixed"). */
  per: z.enum(quantityRules, { error: `must be one of ${quantityRules.join(', ')}` }),
  quantity: z.number({ error: 'must be a number such as 0.2' }).positive().max(1000),
  /** The unit a line counts in: what one product is (a roll, a sack, a box). */
  unit: unitIdSchema,
});

export const projectSchema = z
  .strictObject({
    /** Unique within the tenant. */
    id: slugId,
    tenant: tenantIdSchema,
    title: z.string().trim().min(3).max(80),
    /** One or two sentences under the title. */
    summary: z.string().trim().min(10).max(240),
    /** Products of these categories, or with this calculator, show the project. */
    categories: z.array(categoryId).max(30).default([]),
    calculators: z.array(z.enum(calculatorKinds)).max(2).default([]),
    /** m² the quantities are shown for until the shopper gives an area. */
    defaultAreaM2: z.number().positive().max(10_000),
    materials: z.array(projectMaterialSchema).min(1).max(20),
  })
  .check((ctx) => {
    const project = ctx.value;
    if (project.categories.length === 0 && project.calculators.length === 0) {
      ctx.issues.push({
        code: 'custom',
        input: project,
        path: ['categories'],
        message: 'give the categories or the calculators the project applies to',
      });
    }
    if (project.materials.filter((material) => material.main).length > 1) {
      ctx.issues.push({
        code: 'custom',
        input: project,
        path: ['materials'],
        message: 'at most one material can be the main one',
      });
    }
  });

export type ProjectMaterial = z.output<typeof projectMaterialSchema>;
export type ProjectTemplate = z.output<typeof projectSchema>;

/** Units of a material for a project of `areaM2`, rounded up: nobody buys 0.4 of a roller. At least one. */
export function materialQuantity(material: Pick<ProjectMaterial, 'per' | 'quantity'>, areaM2: number): number {
  const exact =
    material.per === 'fixed'
      ? material.quantity
      : material.per === 'm2'
        ? material.quantity * areaM2
        : (material.quantity * areaM2) / 10;
  // toPrecision drops float noise, so 0.1 × 30 (3.0000000000000004) is 3 and not 4.
  return Math.max(1, Math.ceil(Number(exact.toPrecision(12))));
}

/** Whether a project belongs on the page of a product of this category and calculator. */
export function projectApplies(
  project: Pick<ProjectTemplate, 'categories' | 'calculators'>,
  product: { categoryIds: readonly string[]; calculator: string | null },
): boolean {
  return (
    project.categories.some((id) => product.categoryIds.includes(id)) ||
    (product.calculator !== null && (project.calculators as readonly string[]).includes(product.calculator))
  );
}
