import { codeKey, foldText, looksLikeCode, stem, words } from '../../../lib/search-text';
import type { PostgresHandle } from '../../db';
import {
  brandsTyped,
  leafCategories,
  productSuggestion,
  rankCompletions,
  type TypeaheadOptions,
  type TypeaheadResult,
  wholeWordFactor,
} from '../typeahead';
import { documentOf, type StoredDocument, type Vocabulary } from './rows';
import { Parameters } from './sql-parameters';
import { stemsQuery } from './term';

/** Words read per prefix, as typeahead.ts. */
const wordsPerPrefix = 400;
/** The best products of each completion that are looked at. */
const bestPerCompletion = 20;
const empty: TypeaheadResult = { terms: [], categories: [], brands: [], products: [] };
/** Weekly sales, then how many reviewed it and how well (SearchIndex.popularity). */
const popularity = 'sold_week * 10 + rating_count * rating::float8';

function alternatives(vocabulary: Vocabulary, term: string): { alternatives: string[] } {
  return { alternatives: Object.hasOwn(vocabulary.synonyms, term) ? (vocabulary.synonyms[term] as string[]) : [term] };
}

/** A stem's weight in a row, as SearchIndex.weightOf: its synonyms' best, 0 when the row lacks it. */
function weightSql(vocabulary: Vocabulary, term: string, p: Parameters): string {
  const weights = alternatives(vocabulary, term).alternatives.map(
    (stem) => `COALESCE((weights ->> ${p.add(stem, 'text')})::float8, 0)`,
  );
  return weights.length === 1 ? (weights[0] as string) : `GREATEST(${weights.join(', ')})`;
}

/**
 * Suggestions while the shopper types (docs/search-and-listings.md typeahead), from PostgreSQL, with the rules of the
 * in-memory typeahead.ts: every word but the last must match whole, the last is a prefix (or the
 * word typed whole, plural or singular); products come from each completion's best ones and rank
 * by what the words weigh in them, then by popularity.
 */
