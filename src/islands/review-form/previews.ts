import { interpolate } from '../../lib/messages/interpolate';
import type { ReviewFormWords } from './words';

/** A chosen file, kept until the review is sent or the shopper removes it. */
export interface Kept {
  id: number;
  file: File;
  /** An object URL of the file, for its preview. */
  url: string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}

/**
 * Shows the chosen photos and videos in the form's preview list (spec §5), each with its remove
 * button, and says how many are chosen in the count slot, a live region, so a screen reader hears
 * each pick and removal. Written into the server's markup by hand, as a React portal would load
 * react-dom's own chunk on every page; names are set as text, never as markup.
 */
export function showPreviews(
  slots: { list: HTMLElement; count: HTMLElement },
  kept: readonly Kept[],
  words: ReviewFormWords,
  lang: string,
  onRemove: (id: number) => void,
): void {
  const { list, count } = slots;
  list.replaceChildren();
  count.textContent =
    kept.length === 0 ? '' : interpolate(words['reviewForm.mediaChosen'], { count: kept.length }, lang);
  for (const { id, file, url } of kept) {
    const item = element('li', 'flex w-28 flex-col gap-1 text-xs');
    item.dataset.reviewPreview = '';
    const media = file.type.startsWith('video/')
      ? element('video', 'h-20 w-28 rounded bg-gray-100 object-cover')
      : element('img', 'h-20 w-28 rounded bg-gray-100 object-cover');
    media.src = url;
    if (media instanceof HTMLVideoElement) {
      media.muted = true;
      media.setAttribute('aria-label', file.name);
    } else media.alt = file.name;
    const name = element('span', 'truncate');
    name.textContent = file.name;
    const remove = element('button', 'rounded border px-2 py-1');
    remove.type = 'button';
    remove.textContent = interpolate(words['reviewForm.remove'], { name: file.name });
    remove.addEventListener('click', () => onRemove(id));
    item.append(media, name, remove);
    list.append(item);
  }
}
