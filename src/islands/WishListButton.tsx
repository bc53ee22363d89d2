import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { interpolate } from '../lib/messages/interpolate';
import { newListChoice } from '../lib/wish-list-choice';
import { $session } from '../stores/session';
import { addToWishList, myWishLists, type WishListChoice, wishListAddFailure } from './lists/wish-list-calls';

export interface WishListWords {
  choose: string;
  newList: string;
  newListName: string;
  /** "Saved in «{list}»": a template the island fills. */
  savedIn: string;
  seeList: string;
  failed: string;
}

interface Props {
  words: WishListWords;
  /** The login page; the shopper comes back to this page once logged in (docs/accounts-and-lists.md). */
  loginHref: string;
  /** The server-rendered form posting wishLists.add, which works without JavaScript. */
  children: ReactNode;
}

type Outcome = { ok: true; message: string; href: string } | { ok: false; message: string } | null;

/** The longest list name, as the server takes it (src/lib/wish-lists.ts). */
const nameLength = 40;

/**
 * "Add to my list" with JavaScript: no page load. A customer chooses the list (one of theirs, or
 * a new one named in place); a guest is sent to log in and brought back. The heart of the form
 * follows the customer's lists as the server gives them (after an add too), never a guess. The
 * page is the same for every shopper, so the server renders the empty heart and the no-JS link to
 * the choose-a-list page; this island asks for the customer's lists only once the shopper call
 * says a customer is logged in.
 */
export default function WishListButton({ words, loginHref, children }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const session = useStore($session);
  const [lists, setLists] = useState<WishListChoice[] | null>(null);
  const [skuId, setSkuId] = useState('');
  const [chosen, setChosen] = useState('');
  const [newName, setNewName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const selectId = useId();
  const nameId = useId();
  const choice = chosen || lists?.[0]?.id || '';
  const holding = lists?.filter((list) => list.skuIds.includes(skuId)) ?? [];
  const saved = holding.length > 0;

  useEffect(() => {
    setSkuId(wrapper.current?.querySelector<HTMLInputElement>('input[name="skuId"]')?.value ?? '');
  }, []);

  useEffect(() => {
    if (session.status !== 'customer') return;
    let live = true;
    myWishLists(words.failed).then(
      (found) => live && setLists(found),
      () => live && setLists([]),
    );
    return () => {
      live = false;
    };
  }, [session.status, words.failed]);

  // Once the customer's lists are in, the server-rendered heart follows them (the shopper call
  // filled it on arrival), and the link to choose a list on a page of its own gives way to the
  // choice in place.
  useEffect(() => {
    const root = wrapper.current;
    if (!root || lists === null) return;
    root.querySelector('form')?.toggleAttribute('data-saved', saved);
    root.querySelector('[data-choose-list]')?.toggleAttribute('hidden', lists.length > 0);
  }, [saved, lists]);

  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    if (!form) return;
    const submit = async (event: SubmitEvent) => {
      event.preventDefault();
      const fields = new FormData(form);
      if (choice) fields.set('listId', choice);
      if (choice === newListChoice) fields.set('newListName', newName);
      try {
        const added = await addToWishList(fields, words.failed);
        setOutcome({ ok: true, ...added });
        setChosen('');
        setNewName('');
        // the server's own lists again: the new list, and the one that now holds the product
        setLists(await myWishLists(words.failed).catch(() => lists));
      } catch (error) {
        const failure = wishListAddFailure(error, words.failed, loginHref, window.location);
        if ('login' in failure) window.location.assign(failure.login);
        else setOutcome({ ok: false, message: failure.message });
      }
    };
    form.addEventListener('submit', submit);
    return () => form.removeEventListener('submit', submit);
  }, [choice, newName, lists, loginHref, words.failed]);

  return (
    <div ref={wrapper} className="flex flex-col gap-1 text-sm" data-wish-list>
      {lists !== null && lists.length > 0 && (
        <label htmlFor={selectId} className="flex flex-col">
          {words.choose}
          <select
            id={selectId}
            value={choice}
            onChange={(event) => setChosen(event.target.value)}
            className="rounded border border-gray-300 px-2 py-1"
          >
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
            <option value={newListChoice}>{words.newList}</option>
          </select>
        </label>
      )}
      {choice === newListChoice && (
        <label htmlFor={nameId} className="flex flex-col">
          {words.newListName}
          <input
            id={nameId}
            value={newName}
            maxLength={nameLength}
            autoComplete="off"
            onChange={(event) => setNewName(event.target.value)}
            className="rounded border border-gray-300 px-2 py-1"
          />
        </label>
      )}
      {children}
      {outcome === null && saved && (
        <p data-saved-in>{interpolate(words.savedIn, { list: holding.map((list) => list.name).join(', ') })}</p>
      )}
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
