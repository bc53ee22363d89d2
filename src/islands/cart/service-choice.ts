import type { EditorLine, EditorService } from './cart-view';

/**
 * The line's whole choice of services after one add or remove button, as the services form
 * sends it (comma-separated ids): a warranty replaces the other warranty (one at most, spec §9).
 */
export function nextChoice(line: Pick<EditorLine, 'availableServices'>, service: EditorService): string {
  const chosen = line.availableServices.filter((other) => other.selected);
  const next = service.selected
    ? chosen.filter((other) => other.id !== service.id)
    : [...chosen.filter((other) => service.kind !== 'warranty' || other.kind !== 'warranty'), service];
  return next.map((other) => other.id).join(',');
}
