import { useEffect, useRef, useState } from 'react';

interface Props {
  label: string;
  pendingLabel: string;
}

/**
 * The review step's submit button. The form posts as it does without JavaScript; once it is
 * sent, the button says so and takes no second click (the idempotency key already makes a second
 * request harmless; this spares the shopper the wait for it).
 */
export default function PlaceOrderButton({ label, pendingLabel }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    // After the submit event: the browser has taken the form's data by then.
    const onSubmit = () => setTimeout(() => setPending(true), 0);
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);
  return (
    <button
      ref={button}
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="rounded bg-brand px-6 py-3 text-lg font-semibold text-white disabled:opacity-60"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
