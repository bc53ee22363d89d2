import { interpolate } from '../../lib/messages/interpolate';
import type { ReviewFormWords } from './words';

/** A chosen file, kept until the review is sent or the shopper removes it. */
export interface Kept {
  id: number;
  file: File;
  /** An object URL of the file, for its preview. */
  url: string;
}

interface Props {
  kept: Kept[];
  words: ReviewFormWords;
  /** The page language, whose plural rules choose the form of the count. */
  lang: string;
  onRemove: (id: number) => void;
}

/** Previews of the chosen photos and videos, each with its remove button (spec §5). */
export function FilePreviews({ kept, words, lang, onRemove }: Props) {
  if (kept.length === 0) return null;
  return (
    <>
      <li className="w-full text-sm" aria-live="polite">
        {interpolate(words['reviewForm.mediaChosen'], { count: kept.length }, lang)}
      </li>
      {kept.map(({ id, file, url }) => (
        <li key={id} className="flex w-28 flex-col gap-1 text-xs" data-review-preview>
          {file.type.startsWith('video/') ? (
            <video src={url} muted className="h-20 w-28 rounded bg-gray-100 object-cover" aria-label={file.name} />
          ) : (
            <img src={url} alt={file.name} className="h-20 w-28 rounded bg-gray-100 object-cover" />
          )}
          <span className="truncate">{file.name}</span>
          <button type="button" className="rounded border px-2 py-1" onClick={() => onRemove(id)}>
            {interpolate(words['reviewForm.remove'], { name: file.name })}
          </button>
        </li>
      ))}
    </>
  );
}
