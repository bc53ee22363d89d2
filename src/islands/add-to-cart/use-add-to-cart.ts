import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { announceSubmitTaken } from '../../directives/held-submit';
import { type AddedLine, addFailure, addToCart } from './add';

interface Options {
  /** The catalogue's docs/cart-rules.md message, for a failure the server gave no words for (the network). */
  fallbackMessage: string;
  onAdded: (line: AddedLine | null, submitter: HTMLElement | null) => void;
}

interface Sent {
  fields: FormData;
  submitter: HTMLElement | null;
}

/** Starts fetching the modals' code while the add is on its way. */
export const loadDialogs = () => import('./dialogs');

/**
 * Takes over the submit of the add-to-cart form inside `wrapper` (server-rendered, and posting on
 * its own without JavaScript): the same fields go to the same action, with no page load. A refusal
 * is shown beside the fields (`inPlace`, tied to the field at fault); any other failure is kept
 * for the error modal, whose retry sends the same fields again. The wrapper's element carries
 * `data-takes-submit` (src/directives/held-submit.ts), so a submit that beats hydration waits for it.
 */
export function useAddToCart({ fallbackMessage, onAdded }: Options) {
  const wrapper = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [inPlace, setInPlace] = useState<{ message: string; field: string | undefined } | undefined>(undefined);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const last = useRef<Sent | undefined>(undefined);
  const sending = useRef(false);
  const added = useRef(onAdded);
  added.current = onAdded;

  const send = useCallback(
    async (sent: Sent) => {
      if (sending.current) return;
      sending.current = true;
      last.current = sent;
      setBusy(true);
      setInPlace(undefined);
      setFailed(undefined);
      void loadDialogs().catch(() => undefined);
      try {
        const line = await addToCart(sent.fields, fallbackMessage);
        added.current(line, sent.submitter);
      } catch (error) {
        const failure = addFailure(error, fallbackMessage);
        if (failure.where === 'inPlace') setInPlace({ message: failure.message, field: failure.field });
        else setFailed(failure.message);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [fallbackMessage],
  );

  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    if (!form) return;
    // the server's messages, in the tenant's words, replace the browser's bubbles
    form.noValidate = true;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      void send({ fields: new FormData(form), submitter });
    };
    form.addEventListener('submit', onSubmit);
    // a tap that came before this island was ready is held by client:interaction until now
    announceSubmitTaken(form);
    return () => form.removeEventListener('submit', onSubmit);
  }, [send]);

  // the field at fault says so, and points at the message beside it
  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    if (!form) return;
    form.setAttribute('aria-busy', String(busy));
    const field = inPlace?.field ? form.elements.namedItem(inPlace.field) : null;
    if (!(field instanceof HTMLElement)) return;
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', messageId);
    return () => {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    };
  }, [busy, inPlace, messageId]);

  const retry = useCallback(() => {
    if (last.current) void send(last.current);
  }, [send]);
  const dismissFailure = useCallback(() => setFailed(undefined), []);

  return { wrapper, messageId, busy, inPlace: inPlace?.message, failed, retry, dismissFailure };
}
