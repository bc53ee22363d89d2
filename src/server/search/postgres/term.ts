import { bestCorrection } from '../../../lib/search-spelling';
import { codeKey, editDistance, looksLikeCode, searchTerms, stem as stemOf, words } from '../../../lib/search-text';
import type { PostgresHandle } from '../../db';
import { lexeme, type Vocabulary } from './rows';
import { Parameters } from './sql-parameters';

/** Above any word match's score: a product whose code is the term comes first (as search.ts). */
const codeScore = 1_000_000;
/** Trigram similarity under which a stem is not even considered as a correction. */
const candidateSimilarity = 0.1;

/** What a term finds: the stems every product must have (each with its synonyms), and codes. */
export interface TermMatch {
  /** Per stem of the term, its alternatives and rarity; undefined when a stem finds nothing. */
  stems?: { alternatives: string[]; idf: number }[];
  codes: string[];
}

/** Per stem, how many products it finds (its synonyms' included); stems that find none are absent. */
async function knownStems(handle: PostgresHandle, tenant: string, stems: string[]): Promise<Map<string, number>> {
  const rows = await handle.pool.rows<{ stem: string; documents: number }>(
    'SELECT stem, documents FROM search_terms WHERE tenant = $1 AND stem = ANY($2::text[])',
    [tenant, stems],
  );
  return new Map(rows.map((row) => [row.stem, row.documents]));
}

/** How a term matches: every stem (AND, each stem or one of its synonyms), or one of its codes. */
export async function termMatch(
  handle: PostgresHandle,
  tenant: string,
  vocabulary: Vocabulary,
  term: string,
  withCodes = true,
): Promise<TermMatch> {
  const stems = [...new Set(searchTerms(term))];
  const codes = withCodes ? [...new Set([term, ...term.split(/\s+/)].filter(looksLikeCode).map(codeKey))] : [];
  const known = await knownStems(handle, tenant, stems);
  if (stems.length === 0 || stems.some((stem) => !known.has(stem))) return { codes };
  // Summed rarest first, as the in-memory index sums them: the same scores to the last bit.
  const ordered = [...stems].sort((a, b) => (known.get(a) as number) - (known.get(b) as number));
  return {
    stems: ordered.map((stem) => ({
      alternatives: Object.hasOwn(vocabulary.synonyms, stem) ? (vocabulary.synonyms[stem] as string[]) : [stem],
      idf: Math.log(1 + vocabulary.products / (known.get(stem) as number)),
    })),
    codes,
  };
}

/** The tsquery of a match's stems: all of them, each as any of its alternatives. */
export function stemsQuery(stems: readonly { alternatives: string[] }[]): string {
  return stems.map(({ alternatives }) => `(${alternatives.map(lexeme).join(' | ')})`).join(' & ');
}

/** The condition a search_products row meets when the match finds it; undefined when it finds nothing. */
export function matchCondition(match: TermMatch, p: Parameters): string | undefined {
  const parts: string[] = [];
  if (match.stems) parts.push(`terms @@ ${p.add(stemsQuery(match.stems), 'tsquery')}`);
  if (match.codes.length > 0) parts.push(`codes && ${p.add(match.codes, 'text[]')}`);
  return parts.length === 0 ? undefined : `(${parts.join(' OR ')})`;
}

/**
 * A found row's relevance, as match.ts and search.ts score it: field weight × rarity summed over
 * the stems (a synonym's best weight counting) when every stem matches, plus a code's score.
 */
export function matchScore(match: TermMatch, p: Parameters): string {
  const scores: string[] = [];
  if (match.stems) {
    const sum = match.stems
      .map(({ alternatives, idf }) => {
        const weights = alternatives.map((stem) => `COALESCE((weights ->> ${p.add(stem, 'text')})::float8, 0)`);
        return `${p.add(idf, 'float8')} * ${weights.length === 1 ? weights[0] : `GREATEST(${weights.join(', ')})`}`;
      })
      .join(' + ');
    scores.push(`CASE WHEN terms @@ ${p.add(stemsQuery(match.stems), 'tsquery')} THEN ${sum} ELSE 0 END`);
  }
  if (match.codes.length > 0)
    scores.push(`CASE WHEN codes && ${p.add(match.codes, 'text[]')} THEN ${codeScore} ELSE 0 END`);
  return scores.length === 0 ? '0::float8' : scores.join(' + ');
}

/** Whether a match finds any product of the tenant at all. */
export async function matchesAny(handle: PostgresHandle, tenant: string, match: TermMatch): Promise<boolean> {
  const p = new Parameters();
  const condition = matchCondition(match, p);
  if (!condition) return false;
  const rows = await handle.pool.rows<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM search_products WHERE tenant = ${p.add(tenant)} AND ${condition}) AS found`,
    p.values,
  );
  return rows[0]?.found === true;
}

/**
 * The term with each unknown word replaced by the closest stem that names products, under the
 * did-you-mean rules of src/lib/search-spelling.ts: candidates are the tenant's naming stems
 * that share trigrams with the word (pg_trgm's similarity), the rules then choose among them.
 */
export async function correctTerm(handle: PostgresHandle, tenant: string, term: string): Promise<string | undefined> {
  const typed = words(term);
  const known = await knownStems(handle, tenant, typed.map(stemOf));
  let changed = false;
  const corrected: string[] = [];
  for (const word of typed) {
    const stem = stemOf(word);
    if (known.has(stem)) {
      corrected.push(word);
      continue;
    }
    const candidates = await handle.pool.rows<{ stem: string; documents: number }>(
      `SELECT stem, documents FROM search_terms
       WHERE tenant = $1 AND naming AND similarity(stem, $2) > ${candidateSimilarity}`,
      [tenant, stem],
    );
    const closest = bestCorrection(
      stem,
      candidates.map((row) => ({ word: row.stem, frequency: row.documents })),
    );
    if (closest === undefined) return undefined;
    const forms = (
      await handle.pool.rows<{ word: string }>(
        'SELECT word FROM search_words WHERE tenant = $1 AND stem = $2 ORDER BY seen',
        [tenant, closest],
      )
    ).map((row) => row.word);
    corrected.push(
      (forms.length > 0 ? forms : [closest]).reduce((best, form) =>
        editDistance(word, form, 9) < editDistance(word, best, 9) ? form : best,
      ),
    );
    changed = true;
  }
  return changed ? corrected.join(' ') : undefined;
}
