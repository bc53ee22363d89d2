import { type IslandWordList, islandWordsAttribute, serveIslandWordsFrom } from '../../islands/shared/island-words';
import { type Lang, type MessageKey, templates, templatesByPrefix } from '../../lib/messages';
import { scriptJson } from '../../lib/product-json-ld';

interface Kept {
  words: Readonly<Record<string, string>>;
  script: string;
}

/** Per list and language, its words and their data script: the catalogues never change while the server runs. */
const kept = new WeakMap<IslandWordList, Partial<Record<Lang, Kept>>>();

function keptWords(list: IslandWordList, lang: Lang): Kept {
  let byLang = kept.get(list);
  if (!byLang) {
    byLang = {};
    kept.set(list, byLang);
  }
  let entry = byLang[lang];
  if (!entry) {
    const words = Object.freeze({
      ...(list.prefixes ? templatesByPrefix(lang, list.prefixes) : {}),
      ...(list.keys ? templates(lang, list.keys as readonly MessageKey[]) : {}),
    });
    const script = `<script type="application/json" ${islandWordsAttribute}="${list.name}">${scriptJson(words)}</script>`;
    entry = { words, script };
    byLang[lang] = entry;
  }
  return entry;
}

serveIslandWordsFrom((list, lang) => keptWords(list, lang).words);

/** The lists a page already carries, per request (its `Astro.locals`). */
const written = new WeakMap<object, Set<string>>();

/**
 * The data script of a list's words, the first time a page asks for it, and nothing after: two
 * islands of one list share one copy.
 */
export function islandWordsScript(page: object, list: IslandWordList, lang: Lang): string {
  let names = written.get(page);
  if (!names) {
    names = new Set();
    written.set(page, names);
  }
  if (names.has(list.name)) return '';
  names.add(list.name);
  return keptWords(list, lang).script;
}
