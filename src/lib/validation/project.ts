import { z } from 'astro/zod';
import { hasSelection, noneSelectedKey } from '../project-selection';
import { cartQuantitySchema } from './cart-quantity';
import { customIssue } from './issues';
import { skuSchema } from './product';

/** One product of a project kit, with its recommended quantity and whether the shopper keeps it. */
export const projectItemSchema = z.object({
  skuId: skuSchema,
  quantity: cartQuantitySchema(),
  selected: z.boolean(),
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

/** docs/tools.md: at least one product must be selected to add the project to the cart. */
export const projectSelectionSchema = z.object({ items: z.array(projectItemSchema).prefault([]) }).check((ctx) => {
  if (!hasSelection(ctx.value.items)) {
    ctx.issues.push(customIssue(noneSelectedKey, ctx.value.items, undefined, ['items']));
  }
});
export type ProjectSelection = z.infer<typeof projectSelectionSchema>;

/** The lines that go to the cart. */
export function selectedItems(project: ProjectSelection): ProjectItem[] {
  return project.items.filter((item) => item.selected);
}
