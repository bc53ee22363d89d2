import { type SubmitEvent, useId, useState } from 'react';
import { showToast } from '../../stores/toasts';
import { type AddedLine, chooseServices } from './add';
import { Modal } from './Modal';
import { type ProductAddWords, sayer } from './words';

export interface ServicesDialogProps {
  words: ProductAddWords;
  line: AddedLine;
  onDone: () => void;
}

/**
 * The extended-warranty and services modal: after an add, the line's services and warranties
 * not yet chosen, applied to the line with the cart's services action (no page load).
 */
export function ServicesDialog({ words, line, onDone }: ServicesDialogProps) {
  const say = sayer(words);
  const legendId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const offered = line.availableServices.filter((service) => !service.selected);
  const kept = line.availableServices.filter((service) => service.selected).map((service) => service.id);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('serviceId').map(String);
    if (chosen.length === 0) return onDone();
    setBusy(true);
    setProblem(undefined);
    chooseServices(line.lineId, [...kept, ...chosen], say('errors.generic'))
      .then(() => {
        showToast('success', say('addToCart.services.applied'));
        onDone();
      })
      .catch((error: unknown) => {
        setBusy(false);
        setProblem(error instanceof Error && error.message ? error.message : say('errors.generic'));
      });
  };

  return (
    <Modal title={say('addToCart.services.title')} closeLabel={say('addToCart.close')} onClose={onDone}>
      <form onSubmit={apply} className="flex flex-col gap-4" aria-busy={busy}>
        <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
          <p id={legendId} className="text-sm">
            {say('addToCart.services.intro', { name: line.name ?? '' })}
          </p>
          {offered.map((service, index) => (
            <label key={service.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="serviceId"
                value={service.id}
                data-autofocus={index === 0 ? '' : undefined}
              />
              <span>
                {service.name} <strong>{service.price.text}</strong>
              </span>
            </label>
          ))}
        </fieldset>
        <p role="alert" className="text-sm font-semibold text-accent">
          {problem}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onDone} className="rounded border border-gray-300 px-4 py-2">
            {say('addToCart.services.skip')}
          </button>
          <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white">
            {say('addToCart.services.apply')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