export async function typeaheadPostgres(
  handle: PostgresHandle,
  tenant: string,
  vocabulary: Vocabulary,
  query: string,
  options: TypeaheadOptions,
): Promise<TypeaheadResult> {
  const codes = [...new Set([query, ...query.split(/\s+/)].filter(looksLikeCode).map(codeKey))];
  if (codes.length > 0) {
    const coded = await handle.pool.rows<{ document: StoredDocument }>(
      `SELECT document FROM search_products WHERE tenant = $1 AND codes && $2::text[] ORDER BY position LIMIT $3`,
      [tenant, codes, options.limit],
    );
    // A code typed or pasted whole is one product (or a few): show it, nothing to complete.
    if (coded.length > 0)
      return { ...empty, products: coded.map((row) => productSuggestion(documentOf(row.document), options)) };
  }
  const typed = words(query);
  const last = typed.at(-1);
  if (last === undefined || foldText(query).trim().length < 2) return empty;
  const before = typed.slice(0, -1);
  const beforeStems = [...new Set(before.map(stem))];
  if (beforeStems.length > 0) {
    const known = await handle.pool.rows<{ stem: string }>(
      'SELECT stem FROM search_terms WHERE tenant = $1 AND stem = ANY($2::text[])',
      [tenant, beforeStems],
    );
    if (known.length < beforeStems.length) return empty;
  }
  const required =
    beforeStems.length > 0 ? stemsQuery(beforeStems.map((term) => alternatives(vocabulary, term))) : null;
  const prefixed = await handle.pool.rows<{ stem: string }>(
    `SELECT stem FROM search_words WHERE tenant = $1 AND word LIKE $2 ORDER BY word LIMIT ${wordsPerPrefix}`,
    [tenant, `${last.replace(/[\\%_]/g, '\\$&')}%`],
  );
  const whole = stem(last);
  const stems = [...new Set([...prefixed.map((row) => row.stem), whole])];
  const queries = stems.map((term) => stemsQuery([alternatives(vocabulary, term)]));
  // One word typed: a completion's count is how many products its stem finds, kept in search_terms.
  // After whole words, only the products that have them count.
  const counts = required
    ? await handle.pool.rows<{ ord: number; count: number }>(
        `SELECT c.ord::int AS ord, count(*)::int AS count
         FROM unnest($2::tsquery[]) WITH ORDINALITY AS c(query, ord)
         JOIN search_products p ON p.tenant = $1 AND p.terms @@ c.query AND p.terms @@ $3::tsquery
         GROUP BY c.ord`,
        [tenant, queries, required],
      )
    : await handle.pool.rows<{ ord: number; count: number }>(
        `SELECT c.ord::int AS ord, t.documents AS count
         FROM unnest($2::text[]) WITH ORDINALITY AS c(stem, ord)
         JOIN search_terms t ON t.tenant = $1 AND t.stem = c.stem`,
        [tenant, stems],
      );
  const countOf = new Map(counts.map((row) => [row.ord - 1, row.count]));
  const completions = rankCompletions(
    stems.map((term, i) => ({ term, query: queries[i] as string, count: countOf.get(i) ?? 0 })),
    whole,
  );
  if (completions.length === 0) return empty;

  // The score of typeahead.ts, summed in the same order: the words before the last, then the
  // last's best completion (a word typed whole counting wholeWordFactor times).
  const p = new Parameters();
  const tenantParameter = p.add(tenant);
  const beforeWeights = beforeStems.map((term) => weightSql(vocabulary, term, p));
  const completionWeights = completions.map(
    ({ term }) => `${weightSql(vocabulary, term, p)} * ${term === whole ? wholeWordFactor : 1}`,
  );
  const score = `(0::float8${beforeWeights.map((weight) => ` + ${weight}`).join('')}) + GREATEST(0::float8, ${completionWeights.join(', ')})`;
  const best = completions.map(
    ({ term, query }) => `(SELECT position, ${popularity} AS popularity, document, terms, weights FROM search_products
       WHERE tenant = ${tenantParameter} AND terms @@ ${p.add(query, 'tsquery')}
       ORDER BY ${weightSql(vocabulary, term, p)} DESC, ${popularity} DESC, position LIMIT ${bestPerCompletion})`,
  );
  const requiredParameter = p.add(required, 'tsquery');
  const candidates = await handle.pool.rows<{
    position: number;
    popularity: number;
    score: number;
    document: StoredDocument;
  }>(
    `SELECT DISTINCT ON (p.position) p.position, p.popularity, ${score} AS score, p.document
     FROM (${best.join(' UNION ALL ')}) p
     WHERE ${requiredParameter} IS NULL OR p.terms @@ ${requiredParameter}`,
    p.values,
  );
  const ranked = candidates
    .sort((a, b) => b.score - a.score || b.popularity - a.popularity || a.position - b.position)
    .map((row) => ({ doc: documentOf(row.document), score: row.score }));

  const shown = await handle.pool.rows<{ stem: string; shown: string }>(
    'SELECT stem, shown FROM search_terms WHERE tenant = $1 AND stem = ANY($2::text[])',
    [tenant, completions.map((c) => c.term)],
  );
  const shownOf = new Map(shown.map((row) => [row.stem, row.shown]));
  const lead = before.join(' ');
  return {
    terms: completions
      .map(({ term }) => [lead, shownOf.get(term) ?? term].filter(Boolean).join(' '))
      .slice(0, options.limit),
    categories: leafCategories(
      ranked.map(({ doc, score }) => ({ path: doc.categories, score })),
      options.limit,
    ),
    brands: brandsTyped(vocabulary.brands, query, options.limit),
    products: ranked.slice(0, options.limit).map(({ doc }) => productSuggestion(doc, options)),
  };
}
