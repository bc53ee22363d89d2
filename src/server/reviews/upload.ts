import {
  maxUploadBytes,
  type ReviewUpload,
  reviewUploadSchema,
  reviewUploadTypes,
} from '../../lib/validation/review-uploads';
import { readLimited } from '../api/body';
import { ApiError, apiErrorCodes, invalid } from '../api/errors';
import { cleanUpload } from '../uploads/clean-photo';
import { declaredTypeMatches, type SniffedType, sniffMediaType } from '../uploads/sniff';
import { parseInput } from './input';

/** Room for the multipart boundaries and part headers around the file itself. */
const multipartOverheadBytes = 16 * 1024;
export const maxUploadRequestBytes = maxUploadBytes + multipartOverheadBytes;

// The list the schema's own type message shows, so both refusals read alike.
const formats = [...new Set(Object.values(reviewUploadTypes))].join(', ');

export interface CheckedUpload {
  bytes: Uint8Array;
  type: SniffedType;
}

/**
 * Reads one photo or video sent as multipart/form-data in the field "file": size limited while
 * reading (a larger body is cut off, 413), then checked like the form checks it (docs/reviews.md: type
 * and 5 MB) and by its bytes, which must be the format it claims to be; a photo is stored as
 * cleanUpload re-encodes it, without its metadata.
 */
export async function readUpload(request: Request): Promise<CheckedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) {
    throw new ApiError(415, {
      code: apiErrorCodes.unsupportedMediaType,
      key: 'reviews.upload.multipartRequired',
      field: 'body',
    });
  }
  // readLimited copies the body into a fresh ArrayBuffer; its type just does not say so.
  const body = (await readLimited(request, maxUploadRequestBytes)) as Uint8Array<ArrayBuffer>;
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    throw new ApiError(
      400,
      { code: apiErrorCodes.validation, key: 'validation.invalid', field: 'body' },
      { cause: error },
    );
  }
  const files = form.getAll('file');
  const file = files[0];
  if (files.length > 1) throw invalid('file', 'reviews.upload.oneFile');
  if (!(file instanceof File)) throw invalid('file', 'reviews.upload.fileRequired');

  const declared: ReviewUpload = parseInput(
    reviewUploadSchema,
    { name: file.name, type: file.type.split(';')[0]?.trim().toLowerCase() ?? '', size: file.size },
    'file',
  );
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffMediaType(bytes);
  if (sniffed === undefined || !declaredTypeMatches(declared.type, sniffed)) {
    // Same message as a refused type: to the shopper, a file that is not what it says is the wrong format.
    throw invalid('file', 'validation.review.uploadType', { formats });
  }
  const cleaned = await cleanUpload(bytes, sniffed);
  // A photo that does not decode is, to the shopper, a file of the wrong format too.
  if (!cleaned) throw invalid('file', 'validation.review.uploadType', { formats });
  return { bytes: cleaned, type: sniffed };
}
