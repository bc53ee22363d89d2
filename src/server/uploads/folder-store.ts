import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertUploadKey, type UploadStore } from './store';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** The default upload store: one file per key under a folder on the server's disk. */
export class FolderUploadStore implements UploadStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  #path(key: string): string {
    assertUploadKey(key);
    return join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    try {
      const buffer = await readFile(this.#path(key));
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}
