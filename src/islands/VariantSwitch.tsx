import { type ReactNode, useEffect } from 'react';
import { prefetchVariant, switchVariant, variantLinkSelector } from './variant-switch/swap';

function variantLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(variantLinkSelector) : null;
  return link && link.origin === window.location.origin ? link : null;
}

/**
 * The product page's variant links (colour, size) with JavaScript: a choice swaps the pictures,
 * price, stock and delivery in place and the address becomes the variant's (./variant-switch/swap.ts);
 * the variant's page starts loading as the pointer comes over its link. It wraps the variant
 * links and loads when the shopper first reaches for them (client:interaction): nothing before.
 * Without JavaScript, or before it runs, the links load the variant's page.
 */
export default function VariantSwitch({ children }: { children: ReactNode }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = variantLink(event.target);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      // a new tab or window keeps its own way
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (link.getAttribute('aria-current') !== 'page') void switchVariant(link.href);
    };
    const onReach = (event: Event) => {
      const link = variantLink(event.target);
      if (link && link.getAttribute('aria-current') !== 'page') prefetchVariant(link.href);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onReach, { passive: true });
    document.addEventListener('focusin', onReach);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onReach);
      document.removeEventListener('focusin', onReach);
    };
  }, []);
  return children;
}
