import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { interpolate } from '../lib/messages/interpolate';
import { useHydrated } from './cart/use-hydrated';

export interface ImageSearchWords {
  drop: string;
  camera: string;
  preview: string;
  remove: string;
  /** "Foto elegida: {name}" */
  chosen: string;
  notImage: string;
  unreadable: string;
  tooLarge: string;
}

interface Props {
  words: ImageSearchWords;
  maxBytes: number;
  /** The server's upload form (field "image"), which posts the same with or without this island. */
  children: ReactNode;
}

type Problem = 'notImage' | 'unreadable' | 'tooLarge';

/** The server checks the bytes; this only spares an upload the server would refuse anyway. */
function problemOf(file: File, maxBytes: number): Problem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'unreadable';
  return file.size > maxBytes ? 'tooLarge' : null;
}

/**
 * Search by image (docs/search-and-listings.md) with JavaScript: a picture dropped on the form, or taken with the
 * phone's camera, goes into the form's own file field; a preview shows what will be searched.
 */
export default function ImageSearchForm({ words, maxBytes, children }: Props) {
  const hydrated = useHydrated();
  const zoneRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<{ name: string; url: string } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dragging, setDragging] = useState(false);

  const field = () => zoneRef.current?.querySelector<HTMLInputElement>('input[type="file"][name="image"]') ?? null;

  const show = (file: File | undefined) => {
    setChosen((previous) => {
      if (previous) URL.revokeObjectURL(previous.url);
      return null;
    });
    if (!file) return setProblem(null);
    const found = problemOf(file, maxBytes);
    setProblem(found);
    const input = field();
    input?.setAttribute('aria-invalid', String(found !== null));
    if (found) {
      if (input) input.value = '';
      return;
    }
    setChosen({ name: file.name, url: URL.createObjectURL(file) });
  };

  /** A dropped or photographed file becomes the form's own, so the form sends it. */
  const take = (file: File | undefined) => {
    const input = field();
    if (!file || !input) return;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    show(file);
  };

  useEffect(() => {
    const input = field();
    if (!input) return;
    const changed = () => show(input.files?.[0]);
    input.addEventListener('change', changed);
    return () => input.removeEventListener('change', changed);
  });

  const remove = () => {
    const input = field();
    if (input) input.value = '';
    show(undefined);
    input?.focus();
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file field inside stays the keyboard and screen-reader path
    <div
      ref={zoneRef}
      data-drop-zone
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`mt-4 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-brand bg-brand-light' : 'border-gray-300'}`}
    >
      {hydrated && <p className="font-semibold text-ink-soft">{words.drop}</p>}
      {children}
      {hydrated && (
        <label className="mt-3 inline-block cursor-pointer rounded border border-brand px-4 py-2 font-semibold text-brand">
          {words.camera}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => take(event.currentTarget.files?.[0])}
          />
        </label>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-3 text-red-800">
          {words[problem]}
        </p>
      )}
      {chosen && (
        <figure className="mt-3 flex items-center gap-3">
          <img src={chosen.url} alt={words.preview} className="h-24 w-24 rounded object-cover" />
          <figcaption className="flex flex-col items-start gap-1 text-sm">
            {interpolate(words.chosen, { name: chosen.name })}
            <button type="button" onClick={remove} className="text-brand underline">
              {words.remove}
            </button>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
