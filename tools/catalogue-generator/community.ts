import { ratedAttributes } from '../../src/server/reviews/attributes';
import type { Random } from './random';
import { reviewComment } from './review-texts';
import type { CatalogueSink } from './sink';
import { aliases } from './texts';
import type { QuestionSeed, ReviewSeed } from './vocabulary/types';

interface ReviewInput {
  tenant: string;
  lang: 'es' | 'pt';
  productId: string;
  quality: number;
  popularity: number;
  createdAt: Date;
  referenceDate: Date;
  seeds: readonly ReviewSeed[];
}

function clampRating(value: number): 1 | 2 | 3 | 4 | 5 {
  return Math.min(5, Math.max(1, Math.round(value))) as 1 | 2 | 3 | 4 | 5;
}

/** Writes a product's reviews and returns the aggregate the product row shows. */
export function generateReviews(
  input: ReviewInput,
  random: Random,
  sink: CatalogueSink,
): { average: number; count: number } {
  if (input.seeds.length === 0 || random.chance(0.35)) return { average: 0, count: 0 };
  const count = Math.max(1, Math.round(random.next() * (2 + input.popularity * 38)));
  const span = Math.max(1, input.referenceDate.getTime() - input.createdAt.getTime());
  let sum = 0;
  // how often each seed was used for this product: its n-th use gets its n-th wording
  const uses = new Map<ReviewSeed, number>();
  for (let n = 0; n < count; n++) {
    const rating = clampRating(input.quality + (random.next() + random.next() + random.next() - 1.5) * 1.4);
    const matching = input.seeds.filter((seed) => seed.rating === rating);
    const seed = random.pick(matching.length > 0 ? matching : input.seeds);
    sum += seed.rating;
    const use = uses.get(seed) ?? 0;
    uses.set(seed, use + 1);
    // Aliases are unique per product (one review per shopper): repeat names get a number.
    const alias = n < aliases.length ? (aliases[(n * 7) % aliases.length] as string) : `${random.pick(aliases)} ${n}`;
    const attributeRatings = Object.fromEntries(
      ratedAttributes.map((attribute) => [attribute, clampRating(seed.rating + random.int(-1, 1))]),
    );
    sink.insert('reviews', {
      tenant: input.tenant,
      id: `${input.productId}-r${n + 1}`,
      product_id: input.productId,
      rating: seed.rating,
      recommend: seed.rating >= 3 ? 1 : 0,
      title: seed.title[input.lang],
      comment: reviewComment(seed.comment[input.lang], use, input.lang),
      alias,
      email: null,
      lang: input.lang,
      attribute_ratings: JSON.stringify(attributeRatings),
      helpful: random.int(0, 25),
      // most generated writers bought what they review; chosen by position, so no draw of the
      // generator's sequence moves (the rest of the catalogue stays as it was)
      verified_purchase: (n * 7) % 10 < 7 ? 1 : 0,
      created_at: new Date(input.createdAt.getTime() + random.next() * span).toISOString(),
    });
  }
  return { average: Math.round((sum / count) * 100) / 100, count };
}

interface QuestionInput {
  tenant: string;
  lang: 'es' | 'pt';
  productId: string;
  departmentKey: string;
  createdAt: Date;
  referenceDate: Date;
  seeds: readonly QuestionSeed[];
}

const answerers = { es: 'Equipo de especialistas', pt: 'Equipe de especialistas' } as const;

export function generateQuestions(input: QuestionInput, random: Random, sink: CatalogueSink): void {
  const pool = input.seeds.filter((seed) => seed.department === input.departmentKey);
  if (pool.length === 0) return;
  const span = Math.max(1, input.referenceDate.getTime() - input.createdAt.getTime());
  random.sample(pool, random.int(0, 3)).forEach((seed, n) => {
    const answered = random.chance(0.8);
    sink.insert('questions', {
      tenant: input.tenant,
      id: `${input.productId}-q${n + 1}`,
      product_id: input.productId,
      question: seed.question[input.lang],
      asked_by: random.pick(aliases),
      answer: answered ? seed.answer[input.lang] : null,
      answered_by: answered ? answerers[input.lang] : null,
      created_at: new Date(input.createdAt.getTime() + random.next() * span).toISOString(),
    });
  });
}
