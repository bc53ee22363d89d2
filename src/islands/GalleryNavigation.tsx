import { useEffect } from 'react';

/**
 * Keys for the product page's full-screen gallery (src/components/product/GalleryViewer.astro):
 * Escape closes it and the arrow keys move through it, by following the view's own close,
 * previous and next links, so the address and the CSS :target view change exactly as they do
 * when those links are clicked. The focus moves into a view when it opens and back to the
 * picture that opened it when it closes. Renders nothing.
 */
const keyLinks: Record<string, string> = {
  Escape: '[data-gallery-close]',
  ArrowLeft: '[data-gallery-previous]',
  ArrowRight: '[data-gallery-next]',
};

function viewShown(): HTMLElement | null {
  const id = location.hash.slice(1);
  return /^gallery-view-\d+$/.test(id) ? document.getElementById(id) : null;
}

export default function GalleryNavigation() {
  useEffect(() => {
    let lastView = viewShown()?.id;
    const onKeyDown = (event: KeyboardEvent) => {
      const selector = keyLinks[event.key];
      if (!selector || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      const link = viewShown()?.querySelector<HTMLAnchorElement>(selector);
      if (!link) return;
      event.preventDefault();
      link.click();
    };
    const onHashChange = () => {
      const view = viewShown();
      if (view) view.querySelector<HTMLElement>('[data-gallery-close]')?.focus({ preventScroll: true });
      else if (lastView) {
        const openers = document.querySelectorAll<HTMLElement>(`[data-gallery-open][href="#${lastView}"]`);
        openers[openers.length - 1]?.focus({ preventScroll: true });
      }
      lastView = view?.id;
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);
  return null;
}
