/**
 * Where uploaded files live. Keys are relative paths of safe characters
 * ("cl/reviews/<uuid>"); the database keeps the key, the type and the size.
 * Swapping the folder for an object store means one new implementation of this.
 */
export interface UploadStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Deleting a missing file is not an error: sweeps may race. */
  delete(key: string): Promise<void>;
}

/** A key is path segments of letters, digits, "-" and "_": nothing can climb out of the store. */
export const uploadKeyPattern = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function assertUploadKey(key: string): void {
  if (!uploadKeyPattern.test(key)) throw new Error(`Invalid upload key "${key}"`);
}
