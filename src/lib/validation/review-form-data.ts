import type { ReviewUpload } from './review-uploads';

/** The review form's field names, shared by the page's form, its island and the action that reads it. */
export const reviewFields = {
  productId: 'productId',
  rating: 'rating',
  recommend: 'recommend',
  title: 'title',
  comment: 'comment',
  alias: 'alias',
  email: 'email',
  terms: 'terms',
  /** One file input, `multiple`: every photo and video travels under this name. */
  media: 'media',
} as const;

/** An attribute's rating travels as `attributes.<id>`, the path the schema reports its errors under. */
export function attributeField(id: string): string {
  return `attributes.${id}`;
}

export interface ReviewFormFields {
  fields: Record<string, unknown> & { attributes: Record<string, unknown>; uploads: ReviewUpload[] };
  /** The chosen files, in the order of `fields.uploads`. */
  files: File[];
}

/**
 * The review form as the schema of review.ts reads it (docs/reviews.md), from the form's FormData, the same
 * on the server and in the browser. A file input left empty sends a nameless empty file: that is no
 * file. A field sent twice counts once, as a browser sends each field of this form once.
 */
export function reviewFormFields(form: FormData, attributeIds: readonly string[]): ReviewFormFields {
  const text = (name: string): string | undefined => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const files = form
    .getAll(reviewFields.media)
    .filter((value): value is File => typeof value !== 'string' && !(value.size === 0 && value.name === ''));
  const named = [
    reviewFields.productId,
    reviewFields.rating,
    reviewFields.recommend,
    reviewFields.title,
    reviewFields.comment,
    reviewFields.alias,
    reviewFields.email,
    reviewFields.terms,
  ];
  return {
    fields: {
      ...Object.fromEntries(named.map((name) => [name, text(name)])),
      attributes: Object.fromEntries(attributeIds.map((id) => [id, text(attributeField(id))])),
      // The type as declared, without parameters: the bytes are checked on the server.
      uploads: files.map((file) => ({
        name: file.name,
        type: file.type.split(';')[0]?.trim().toLowerCase() ?? '',
        size: file.size,
      })),
    },
    files,
  };
}
