/** Types that shrink when compressed; images other than SVG, fonts and archives are compressed already. */
const compressibleType =
  /^(text\/(html|css|plain|csv|xml|javascript)|application\/(json|javascript|xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)\b/i;

/** Below this, the compressed form's framing costs about what it saves. */
export const minCompressedBytes = 1024;

export interface CompressionCandidate {
  method: string;
  status: number;
  contentType: string | null;
  /** The declared length; null when the answer streams. */
  contentLength: number | null;
  contentEncoding: string | null;
}

/** Whether an answer's body depends on Accept-Encoding: a compressible type with a body to send. */
export function variesByEncoding(answer: CompressionCandidate): boolean {
  if (answer.method === 'HEAD' || answer.status === 204 || answer.status === 304) return false;
  return answer.contentType !== null && compressibleType.test(answer.contentType);
}

/** Whether to compress an answer on its way out: compressible, not encoded yet, and large enough (or streaming). */
export function shouldCompress(answer: CompressionCandidate): boolean {
  if (!variesByEncoding(answer) || answer.contentEncoding !== null) return false;
  return answer.contentLength === null || answer.contentLength >= minCompressedBytes;
}

/** A Vary header value that also names `name`, kept as it was when it does already (or is `*`). */
export function varyAlso(vary: string | null, name: string): string {
  if (!vary) return name;
  const names = vary.split(',').map((part) => part.trim().toLowerCase());
  return names.includes(name.toLowerCase()) || names.includes('*') ? vary : `${vary}, ${name}`;
}
