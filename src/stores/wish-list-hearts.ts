/**
 * The hearts of the page's add-to-my-list forms (src/components/lists/WishListForm.astro), filled
 * for the products the customer saved. Pages are the same for every shopper, so the server draws
 * every heart empty; the shopper call (src/server/shopper/shopper-state.ts) names the saved SKUs,
 * and these few lines fill theirs, product page and listing cards alike, without loading the add
 * control's island.
 */
export function showSavedHearts(skuIds: readonly string[], root: ParentNode = document): void {
  const saved = new Set(skuIds);
  for (const form of root.querySelectorAll<HTMLElement>('[data-wish-sku]')) {
    markHeart(form, saved.has(form.dataset.wishSku ?? ''));
  }
}

/** One form's heart, filled or empty. */
export function markHeart(form: Element, saved: boolean): void {
  form.querySelector('[data-heart="empty"]')?.toggleAttribute('hidden', saved);
  form.querySelector('[data-heart="full"]')?.toggleAttribute('hidden', !saved);
}
