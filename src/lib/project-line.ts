import { countMessage, type Message } from './messages';

/**
 * Whether a line of the project builder starts ticked. The project goes to the cart for home
 * delivery (src/server/projects/add-project.ts), so a line is ticked only when home delivery can
 * take its quantity now: a ticked line that the cart refuses would fail the whole project.
 */
export type ProjectLineState =
  /** Ticked: the cart will take it. */
  | { kind: 'ready'; checked: true; disabled: false; note: null }
  /** Shown for reference, not ticked and not tickable: nothing to send (docs/tools.md out of stock). */
  | { kind: 'outOfStock'; checked: false; disabled: true; note: Message }
  /** Not ticked: fewer units than recommended; the shopper may lower the quantity and tick it. */
  | { kind: 'fewLeft'; checked: false; disabled: false; note: Message };

/**
 * `units`: what home delivery can send in the zone for the line's SKU; `quantity`: the recommended
 * amount; `pickupOnly`: the product never travels home (bricks, blocks), whatever the stock.
 */
export function projectLineState(units: number, quantity: number, pickupOnly = false): ProjectLineState {
  if (!Number.isInteger(units) || !Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`Units and quantity are whole numbers, quantity at least 1; got ${units} and ${quantity}`);
  }
  if (pickupOnly) {
    return { kind: 'outOfStock', checked: false, disabled: true, note: { key: 'projects.builder.pickupOnly' } };
  }
  if (units <= 0) {
    return { kind: 'outOfStock', checked: false, disabled: true, note: { key: 'projects.builder.outOfStock' } };
  }
  if (units < quantity) {
    return {
      kind: 'fewLeft',
      checked: false,
      disabled: false,
      note: countMessage(units, 'projects.builder.fewLeft.one', 'projects.builder.fewLeft.other'),
    };
  }
  return { kind: 'ready', checked: true, disabled: false, note: null };
}
