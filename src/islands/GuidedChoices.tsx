import { useState } from 'react';
import { type GuidedFacet, guidedSelectionHref } from '../lib/guided-selection';
import { useHydrated } from './cart/use-hydrated';

export interface GuidedChoiceView {
  label: string;
  /** The server's link: this one choice on or off, or the refined search. */
  href: string;
  selected: boolean;
  /** Set for a choice that narrows the listing; a refined search has none. */
  facet?: GuidedFacet;
}

interface Props {
  choices: GuidedChoiceView[];
  words: { apply: string; clear: string };
}

const chip = 'inline-block rounded-full border border-brand px-3 py-1 text-sm';
const chipLook = (on: boolean) => `${chip} ${on ? 'bg-brand text-white' : 'bg-white text-brand hover:bg-brand-light'}`;

/**
 * The guided search banner's choices (docs/tools.md). Without JavaScript each is a link that turns one
 * filter on or off. With it, the filter choices become toggles the shopper can pick several of,
 * then "see results" loads the listing once with all of them; refined searches stay links.
 */
export default function GuidedChoices({ choices, words }: Props) {
  const hydrated = useHydrated();
  const [picked, setPicked] = useState(() => choices.map((choice) => choice.selected));
  const facets = choices.flatMap((choice) => (choice.facet ? [choice.facet] : []));
  const pickedFacets = choices.flatMap((choice, index) => (choice.facet && picked[index] ? [choice.facet] : []));
  const changed = choices.some((choice, index) => choice.facet && picked[index] !== choice.selected);

  const apply = () => window.location.assign(guidedSelectionHref(window.location.href, facets, pickedFacets));

  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice, index) => (
          <li key={choice.label}>
            {hydrated && choice.facet ? (
              <button
                type="button"
                aria-pressed={picked[index] ?? false}
                onClick={() => setPicked((now) => now.map((on, at) => (at === index ? !on : on)))}
                className={chipLook(picked[index] ?? false)}
              >
                {choice.label}
              </button>
            ) : (
              <a
                href={choice.href}
                rel="nofollow"
                aria-current={choice.selected ? 'true' : undefined}
                className={chipLook(choice.selected)}
              >
                {choice.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      {hydrated && facets.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={apply}
            disabled={!changed}
            className="rounded bg-brand px-4 py-1 text-sm font-semibold text-white disabled:opacity-50"
          >
            {words.apply}
          </button>
          {picked.some(Boolean) && (
            <button
              type="button"
              onClick={() => setPicked(choices.map(() => false))}
              className="text-sm text-brand underline"
            >
              {words.clear}
            </button>
          )}
        </div>
      )}
    </>
  );
}
