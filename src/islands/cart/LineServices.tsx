import type { EditorLine } from './cart-view';
import LineErrorText, { lineErrorId } from './LineErrorText';
import type { LineTools } from './line-tools';
import type { LineRefusals } from './refusal';
import { toggledServices } from './service-choice';

interface Props {
  line: EditorLine;
  name: string;
  tools: LineTools;
  refusals: LineRefusals | undefined;
}

/**
 * The services and extended warranties a product offers, one box each: with JavaScript a box
 * applies at once (a warranty takes the other's place); without it, the boxes go with their button.
 */
export default function LineServices({ line, name, tools, refusals }: Props) {
  const { say, formActions, hydrated, editing } = tools;
  const { lineId, availableServices } = line;
  if (availableServices.length === 0) return null;
  const pendingChoice = editing.choiceOf('services', lineId);
  const chosen =
    pendingChoice === undefined
      ? availableServices.filter((service) => service.selected).map((service) => service.id)
      : pendingChoice.split(',').filter(Boolean);
  return (
    <div>
      <form method="post" action={formActions.services} onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="lineId" value={lineId} />
        <fieldset
          className="space-y-1"
          aria-describedby={refusals?.services !== undefined ? lineErrorId(lineId, 'services') : undefined}
        >
          <legend className="mb-1 font-semibold">
            {say('site.cart.services')}
            <span className="sr-only">{` · ${name}`}</span>
          </legend>
          {availableServices.map((service) => (
            <label key={service.id} className="flex cursor-pointer items-start gap-2 py-0.5">
              <input
                type="checkbox"
                name="serviceIds"
                value={service.id}
                checked={chosen.includes(service.id)}
                onChange={() => editing.chooseServices(lineId, toggledServices(availableServices, chosen, service))}
                className="mt-1 shrink-0"
              />
              <span>
                {`${service.name} `}
                <span className="text-ink-soft">{service.price.text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {!hydrated && (
          <button type="submit" className="mt-2 rounded border border-brand px-3 py-1 text-brand">
            {say('cartEditor.saveServices')}
          </button>
        )}
      </form>
      <LineErrorText lineId={lineId} change="services" refusals={refusals} />
      {line.services.length > 0 && (
        <p className="text-ink-soft">{say('site.cart.servicesTotal', { amount: line.servicesTotal.text })}</p>
      )}
    </div>
  );
}
