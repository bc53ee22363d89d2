import type { EditorLine } from './cart-view';
import LineErrorText from './LineErrorText';
import type { LineTools } from './line-tools';
import QuantityStepper from './QuantityStepper';
import type { LineRefusals } from './refusal';

interface Props {
  line: EditorLine;
  name: string;
  tools: LineTools;
  refusals: LineRefusals | undefined;
}

/** The line's total, its quantity stepper and its removal (undone from the row left in its place). */
export default function LineActions({ line, name, tools, refusals }: Props) {
  const { say, formActions, editing } = tools;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 text-sm sm:flex-col sm:items-end sm:justify-start">
      <p className="sm:text-right">
        <span className="block text-ink-soft">{say('site.cart.lineTotal')}</span>
        <strong className="text-lg" data-line-total>
          {line.total.text}
        </strong>
      </p>
      <QuantityStepper line={line} name={name} tools={tools} refusals={refusals} />
      <form
        method="post"
        action={formActions.remove}
        onSubmit={(event) => {
          event.preventDefault();
          editing.remove(line, name);
        }}
      >
        <input type="hidden" name="lineId" value={line.lineId} />
        <button type="submit" aria-label={say('site.cart.remove', { name })} className="py-1 text-red-700 underline">
          {say('cartEditor.removeShort')}
        </button>
      </form>
      <LineErrorText lineId={line.lineId} change="remove" refusals={refusals} />
    </div>
  );
}
