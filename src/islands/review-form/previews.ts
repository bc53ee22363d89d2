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

/** One chosen file's preview, as the list shows it. */
export interface Preview {
  id: number;
  media: 'video' | 'img';
  src: string;
  name: string;
  /** The remove button's text, naming the file. */
  remove: string;
}

/** What the count slot says: nothing before a pick, then how many are chosen (plural rules of `lang`). */
export function chosenCount(kept: readonly Kept[], words: ReviewFormWords, lang: string): string {
  return kept.length === 0 ? '' : interpolate(words['reviewForm.mediaChosen'], { count: kept.length }, lang);
}

/** The previews of the chosen files, in the order chosen: a video plays as a video, anything else shows as an image. */
export function previews(kept: readonly Kept[], words: ReviewFormWords): Preview[] {
  return kept.map(({ id, file, url }) => ({
    id,
    media: file.type.startsWith('video/') ? 'video' : 'img',
    src: url,
    name: file.name,
    remove: interpolate(words['reviewForm.remove'], { name: file.name }),
  }));
}

/**
 * Shows the chosen photos and videos in the form's preview list (docs/reviews.md), each with its remove
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
  count.textContent = chosenCount(kept, words, lang);
  for (const shown of previews(kept, words)) {
    const item = element('li', 'flex w-28 flex-col gap-1 text-xs');
    item.dataset.reviewPreview = '';
    const media = element(shown.media, 'h-20 w-28 rounded bg-gray-100 object-cover');
    media.src = shown.src;
    if (media instanceof HTMLVideoElement) {
      media.muted = true;
      media.setAttribute('aria-label', shown.name);
    } else media.alt = shown.name;
    const name = element('span', 'truncate');
    name.textContent = shown.name;
    const remove = element('button', 'rounded border px-2 py-1');
    remove.type = 'button';
    remove.textContent = shown.remove;
    remove.addEventListener('click', () => onRemove(shown.id));
    item.append(media, name, remove);
    list.append(item);
  }
}
