import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { interpolate } from '../lib/messages/interpolate';
import { sessionKeys, setItem } from '../stores/storage';
import { searchStarted } from '../stores/tracker';
import { $typeahead, type Suggestion, suggestionKinds, type TypeaheadState, typeaheadTyped } from '../stores/typeahead';

export interface TypeaheadWords {
  search: string;
  placeholder: string;
  submit: string;
  /** The listbox's name. */
  label: string;
  terms: string;
  categories: string;
  brands: string;
  products: string;
  /** Templates with {count}. */
  countOne: string;
  countOther: string;
  none: string;
  unavailable: string;
}

interface Props {
  /** The search page the form gets without JavaScript: /{tenant}/search?Ntt= */
  action: string;
  term: string;
  words: TypeaheadWords;
}

const listId = 'header-search-suggestions';
const optionId = (index: number) => `${listId}-${index}`;

function announcement({ status, suggestions }: TypeaheadState, words: TypeaheadWords): string {
  if (status === 'failed') return words.unavailable;
  if (status === 'idle') return '';
  if (suggestions.length === 0) return words.none;
  return interpolate(suggestions.length === 1 ? words.countOne : words.countOther, { count: suggestions.length });
}

/**
 * The header search with suggestions while the shopper types (docs/search-and-listings.md typeahead): terms,
 * categories, brands and products in one listbox, after the ARIA combobox pattern (the focus
 * stays in the field; aria-activedescendant names the option the arrows reached). Without
 * JavaScript it is the plain GET form; the combobox roles appear once the island runs, so
 * nobody is promised a list that cannot open.
 */
export default function SearchTypeahead({ action, term, words }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const state = useStore($typeahead);
  const { suggestions } = state;
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const count = suggestions.length;

  useEffect(() => {
    setReady(true);
    // words typed before the island ran get their suggestions too
    const field = input.current;
    if (field && document.activeElement === field && field.value.trim() !== term.trim())
      typeaheadTyped(field.value, words.unavailable);
  }, [term, words.unavailable]);

  useEffect(() => {
    setActive(-1);
    setOpen(suggestions.length > 0 && document.activeElement === input.current);
  }, [suggestions]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const keepTerm = (value: string) => setItem('session', sessionKeys.searchTerm, value.trim());

  const choose = (suggestion: Suggestion) => {
    keepTerm(suggestion.term ?? input.current?.value ?? '');
    if (suggestion.term !== undefined) {
      if (input.current) input.current.value = suggestion.term;
      searchStarted();
    }
    close();
    window.location.assign(suggestion.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || event.altKey) return;
        event.preventDefault(); // the caret stays where it is
        const step = event.key === 'ArrowDown' ? 1 : count - 1;
        const first = event.key === 'ArrowDown' ? 0 : count - 1;
        setActive(open && active >= 0 ? (active + step) % count : first);
        setOpen(true);
        return;
      }
      case 'Enter': {
        const suggestion = open ? suggestions[active] : undefined;
        if (!suggestion) return; // the form searches the typed words
        event.preventDefault();
        choose(suggestion);
        return;
      }
      case 'Escape':
        // first Escape closes the list, the next one clears the field (the browser's own clearing is replaced)
        event.preventDefault();
        if (open) close();
        else if (input.current) {
          input.current.value = '';
          typeaheadTyped('', words.unavailable);
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const combobox = ready
    ? {
        role: 'combobox',
        autoComplete: 'off',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      }
    : {};

  return (
    // biome-ignore lint/a11y/useSemanticElements: the header's search landmark is this form, as the server renders it
    <form
      method="get"
      action={action}
      role="search"
      className="relative flex flex-1 min-w-48"
      onSubmit={() => keepTerm(input.current?.value ?? '')}
    >
      <label htmlFor="header-search" className="sr-only">
        {words.search}
      </label>
      <input
        ref={input}
        id="header-search"
        name="Ntt"
        type="search"
        defaultValue={term}
        required
        maxLength={100}
        placeholder={words.placeholder}
        className="site-header-search w-full rounded-l px-3 py-1 text-ink"
        {...combobox}
        onInput={(event) => typeaheadTyped(event.currentTarget.value, words.unavailable)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(count > 0)}
        onBlur={close}
      />
      <button type="submit" className="site-header-search rounded-r bg-brand-dark px-3 py-1">
        {words.submit}
      </button>
      {ready && (
        <div
          id={listId}
          role="listbox"
          aria-label={words.label}
          hidden={!open}
          className="absolute left-0 right-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded bg-white py-1 text-ink shadow-lg"
          // a click on an option must not take the focus from the field
          onMouseDown={(event) => event.preventDefault()}
        >
          {suggestionKinds.map((kind) =>
            suggestions.some((suggestion) => suggestion.kind === kind) ? (
              // biome-ignore lint/a11y/useSemanticElements: ARIA listbox groups (APG "listbox with grouped options")
              <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
                <div
                  role="presentation"
                  id={`${listId}-${kind}`}
                  className="px-3 pt-2 text-xs font-semibold uppercase text-ink-soft"
                >
                  {words[kind]}
                </div>
                {suggestions.map((suggestion, index) =>
                  suggestion.kind !== kind ? null : (
                    // biome-ignore lint/a11y/useFocusableInteractive: combobox options are reached through aria-activedescendant, the focus stays in the field
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the field's keys drive the options (onKeyDown above)
                    <div
                      key={optionId(index)}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className={`cursor-pointer px-3 py-1 text-sm ${index === active ? 'bg-brand-light' : ''}`}
                      onMouseMove={() => setActive(index)}
                      onClick={() => choose(suggestion)}
                    >
                      {suggestion.label}
                      {suggestion.details.map((detail) => (
                        <span key={detail} className="ml-2 text-xs text-ink-soft">
                          {' '}
                          {detail}
                        </span>
                      ))}
                    </div>
                  ),
                )}
              </div>
            ) : null,
          )}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement(state, words)}
      </p>
    </form>
  );
}
