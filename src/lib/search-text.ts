/**
 * How search reads text, the same for the index and for what the shopper types:
 * lower case, accents folded ("Látex" = "latex"), split on anything but letters and digits,
 * and plurals reduced to one stem so "pinturas" finds "pintura" and "luces" finds "luz".
 */

/** Lower-cases and folds accents and marks (ñ → n, ç → c). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Words of a text, folded. Numbers with decimals stay whole ("1,5" / "1.5" → "1.5") and a
 * number is split from its unit, so "13mm" and "13 mm" are the same words.
 */
export function words(text: string): string[] {
  const folded = foldText(text).replace(/(\d)[,.](\d)/g, '$1.$2');
  return folded.match(/[a-z]+|[0-9]+(?:\.[0-9]+)?/g) ?? [];
}

// Spanish and Portuguese plural endings, tried in order: each maps a plural to its stem.
// Words of 3 letters or fewer and words with digits are left alone (mm, kg, led, 13mm).
const pluralRules: [RegExp, string][] = [
  [/oes$/, 'ao'], // botões → botao
  [/aes$/, 'ao'], // pães → pao
  [/eis$/, 'el'], // pincéis → pincel
  [/ois$/, 'ol'], // anzóis → anzol
  [/uis$/, 'ul'], // azuis → azul
  [/ais$/, 'al'], // metais → metal
  [/ces$/, 'z'], // luces → luz
  [/ns$/, 'm'], // garagens → garagem, jardins → jardim
  // After r, l, n or d the Spanish plural adds "es" and many singulars end in "e": dropping
  // both gives colores/color → color and cables/cable → cabl, the same stem either way.
  [/([rlnd])es?$/, '$1'],
  [/([aeiou])s$/, '$1'], // pinturas → pintura, pisos → piso, tintas → tinta
];

/** The stem a word is indexed and searched under. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  for (const [ending, replacement] of pluralRules) {
    if (ending.test(word)) return word.replace(ending, replacement);
  }
  return word;
}

/**
 * The other gender of a colour adjective written in the masculine, as catalogues name colours:
 * "pintura blanca" and "tinta branca" must find the colour "Blanco" / "Branco". Only the
 * masculine "-o" form is turned: colour nouns ending in "-a" (rosa, lila, naranja) do not vary.
 */
export function feminineOf(word: string): string | undefined {
  return word.length > 3 && /[a-z]o$/.test(word) ? `${word.slice(0, -1)}a` : undefined;
}

/** A code as printed or typed, without case, spaces or punctuation: "TX-825" and "tx 825" are "tx825". */
export function codeKey(text: string): string {
  // Most codes are plain digits (ids, EANs): no need to fold them.
  if (/^[0-9]+$/.test(text)) return text;
  return foldText(text).replace(/[^a-z0-9]/g, '');
}

/** Whether a text can be a code (a product or SKU id, an EAN, a model code): 4+ letters and digits, a digit among them. */
export function looksLikeCode(text: string): boolean {
  const key = codeKey(text);
  return key.length >= 4 && /\d/.test(key);
}

/**
 * Model codes printed in a product name ("Rodillo antigota 9 cm TX-825" → "TX-825"): capital
 * letters then digits, with or without a hyphen. Measures ("13mm", "20V") start with a digit.
 */
export function modelCodes(name: string): string[] {
  return name.match(/(?<![\p{L}\d])[A-Z]{1,6}-?\d{2,}[A-Z0-9]*(?![\p{L}\d])/gu) ?? [];
}

/** Stems of a text, in order, repeats kept (they weigh in relevance). */
export function searchTerms(text: string): string[] {
  return words(text).map(stem);
}

/**
 * Damerau–Levenshtein distance (adjacent transpositions count as one edit, so the
 * "pintrua" typo is one edit from "pintura"), giving up past `limit`.
 */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const cols = b.length + 1;
  const d: number[] = new Array((a.length + 1) * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] as number;
  for (let i = 0; i <= a.length; i++) d[i * cols] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return Math.min(at(a.length, b.length), limit + 1);
}
