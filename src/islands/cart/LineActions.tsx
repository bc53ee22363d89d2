import type { EditorLine } from './cart-view';
import LineErrorText, { lineErrorId } from './LineErrorText';
import type { LineTools } from './line-tools';
import type { LineRefusals } from './refusal';

interface Props {
  line: EditorLine;
  name: string;
  tools: LineTools;
  refusals: LineRefusals | undefined;
}

/** The line's total, its quantity form and its remove form. */
export default function LineActions({ line, name, tools, refusals }: Props) {
  const { say, formActions, submit, hydrated, quantityBounds } = tools;
  const quantityId = `quantity-${line.lineId}`;
  const refused = refusals?.update !== undefined;
  return (
    <div className="space-y-2 text-sm sm:text-right">
      <p>
        <span className="block text-ink-soft">{say('site.cart.lineTotal')}</span>
        <strong className="text-lg" data-line-total>
          {line.total.text}
        </strong>
      </p>
      <form
        method="post"
        action={formActions.update}
        onSubmit={submit('update', line.lineId)}
        noValidate={hydrated}
        className="flex items-end gap-2 sm:justify-end"
      >
        <input type="hidden" name="lineId" value={line.lineId} />
        <label htmlFor={quantityId} className="sr-only">
          {say('site.cart.quantity')}
        </label>
        <input
          // A new quantity from the server resets the field; a refused one stays for the shopper to fix.
          key={line.quantity}
          id={quantityId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={quantityBounds.min}
          max={quantityBounds.max}
          defaultValue={line.quantity}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? lineErrorId(line.lineId, 'update') : undefined}
          className="w-20 rounded border border-gray-300 px-2 py-1"
        />
        <button type="submit" className="rounded bg-brand px-3 py-1 text-white">
          {say('site.cart.update')}
        </button>
      </form>
      <LineErrorText lineId={line.lineId} change="update" refusals={refusals} />
      <form method="post" action={formActions.remove} onSubmit={submit('remove', line.lineId)}>
        <input type="hidden" name="lineId" value={line.lineId} />
        <button type="submit" className="text-red-700 underline">
          {say('site.cart.remove', { name })}
        </button>
      </form>
      <LineErrorText lineId={line.lineId} change="remove" refusals={refusals} />
    </div>
  );
}
