/**
 * docs/tools.md: at least one product must be selected to add a project to the cart. Apart from the
 * form's schema (validation/project.ts), so the project builder island checks it without zod.
 */
export const noneSelectedKey = 'validation.project.noneSelected' as const;

export function hasSelection(items: readonly { selected: boolean }[]): boolean {
  return items.some((item) => item.selected);
}
