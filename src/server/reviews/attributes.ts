import type { MessageKey, Translate } from '../../lib/messages';

/**
 * The attributes every review rates (docs/reviews.md per-attribute ratings). The shop defines them, not
 * the catalogue: the review form asks for them, submissions are checked against them and the
 * message catalogues label them, so whatever loads reviews (the generator, a feed) rates these.
 */
export const ratedAttributes = ['quality', 'value', 'ease'] as const;
export type RatedAttribute = (typeof ratedAttributes)[number];

const labelKeys: Record<RatedAttribute, MessageKey> = {
  quality: 'reviews.attribute.quality',
  value: 'reviews.attribute.value',
  ease: 'reviews.attribute.ease',
};

/** The attributes a review rates, labelled in the tenant's language (docs/reviews.md per-attribute ratings). */
export function reviewAttributes(t: Translate): { id: RatedAttribute; label: string }[] {
  return ratedAttributes.map((id) => ({ id, label: t(labelKeys[id]) }));
}

/** Reads the attribute_ratings column: only known attributes with a rating in the scale survive. */
export function parseAttributeRatings(json: string): Partial<Record<RatedAttribute, number>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const out: Partial<Record<RatedAttribute, number>> = {};
  for (const id of ratedAttributes) {
    const value: unknown = Reflect.get(parsed, id);
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5) out[id] = value;
  }
  return out;
}
