import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { emailRefusal, subscribe, subscribeFailure } from './notify-me/subscribe';

export interface NotifyMeWords {
  required: string;
  invalid: string;
  /** docs/accounts-and-lists.md notify-me failure. */
  failure: string;
  sending: string;
  done: string;
}

interface Props {
  words: NotifyMeWords;
  /** The server-rendered form (posting the notifyMe action), whole without JavaScript. */
  children: ReactNode;
}

type Shown = { kind: 'idle' | 'sending' | 'done' } | { kind: 'refused' | 'failed'; text: string };

/**
 * The out-of-stock notify-me form with JavaScript: the email is checked as the shopper sends it,
 * the request goes out without a page load, and the confirmation replaces the form. A refusal the
 * shopper can fix (the email) shows beside the field; anything else is the failure text (docs/accounts-and-lists.md).
 */
export default function NotifyMeForm({ words, children }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });

  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    if (!form) return;
    // the catalogue's messages replace the browser's bubbles
    form.noValidate = true;
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      const fields = new FormData(form);
      const refusal = emailRefusal(String(fields.get('email') ?? ''), words);
      if (refusal !== undefined) {
        setShown({ kind: 'refused', text: refusal });
        return;
      }
      setShown({ kind: 'sending' });
      try {
        await subscribe(fields, words.failure);
        setShown({ kind: 'done' });
      } catch (error) {
        setShown(subscribeFailure(error, words.failure));
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [words]);

  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    const email = form?.elements.namedItem('email');
    if (!(email instanceof HTMLInputElement)) return;
    form?.setAttribute('aria-busy', String(shown.kind === 'sending'));
    if (shown.kind === 'refused') {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', messageId);
    } else {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    }
  }, [shown, messageId]);

  if (shown.kind === 'done') {
    return (
      <p role="status" className="font-semibold text-brand">
        {words.done}
      </p>
    );
  }
  return (
    <div ref={wrapper} data-notify-me>
      {children}
      {shown.kind === 'sending' && (
        <p role="status" className="mt-2 text-sm">
          {words.sending}
        </p>
      )}
      {(shown.kind === 'refused' || shown.kind === 'failed') && (
        <p id={messageId} role="alert" className="mt-2 text-sm font-semibold text-accent">
          {shown.text}
        </p>
      )}
    </div>
  );
}
