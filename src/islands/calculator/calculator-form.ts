import { answerCalculator, type CalculatorAnswer } from '../../lib/calculators/calculator-answer';
import {
  type CalculatorKind,
  calculatorLimits,
  readCalculatorQuery,
  type TypedValues,
  type TypedWall,
  typedValues,
  typedWalls,
} from '../../lib/calculators/calculator-query';
import type { MessageKey, MessageParams } from '../../lib/messages';
import type { CalculatorIslandProps } from './words';

/** A calculator island's form as the shopper left it. */
export interface CalculatorFormState {
  values: TypedValues;
  walls: readonly TypedWall[];
  /** The shopper changed something since the server answered. */
  changed: boolean;
}

/** The query string the GET form would send: the rules read the island's state as the server reads the form. */
export function searchOf(kind: CalculatorKind, values: TypedValues, walls: readonly TypedWall[]): URLSearchParams {
  const search = new URLSearchParams({ calc: kind });
  for (const [name, value] of Object.entries(values))
    if (name !== 'calc' && value !== undefined) search.set(name, value);
  search.delete('width');
  search.delete('height');
  if (kind === 'floor' && values.width !== undefined) search.set('width', values.width);
  if (kind === 'paint') {
    for (const wall of walls) {
      search.append('width', wall.width);
      search.append('height', wall.height);
    }
  }
  return search;
}

/**
 * What the shopper typed before the island woke up (the first keystrokes can beat it), read from
 * the form's fields; null when the form still holds what the server rendered.
 */
export function typedBeforeHydration(
  kind: CalculatorKind,
  inForm: URLSearchParams,
  rendered: Pick<CalculatorIslandProps, 'typed' | 'walls'>,
): { values: TypedValues; walls: TypedWall[] } | null {
  const search = new URLSearchParams(inForm);
  const server = searchOf(kind, rendered.typed, rendered.walls);
  search.sort();
  server.sort();
  if (search.toString() === server.toString()) return null;
  return { values: typedValues(search), walls: typedWalls(search) };
}

/** Until the shopper changes something the server's own answer stands; then the same rules answer in the island. */
export function islandAnswer(
  props: Pick<CalculatorIslandProps, 'product' | 'unitPrice' | 'format' | 'errors' | 'result'>,
  state: CalculatorFormState,
  say: (key: MessageKey, params?: MessageParams) => string,
): CalculatorAnswer {
  if (!state.changed) return { errors: props.errors, result: props.result, estimate: null };
  const read = readCalculatorQuery(
    props.product.kind,
    searchOf(props.product.kind, state.values, state.walls),
    props.format.separator,
  );
  return answerCalculator(read, props.product, props.unitPrice, props.format, say);
}

/**
 * The refusals on screen: a field's once the shopper leaves it, every one once "Calcular" is
 * pressed, and the server's as it rendered them. What the shopper cannot fix ("product") always shows.
 */
export function shownErrors(
  errors: Record<string, string>,
  seen: { changed: boolean; submitted: boolean; touched: ReadonlySet<string> },
): Record<string, string> {
  if (!seen.changed || seen.submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => seen.touched.has(field) || field === 'product'));
}

/** The paint form's walls after "add a wall": an empty one, up to the form's limit. */
export function withWallAdded(walls: TypedWall[]): TypedWall[] {
  return walls.length >= calculatorLimits.walls ? walls : [...walls, { width: '', height: '' }];
}

/** The walls after removing one: the last wall stays. */
export function withoutWall(walls: TypedWall[], index: number): TypedWall[] {
  return walls.length > 1 ? walls.filter((_, i) => i !== index) : walls;
}

/** The walls with one side of one wall retyped. */
export function withWallSide(
  walls: readonly TypedWall[],
  index: number,
  side: keyof TypedWall,
  value: string,
): TypedWall[] {
  return walls.map((wall, i) => (i === index ? { ...wall, [side]: value } : wall));
}
