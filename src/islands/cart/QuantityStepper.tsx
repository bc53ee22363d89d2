import type { EditorLine } from './cart-view';
import LineErrorText, { lineErrorId } from './LineErrorText';
import type { LineTools } from './line-tools';
import { typedQuantity } from './quantity-draft';
import type { LineRefusals } from './refusal';

interface Props {
  line: EditorLine;
  name: string;
  tools: LineTools;
  refusals: LineRefusals | undefined;
}

const stepClass =
  'flex h-10 w-10 items-center justify-center rounded border border-gray-300 text-lg font-bold text-brand disabled:text-gray-400';

/**
 * The line's quantity: −, the number, +. With JavaScript each press or keystroke changes it at
 * once and the cart once the shopper paused. Without it, − and + each submit a form of their own
 * (their `form` attribute) with the quantity they lead to, and the number goes with the update
 * button or Enter.
 */
export default function QuantityStepper({ line, name, tools, refusals }: Props) {
  const { say, formActions, hydrated, quantityBounds, editing } = tools;
  const { lineId } = line;
  const shown = editing.quantity.shown(line);
  const asked = typedQuantity(shown) ?? line.quantity;
  const ids = { form: `quantity-${lineId}`, less: `quantity-less-${lineId}`, more: `quantity-more-${lineId}` };
  const refused = refusals?.update !== undefined;
  const step = (by: -1 | 1) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    editing.quantity.step(line, by);
  };
  const stepForm = (id: string, quantity: number) => (
    <form id={id} method="post" action={formActions.update} hidden>
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="quantity" value={quantity} />
    </form>
  );
  return (
    <div className="space-y-1">
      <form
        id={ids.form}
        method="post"
        action={formActions.update}
        noValidate={hydrated}
        onSubmit={(event) => {
          event.preventDefault();
          editing.quantity.settle(line);
        }}
        className="flex items-center gap-1 sm:justify-end"
      >
        <input type="hidden" name="lineId" value={lineId} />
        <button
          type="submit"
          form={ids.less}
          onClick={step(-1)}
          disabled={asked <= quantityBounds.min}
          aria-label={say('cartEditor.decrease', { name })}
          className={stepClass}
        >
          −
        </button>
        <label htmlFor={`${ids.form}-field`} className="sr-only">
          {say('site.cart.quantity')}
        </label>
        <input
          id={`${ids.form}-field`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={quantityBounds.min}
          max={quantityBounds.max}
          value={shown}
          onChange={(event) => editing.quantity.type(line, event.currentTarget.value)}
          onBlur={() => editing.quantity.settle(line)}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? lineErrorId(lineId, 'update') : undefined}
          className="h-10 w-16 rounded border border-gray-300 px-1 text-center"
        />
        <button
          type="submit"
          form={ids.more}
          onClick={step(1)}
          disabled={asked >= quantityBounds.max}
          aria-label={say('cartEditor.increase', { name })}
          className={stepClass}
        >
          +
        </button>
        {!hydrated && (
          <button type="submit" className="ml-1 rounded bg-brand px-3 py-2 text-white">
            {say('site.cart.update')}
          </button>
        )}
      </form>
      {stepForm(ids.less, Math.max(quantityBounds.min, asked - 1))}
      {stepForm(ids.more, Math.min(quantityBounds.max, asked + 1))}
      <LineErrorText lineId={lineId} change="update" refusals={refusals} />
    </div>
  );
}
