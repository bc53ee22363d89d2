import { useEffect } from 'react';
import { prefetchVariant, switchVariant, variantLinkSelector } from './variant-switch/swap';

function variantLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(variantLinkSelector) : null;
  return link && link.origin === window.location.origin ? link : null;
}

/**
 * The product page's variant links (colour, size) with JavaScript: a choice swaps the pictures,
 * price, stock and delivery in place and the address becomes the variant's (./variant-switch/swap.ts);
 * the variant's page starts loading as the pointer comes over its link. Without JavaScript, or
 * before this runs, the links load the variant's page. Renders nothing.
 */
export default function VariantSwitch() {
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
  return null;
}
