import type { EditorLine } from './cart-view';
import LineErrorText from './LineErrorText';
import type { LineTools } from './line-tools';
import type { LineRefusals } from './refusal';
import { nextChoice } from './service-choice';

interface Props {
  line: EditorLine;
  name: string;
  tools: LineTools;
  refusals: LineRefusals | undefined;
}

/** The services and extended warranties a product offers, each added or removed by its own form. */
export default function LineServices({ line, name, tools, refusals }: Props) {
  const { say, formActions, submit } = tools;
  if (line.availableServices.length === 0) return null;
  return (
    <section aria-label={say('site.cart.servicesOf', { name })} className="pt-2">
      <p className="font-semibold">{say('site.cart.services')}</p>
      <ul className="space-y-1">
        {line.availableServices.map((service) => (
          <li key={service.id} className="flex flex-wrap items-center gap-2">
            <span>
              {`${service.name}: ${service.price.text}`}
              {service.selected && <strong className="ml-1 text-brand">{say('site.cart.serviceChosen')}</strong>}
            </span>
            <form method="post" action={formActions.services} onSubmit={submit('services', line.lineId)}>
              <input type="hidden" name="lineId" value={line.lineId} />
              <input type="hidden" name="serviceIds" value={nextChoice(line, service)} />
              <button type="submit" className="rounded border border-brand px-2 py-0.5 text-brand">
                {service.selected
                  ? say('site.cart.serviceRemove', { service: service.name })
                  : say('site.cart.serviceAdd', { service: service.name })}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <LineErrorText lineId={line.lineId} change="services" refusals={refusals} />
      {line.services.length > 0 && (
        <p className="text-ink-soft">{say('site.cart.servicesTotal', { amount: line.servicesTotal.text })}</p>
      )}
    </section>
  );
}
