import { bestCorrection, soundKey } from '../../lib/search-spelling';
import { codeKey, editDistance, looksLikeCode, searchTerms, stem as stemOf, words } from '../../lib/search-text';
import { intersectSorted } from './bitset';
import type { SearchIndex } from './build-index';

export interface TermMatch {
  docs: Uint32Array;
  /** Relevance per matched document, aligned with `docs`. */
  scores: Float64Array;
  /** Stems that had no posting at all. */
  missing: string[];
}

function weightOf(docs: Uint32Array, weights: Float32Array, ordinal: number): number {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = docs[mid] as number;
    if (value === ordinal) return weights[mid] as number;
    if (value < ordinal) low = mid + 1;
    else high = mid - 1;
  }
  return 0;
}

/** Every stem of the term must match (AND); relevance sums field weight × rarity. */
export function matchTerm(index: SearchIndex, term: string): TermMatch {
  const stems = [...new Set(searchTerms(term))];
  const missing = stems.filter((stem) => index.termPosting(stem) === undefined);
  if (stems.length === 0 || missing.length > 0) {
    return { docs: new Uint32Array(0), scores: new Float64Array(0), missing };
  }
  const postings = stems
    .map((stem) => ({ posting: index.termPosting(stem), idf: index.idf(stem) }))
    .sort((a, b) => (a.posting?.docs.length ?? 0) - (b.posting?.docs.length ?? 0));
  const first = postings[0];
  if (postings.length === 1 && first?.posting) {
    // One word: its posting already holds every document and weight, in order.
    const { docs, weights } = first.posting;
    return { docs, scores: Float64Array.from(weights, (weight) => weight * first.idf), missing };
  }
  let docs = first?.posting?.docs ?? new Uint32Array(0);
  for (const { posting } of postings.slice(1)) if (posting) docs = intersectSorted(docs, posting.docs);
  const scores = new Float64Array(docs.length);
  for (const { posting, idf } of postings) {
    if (!posting) continue;
    for (let i = 0; i < docs.length; i++) {
      scores[i] = (scores[i] as number) + idf * weightOf(posting.docs, posting.weights, docs[i] as number);
    }
  }
  return { docs, scores, missing };
}

/**
 * The products whose code (id, SKU id, EAN, model code) is the term or one of its words, as
 * typed ("TX 825") or pasted from the product page ("Código: 6501835"); undefined when none is.
 */
export function matchCode(index: SearchIndex, term: string): Uint32Array | undefined {
  const found = new Set<number>();
  for (const candidate of new Set([term, ...term.split(/\s+/)])) {
    if (looksLikeCode(candidate)) for (const doc of index.codes.products(codeKey(candidate))) found.add(doc);
  }
  return found.size === 0 ? undefined : Uint32Array.from(found).sort();
}

/**
 * The closest stem that names products to a misspelt one ("pintrua" → "pintura"), under the
 * did-you-mean rules of src/lib/search-spelling.ts; undefined when none is close enough.
 */
export function closestStem(index: SearchIndex, stem: string): string | undefined {
  const sound = soundKey(stem);
  const candidates = function* () {
    // a correction starts with the typed word's first sound: only those stems are looked at
    for (const naming of namingSounds(index).get(sound[0] ?? '') ?? []) {
      const posting = index.termPosting(naming.word);
      if (posting) yield { ...naming, frequency: posting.docs.length };
    }
  };
  return bestCorrection(stem, candidates());
}

/**
 * The index's naming stems with how each sounds, by its first sound. Made once per index (an
 * index is rebuilt, never changed, when the catalogue changes): a misspelt search worked out the
 * sound of each of the catalogue's thousands of stems, 2-3 ms for every search that found nothing.
 */
const soundsOfIndex = new WeakMap<SearchIndex, Map<string, { word: string; sound: string }[]>>();
function namingSounds(index: SearchIndex): Map<string, { word: string; sound: string }[]> {
  let byFirst = soundsOfIndex.get(index);
  if (byFirst === undefined) {
    byFirst = new Map();
    for (const word of index.namingStems) {
      const sound = soundKey(word);
      const first = sound[0] ?? '';
      const list = byFirst.get(first) ?? [];
      list.push({ word, sound });
      byFirst.set(first, list);
    }
    soundsOfIndex.set(index, byFirst);
  }
  return byFirst;
}

/**
 * The term with each unknown word replaced by the closest known one, written as shoppers
 * write it; undefined when nothing needed correcting or a word has no close match.
 */
export function correctTerm(index: SearchIndex, term: string): string | undefined {
  let changed = false;
  const corrected: string[] = [];
  for (const word of words(term)) {
    const stem = stemOf(word);
    if (index.termPosting(stem) !== undefined) {
      corrected.push(word);
      continue;
    }
    const closest = closestStem(index, stem);
    if (closest === undefined) return undefined;
    const forms = index.wordsOfStem.get(closest) ?? [closest];
    corrected.push(
      forms.reduce((best, form) => (editDistance(word, form, 9) < editDistance(word, best, 9) ? form : best)),
    );
    changed = true;
  }
  return changed ? corrected.join(' ') : undefined;
}
