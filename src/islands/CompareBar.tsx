import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { compareHref } from '../lib/compare';
import { interpolate } from '../lib/messages/interpolate';
import { $compareIds, clearCompared } from '../stores/compare';
import { pageTenant } from '../stores/page-context';

export interface CompareBarProps {
  /** `count` is a template: the bar fills it in as the list changes. */
  words: { label: string; count: string; go: string; clear: string };
  max: number;
  /** The compare page without ids: it opens the stored list's page. */
  href: string;
}

/**
 * The compare bar while shopping: how many products wait to be compared, the way to their page,
 * and emptying the list. The server renders its shell, hidden until the page knows the list has
 * products (CompareBar.astro); it then becomes visible, and only then does this code load.
 */
export default function CompareBar({ words, max, href }: CompareBarProps) {
  const ids = useStore($compareIds);
  // the server cannot know the list: the first render matches its shell, the next one is the shopper's
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const shown = ready ? ids : [];
  return (
    <section
      aria-label={words.label}
      data-compare-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white px-4 py-2 shadow-lg"
    >
      <div className="mx-auto flex max-w-screen-lg flex-wrap items-center gap-3">
        {shown.length > 0 && (
          <p className="text-sm font-semibold">
            {interpolate(words.count, { count: shown.length, max }, document.documentElement.lang)}
          </p>
        )}
        <a
          href={shown.length > 0 ? compareHref(pageTenant(), shown) : href}
          className="rounded bg-brand px-3 py-1 text-sm font-semibold text-white"
        >
          {words.go}
        </a>
        {shown.length > 0 && (
          <button type="button" onClick={clearCompared} className="text-sm text-brand underline">
            {words.clear}
          </button>
        )}
      </div>
    </section>
  );
}
