import LineErrorText from './LineErrorText';
import type { LineTools } from './line-tools';
import type { LineRefusals } from './refusal';
import type { Removal } from './undo-rows';
import { undoButtonId } from './use-removals';

interface Props {
  removal: Removal;
  tools: LineTools;
  refusals: LineRefusals | undefined;
}

/**
 * Where a removed line was: "Eliminaste X · Deshacer". The undo is a form of the line as it was
 * (cart.restore), so it works without JavaScript too; with it, the line comes back in place.
 */
export default function RemovedLineRow({ removal, tools, refusals }: Props) {
  const { say, formActions, editing } = tools;
  const { removed, name } = removal;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 bg-gray-50 px-3 py-3 text-sm">
      <p>{say('cartEditor.removed', { name })}</p>{' '}
      <form
        method="post"
        action={formActions.restore}
        onSubmit={(event) => {
          event.preventDefault();
          editing.undo(removal);
        }}
      >
        <input type="hidden" name="skuId" value={removed.skuId} />
        <input type="hidden" name="quantity" value={removed.quantity} />
        <input type="hidden" name="option" value={removed.option} />
        {removed.serviceIds.map((id) => (
          <input key={id} type="hidden" name="serviceIds" value={id} />
        ))}
        <input type="hidden" name="addedAt" value={removed.addedAt} />
        <button
          id={undoButtonId(removed.lineId)}
          type="submit"
          aria-label={say('cartEditor.undoOf', { name })}
          className="py-1 font-semibold text-brand underline"
        >
          {say('cartEditor.undo')}
        </button>
      </form>
      <LineErrorText lineId={removed.lineId} change="restore" refusals={refusals} />
    </li>
  );
}
