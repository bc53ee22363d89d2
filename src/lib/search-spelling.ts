import { editDistance } from './search-text';

/**
 * When a word the catalogue does not know may be corrected ("did you mean", docs/search-and-listings.md DYM, docs/search-and-listings.md).
 * A correction that changes the meaning is worse than none ("silicona" → a cushion's
 * "siliconada" filling, "escada" → "secado"), so a candidate word must be all of:
 * - close for its length: the edits allowed grow with the word, as in Lucene's AUTO fuzziness
 *   (none under 4 letters, one up to 6 letters, two from 7);
 * - starting with the same letter, or one that sounds the same: shoppers rarely mistype the
 *   first letter, and a changed one usually makes another word (the term suggesters'
 *   `prefix_length` of 1);
 * - a word that names products in the shop's own language: the words of product names,
 *   categories, brands, colours and the tenant's synonyms, not a data-sheet value that only
 *   mentions something (the caller passes that vocabulary).
 * Letters that sound alike count as one: Spanish and Portuguese shoppers write by ear
 * ("martiyo" is "martillo", "parafuzo" is "parafuso", "bisagra"/"visagra"). Among the
 * candidates the fewest edits between the sounds win, then between the letters, then the word
 * most products carry, so the correction leads to the products a shopper most likely meant.
 */

export const spellingLimits = {
  /** Words shorter than this are never corrected: too many words are one edit apart. */
  minLength: 4,
  /** From this length two edits are allowed; below it, one. */
  twoEditsFrom: 7,
} as const;

// Folded spellings of one sound, in order (ll before l, ss before s, c before e/i before z).
const sameSound: [RegExp, string][] = [
  [/ll/g, 'y'],
  [/v/g, 'b'],
  [/ss/g, 's'],
  [/c([ei])/g, 's$1'],
  [/z/g, 's'],
  [/qu([ei])/g, 'k$1'],
  [/c/g, 'k'],
  [/(^|[^cnls])h/g, '$1'], // a silent h, not the digraphs ch, nh, lh, sh
];

/** A word as it sounds: the spellings that sound alike written one way ("martillo" → "martiyo"). */
export function soundKey(word: string): string {
  return sameSound.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), word);
}

/** How many edits a typed word of this length may be from its correction. */
export function maxEdits(length: number): number {
  if (length < spellingLimits.minLength) return 0;
  return length < spellingLimits.twoEditsFrom ? 1 : 2;
}

export interface CorrectionDistance {
  /** Edits between how the words sound. */
  sound: number;
  /** Edits between how they are written. */
  letters: number;
}

/** How far a candidate is from a typed word when it is an acceptable correction, else undefined. */
export function correctionDistance(typed: string, candidate: string): CorrectionDistance | undefined {
  return distanceOfSounds(typed, soundKey(typed), candidate, soundKey(candidate));
}

function distanceOfSounds(
  typed: string,
  typedSound: string,
  candidate: string,
  candidateSound: string,
): CorrectionDistance | undefined {
  const limit = maxEdits(typed.length);
  if (limit === 0 || candidate === typed || typedSound[0] !== candidateSound[0]) return undefined;
  const letters = editDistance(typed, candidate, limit);
  const sound = Math.min(letters, editDistance(typedSound, candidateSound, limit));
  return sound <= limit ? { sound, letters } : undefined;
}

export interface SpellingCandidate {
  word: string;
  /** Products that carry the word: the more, the likelier the shopper meant it. */
  frequency: number;
  /** `soundKey(word)`, when the caller keeps it: worked out for every candidate of every correction otherwise. */
  sound?: string;
}

/** The best correction of a word among candidates (fewest edits, then most products, then alphabetical). */
export function bestCorrection(typed: string, candidates: Iterable<SpellingCandidate>): string | undefined {
  let best: { word: string; distance: CorrectionDistance; frequency: number } | undefined;
  const typedSound = soundKey(typed);
  for (const { word, frequency, sound } of candidates) {
    const distance = distanceOfSounds(typed, typedSound, word, sound ?? soundKey(word));
    if (distance === undefined) continue;
    const order = best
      ? distance.sound - best.distance.sound ||
        distance.letters - best.distance.letters ||
        best.frequency - frequency ||
        (word < best.word ? -1 : 1)
      : -1;
    if (order < 0) best = { word, distance, frequency };
  }
  return best?.word;
}
