import type { EditorService } from './cart-view';

/**
 * The line's whole choice of services after one box is ticked or cleared, as the services
 * action takes it: a warranty replaces the other warranty (one at most, docs/cart-rules.md).
 */
export function toggledServices(
  available: readonly EditorService[],
  chosen: readonly string[],
  service: EditorService,
): string[] {
  if (chosen.includes(service.id)) return chosen.filter((id) => id !== service.id);
  const kindOf = (id: string) => available.find((other) => other.id === id)?.kind;
  const kept = service.kind === 'warranty' ? chosen.filter((id) => kindOf(id) !== 'warranty') : chosen;
  return [...kept, service.id];
}
