import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { $compareIds, addCompared, removeCompared } from '../stores/compare';

export interface CompareToggleProps {
  productId: string;
  /** Without JavaScript the control is a link to this product's compare page. */
  href: string;
  words: {
    add: string;
    /** "Compare {name}": which product, for a list of cards. */
    label: string;
    COMPARE_LIST_FULL: string;
    COMPARE_ADD_FAILED: string;
  };
}

/**
 * "Compare" on a listing card or a product page. With JavaScript it is a checkbox with its label
 * (ticked: the product is in the stored compare list), which puts the product in the list or
 * takes it out, and says so when the list is full or the product could not be added (docs/accounts-and-lists.md
 * compare add error). A real box rather than a "✓" glued to the word: its state reads and shows
 * the same everywhere.
 */
export default function CompareToggle({ productId, href, words }: CompareToggleProps) {
  const ids = useStore($compareIds);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const messageId = useId();
  useEffect(() => setReady(true), []);
  const chosen = ids.includes(productId);
  // 24 px tall at least: a finger can reach it between the card's other controls (WCAG 2.5.8)
  const className = 'self-start inline-flex min-h-6 items-center text-xs text-brand underline';

  if (!ready) {
    return (
      <a href={href} aria-label={words.label} className={className}>
        {words.add}
      </a>
    );
  }
  const toggle = () => {
    if (chosen) {
      removeCompared(productId);
      setProblem(undefined);
      return;
    }
    const code = addCompared(productId);
    setProblem(code === 'COMPARE_LIST_FULL' || code === 'COMPARE_ADD_FAILED' ? words[code] : undefined);
  };
  return (
    <span className="inline-flex flex-col">
      <label className="inline-flex min-h-6 cursor-pointer items-center gap-1.5 self-start text-xs text-brand">
        <input
          type="checkbox"
          checked={chosen}
          aria-label={words.label}
          aria-describedby={problem ? messageId : undefined}
          onChange={toggle}
          className="size-4 accent-brand"
        />
        {words.add}
      </label>
      {problem && (
        <span id={messageId} role="alert" className="mt-1 text-xs font-semibold text-accent">
          {problem}
        </span>
      )}
    </span>
  );
}
