import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { addToWishList, myWishLists, type WishListChoice, wishListAddFailure } from './lists/wish-list-calls';

export interface WishListWords {
  choose: string;
  seeList: string;
  failed: string;
}

interface Props {
  words: WishListWords;
  /** The login page; the shopper comes back to this page once logged in (spec §6). */
  loginHref: string;
  /** The server-rendered form posting wishLists.add, which works without JavaScript. */
  children: ReactNode;
}

type Outcome = { ok: true; message: string; href: string } | { ok: false; message: string } | null;

/**
 * "Add to my list" with JavaScript: no page load; a customer with several lists picks one, a guest
 * is sent to log in and brought back. Loaded when the shopper first reaches for it, so the page's
 * own JavaScript does not grow.
 */
export default function WishListButton({ words, loginHref, children }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [lists, setLists] = useState<WishListChoice[]>([]);
  const [chosen, setChosen] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const selectId = useId();

  useEffect(() => {
    myWishLists(words.failed).then(setLists, () => setLists([]));
  }, [words.failed]);

  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    if (!form) return;
    const submit = async (event: SubmitEvent) => {
      event.preventDefault();
      const fields = new FormData(form);
      if (chosen) fields.set('listId', chosen);
      try {
        setOutcome({ ok: true, ...(await addToWishList(fields, words.failed)) });
      } catch (error) {
        const failure = wishListAddFailure(error, words.failed, loginHref, window.location);
        if ('login' in failure) window.location.assign(failure.login);
        else setOutcome({ ok: false, message: failure.message });
      }
    };
    form.addEventListener('submit', submit);
    return () => form.removeEventListener('submit', submit);
  }, [chosen, loginHref, words.failed]);

  return (
    <div ref={wrapper} className="flex flex-col gap-1 text-sm">
      {lists.length > 1 && (
        <label htmlFor={selectId} className="flex flex-col">
          {words.choose}
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className="rounded border border-gray-300 px-2 py-1"
          >
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {children}
      {outcome?.ok && (
        <p role="status">
          {outcome.message}{' '}
          <a href={outcome.href} className="text-brand underline">
            {words.seeList}
          </a>
        </p>
      )}
      {outcome && !outcome.ok && (
        <p role="alert" className="font-semibold text-accent">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
