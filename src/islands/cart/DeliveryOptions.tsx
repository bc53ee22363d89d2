import type { EditorDeliveryOption, EditorLine } from './cart-view';
import LineErrorText, { lineErrorId } from './LineErrorText';
import type { LineTools } from './line-tools';
import type { LineRefusals } from './refusal';
import { deliveryGroups } from './store-choices';

interface Props {
  line: EditorLine;
  name: string;
  tools: LineTools;
  refusals: LineRefusals | undefined;
}

interface OptionProps {
  option: EditorDeliveryOption;
  checked: boolean;
  choose: () => void;
  tools: LineTools;
}

/** One way the line can go: what it is, when it arrives or can be collected, and for what. */
function DeliveryOption({ option, checked, choose, tools }: OptionProps) {
  const { say } = tools;
  const details = option.store ? [option.store.distance, option.store.stock].filter(Boolean).join(' · ') : '';
  const promise =
    option.store && option.available && option.promise
      ? `${option.promise} · ${say('cartEditor.pickupFree')}`
      : option.promise;
  return (
    <li>
      <label className="flex cursor-pointer gap-2 rounded border border-gray-200 p-2 has-[:checked]:border-brand has-[:disabled]:cursor-default has-[:disabled]:text-ink-soft">
        <input
          type="radio"
          name="option"
          value={option.value}
          checked={checked}
          disabled={!option.available && !option.selected}
          onChange={choose}
          className="mt-1 shrink-0"
        />
        {/* The spaces keep the label's parts apart in its accessible name. */}
        <span>
          <span className="block font-medium">{option.label}</span>{' '}
          {details && <span className="block text-ink-soft">{details}</span>}{' '}
          {promise && <span className="block">{promise}</span>}
        </span>
      </label>
    </li>
  );
}

/**
 * The line's delivery as a radio group: home delivery with its date and cost, then pickup at the
 * zone's stores, nearest first (the further ones behind "see N more"). With JavaScript a choice
 * applies at once; without it, the group goes with its button.
 */
export default function DeliveryOptions({ line, name, tools, refusals }: Props) {
  const { say, formActions, hydrated, editing } = tools;
  const { lineId } = line;
  const chosen = editing.choiceOf('delivery', lineId) ?? line.deliveryOptions.find((option) => option.selected)?.value;
  const { home, stores, moreStores } = deliveryGroups(line.deliveryOptions);
  const item = (option: EditorDeliveryOption) => (
    <DeliveryOption
      key={option.value}
      option={option}
      checked={option.value === chosen}
      choose={() => editing.chooseDelivery(lineId, option.value)}
      tools={tools}
    />
  );
  return (
    <div>
      <form method="post" action={formActions.delivery} onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="lineId" value={lineId} />
        <fieldset
          className="space-y-1"
          aria-describedby={refusals?.delivery !== undefined ? lineErrorId(lineId, 'delivery') : undefined}
        >
          <legend className="mb-1 font-semibold">
            {say('site.cart.delivery')}
            <span className="sr-only">{` · ${name}`}</span>
          </legend>
          <ul className="space-y-1">{home.map(item)}</ul>
          {stores.length > 0 && (
            <>
              <p className="pt-1 font-semibold">{say('delivery.label.clickAndCollect')}</p>
              <ul className="space-y-1">{stores.map(item)}</ul>
            </>
          )}
          {moreStores.length > 0 && (
            <details>
              <summary className="cursor-pointer py-1 text-brand underline">
                {say('cartEditor.moreStores', { count: moreStores.length })}
              </summary>
              <ul className="space-y-1">{moreStores.map(item)}</ul>
            </details>
          )}
        </fieldset>
        {!hydrated && (
          <button type="submit" className="mt-2 rounded border border-brand px-3 py-1 text-brand">
            {say('site.cart.changeDelivery')}
          </button>
        )}
      </form>
      <LineErrorText lineId={lineId} change="delivery" refusals={refusals} />
    </div>
  );
}
