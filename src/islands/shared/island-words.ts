import type { Lang, MessageKey } from '../../lib/messages';

/**
 * The catalogue templates an island fills, named so that the page can carry them once, as data,
 * instead of in every island's props: Astro writes props as an HTML attribute of tagged values
 * (about twice the bytes of plain JSON) and walks them again on every render, where a list's JSON
 * is made once per language (src/server/render/island-words.ts). A list names its keys, or prefixes
 * whose every key it takes (a family that grows with the rules, such as the calculators').
 */
export interface IslandWordList<K extends MessageKey = MessageKey> {
  readonly name: string;
  readonly keys?: readonly K[];
  readonly prefixes?: readonly string[];
}

export type IslandWords<K extends MessageKey = MessageKey> = Readonly<Record<K, string>>;

/** Where the server renderer takes a list's words from: set by the server, which holds the catalogues. */
type ServerWords = (list: IslandWordList, lang: Lang) => Readonly<Record<string, string>>;
let serverWords: ServerWords | undefined;

export function serveIslandWordsFrom(source: ServerWords): void {
  serverWords = source;
}

/** The attribute that names a list on its `<script type="application/json">`. */
export const islandWordsAttribute = 'data-island-words';

const read = new Map<string, Readonly<Record<string, string>>>();

function pageWords(name: string): Readonly<Record<string, string>> {
  let words = read.get(name);
  if (!words) {
    const data = document.querySelector(`script[type="application/json"][${islandWordsAttribute}="${name}"]`);
    if (!data?.textContent) throw new Error(`The page carries no words for the "${name}" island list`);
    words = Object.freeze(JSON.parse(data.textContent) as Record<string, string>);
    read.set(name, words);
  }
  return words;
}

/**
 * A list's words in the page's language: the catalogue's on the server, and in the browser the
 * copy the server wrote into the page before the island (so it is there when the island wakes).
 */
export function islandWords<K extends MessageKey>(list: IslandWordList<K>, lang: Lang): IslandWords<K> {
  if (typeof document !== 'undefined') return pageWords(list.name) as IslandWords<K>;
  if (!serverWords) throw new Error('No source of island words on the server: render IslandWords.astro first');
  return serverWords(list, lang) as IslandWords<K>;
}
