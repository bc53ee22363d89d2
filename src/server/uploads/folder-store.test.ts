import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderUploadStore } from './folder-store';

const root = mkdtempSync(join(tmpdir(), 'andamio-uploads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('FolderUploadStore', () => {
  const store = new FolderUploadStore(root);

  it('keeps, returns and deletes a file under its key', async () => {
    const bytes = Uint8Array.from([1, 2, 3]);
    await store.put('cl/reviews/abc', bytes);
    expect(existsSync(join(root, 'cl', 'reviews', 'abc'))).toBe(true);
    expect(await store.get('cl/reviews/abc')).toEqual(bytes);
    // No partial file is left beside it.
    expect(readdirSync(join(root, 'cl', 'reviews'))).toEqual(['abc']);
    await store.delete('cl/reviews/abc');
    expect(await store.get('cl/reviews/abc')).toBeUndefined();
    await expect(store.delete('cl/reviews/abc')).resolves.toBeUndefined();
  });

  it.each(['../escape', 'cl/../../escape', '/etc/passwd', 'cl//x', 'cl/x.png', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, new Uint8Array(1))).rejects.toThrow('Invalid upload key');
      await expect(store.get(key)).rejects.toThrow('Invalid upload key');
    },
  );
});
