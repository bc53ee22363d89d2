import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { debounceMs } from '../../lib/constants';
import {
  coloniesOf,
  lastZipCode,
  offeredSuggestions,
  type PostcodeSuggestion,
  rememberZipCode,
  searchPostcodes,
  searchTermOf,
  suggestionPlace,
  zipCodeChoice,
} from './postcodes';
import type { WayProps } from './ways';

const field = 'rounded border border-gray-300 px-2 py-1';

/**
 * docs/zones-and-price-groups.md: a postal code (br CEP, mx CP), with codes suggested 200 ms after the shopper stops
 * typing, and the colony (bairro) to choose where the code has several.
 */
export function ZipCodeWay({ say, busy, choose, report }: WayProps) {
  const [typed, setTyped] = useState(lastZipCode);
  const [suggestions, setSuggestions] = useState<PostcodeSuggestion[]>([]);
  const [colony, setColony] = useState('');
  const latest = useRef(0);
  const colonyRef = useRef<HTMLSelectElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'colony' | 'save' | undefined>(undefined);
  const id = useId();

  useEffect(() => {
    const ticket = ++latest.current;
    const term = searchTermOf(typed);
    if (term === undefined) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      searchPostcodes(term, '')
        .then((found) => ticket === latest.current && setSuggestions(found))
        // suggestions only help: without them the code typed is still saved, and the server says what is wrong
        .catch(() => ticket === latest.current && setSuggestions([]));
    }, debounceMs.zipSearch);
    return () => clearTimeout(timer);
  }, [typed]);

  // a code we do not serve has no colony worth choosing: saving it lets the server say so
  const colonies = coloniesOf(
    typed,
    suggestions.filter((entry) => entry.served),
  );
  // a picked suggestion hands the focus on once the fields it brings are rendered
  useEffect(() => {
    const next = focusNext.current === 'colony' && colonies.length > 1 ? colonyRef.current : saveRef.current;
    if (focusNext.current) next?.focus();
    focusNext.current = undefined;
  });

  const offered = offeredSuggestions(typed, suggestions);
  const type = (value: string) => {
    setTyped(value);
    setColony('');
    report(undefined);
  };
  const pick = (entry: PostcodeSuggestion) => {
    type(entry.zipCode);
    focusNext.current = entry.colonies.length > 1 ? 'colony' : 'save';
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const choice = zipCodeChoice(typed, colonies, colony);
    if (!choice) {
      report(say('locationModal.colony.choose'));
      colonyRef.current?.focus();
      return;
    }
    choose(choice, say('locationModal.error.api'), () => rememberZipCode(choice.zipCode));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label className="flex flex-col text-sm">
        {say('productOptions.location.zipCode')}
        <input
          type="text"
          data-autofocus
          value={typed}
          onChange={(event) => type(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          className={field}
        />
      </label>
      {offered.length > 0 && (
        <div className="flex flex-col gap-1">
          <p id={`${id}-suggestions`} className="text-xs text-ink-soft">
            {say('locationModal.zip.suggestions')}
          </p>
          <ul aria-labelledby={`${id}-suggestions`} className="flex max-h-48 flex-col overflow-y-auto text-sm">
            {offered.map((entry) => (
              <li key={`${entry.zipCode}-${entry.label}`}>
                <button
                  type="button"
                  onClick={() => pick(entry)}
                  className="w-full rounded px-2 py-1 text-left hover:bg-brand-light focus:bg-brand-light"
                >
                  {say('locationModal.zip.suggestion', { zipCode: entry.zipCode, place: suggestionPlace(entry, say) })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {colonies.length > 1 && (
        <label className="flex flex-col text-sm">
          {say('locationModal.colony.label')}
          <select ref={colonyRef} value={colony} onChange={(event) => setColony(event.target.value)} className={field}>
            <option value="">{say('locationModal.colony.choose')}</option>
            {colonies.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        ref={saveRef}
        type="submit"
        disabled={busy}
        className="self-start rounded bg-brand px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
      >
        {say('productOptions.location.save')}
      </button>
    </form>
  );
}
