import { useEffect } from 'react';
import type { PageView } from '../lib/page-view';
import {
  type AddToCart,
  adClicked,
  addSubmittedInPage,
  adShown,
  flushAdImpressions,
  searchStarted,
  startTracking,
  trackAddToCart,
  trackFilter,
  trackProductClick,
  trackSort,
} from '../stores/tracker';

interface Props {
  /** The listing's page view (search and category pages). */
  view?: PageView | undefined;
  /** Minor-unit prices of the SKUs the page's add-to-cart forms add (src/lib/page-view.ts trackedPrices). */
  prices?: Record<string, number> | undefined;
}

/**
 * The shopper's click stream (docs/tracking-and-ads.md): the page view, then what the shopper does, read from
 * the server-rendered markup: listing cards carry `data-item-id` and `data-position`, sponsored
 * cards `data-ad-id`, the facet links sit under `data-track="filter"`, the sort form is
 * `data-track="sort"`, and add-to-cart forms post the cart.add action (their price is the page's
 * or the form's `data-price`; `data-track="off"` keeps one out). Renders nothing; the layout leaves
 * it out for crawlers.
 */
export default function ClickTracker({ view, prices }: Props) {
  useEffect(() => {
    const stopTracking = startTracking(view);
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      const ad = link.closest<HTMLElement>('[data-ad-id]');
      const card = link.closest<HTMLElement>('[data-item-id][data-position]');
      if (ad) adClicked(ad.dataset.adId ?? '', ad.dataset.itemId);
      else if (card) trackProductClick(card.dataset.itemId ?? '', Number(card.dataset.position));
      else if (link.closest('[data-track="filter"]')) trackFilter();
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.dataset.track === 'sort') trackSort();
      else if (form.getAttribute('role') === 'search') searchStarted();
      else if (postsCartAdd(form)) {
        const add = addOf(form, prices ?? {});
        // an island that prevented the post reports the add itself, or the cart's count confirms it
        if (event.defaultPrevented) addSubmittedInPage(add);
        else trackAddToCart(add);
      }
    };
    const ads = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
          ads.unobserve(entry.target); // docs/tracking-and-ads.md: one impression per card and page
          adShown(entry.target.dataset.adId ?? '');
        }
      },
      { threshold: 0.5 },
    );
    for (const card of document.querySelectorAll('[data-ad-id]')) ads.observe(card);
    // capture: a click other islands handle is still the shopper's click
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit);
    window.addEventListener('pagehide', flushAdImpressions);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit);
      window.removeEventListener('pagehide', flushAdImpressions);
      ads.disconnect();
      stopTracking();
    };
  }, [view, prices]);
  return null;
}

/** The cart.add action: `?_action=cart.add` for the page's form, `/_actions/cart.add/` when an island posts it. */
function postsCartAdd(form: HTMLFormElement): boolean {
  const action = form.getAttribute('action') ?? '';
  return /[?&]_action=cart\.add(?:&|$)/.test(action) || action.includes('/_actions/cart.add');
}

function addOf(form: HTMLFormElement, prices: Record<string, number>): AddToCart {
  const data = new FormData(form);
  const skuId = String(data.get('skuId') ?? '')
    .trim()
    .toUpperCase();
  const quantity = Number(data.get('quantity') ?? 1);
  const own = form.dataset.price === undefined ? undefined : Number(form.dataset.price);
  const card = form.closest<HTMLElement>('[data-item-id][data-position]');
  return {
    skuId,
    quantity,
    price: prices[skuId] ?? own,
    suppress: form.dataset.track === 'off',
    position: card ? Number(card.dataset.position) : undefined,
  };
}
