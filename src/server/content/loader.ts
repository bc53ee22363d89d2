import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { glob } from 'astro/loaders';
import { duplicateGuard, tenantEntryId } from '../../lib/content/entry-id';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What must be unique within a tenant's folder, per collection. */
const uniqueKeys = {
  banners: { fields: 'id', keyOf: (data: Record<string, unknown>) => text(data.id) },
  landings: { fields: 'id', keyOf: (data: Record<string, unknown>) => text(data.id) },
  pages: {
    fields: 'id and slug',
    keyOf: (data: Record<string, unknown>) => {
      const id = text(data.id);
      const slug = text(data.slug);
      return id === undefined || slug === undefined ? undefined : `${id}/${slug}`;
    },
  },
} as const;

/** Markdown files of src/content/<collection>/<tenant>/, checked for folder and duplicates as they load. */
export function tenantGlob(collection: keyof typeof uniqueKeys) {
  const { fields, keyOf } = uniqueKeys[collection];
  let guard: ReturnType<typeof duplicateGuard> | undefined;
  return glob({
    pattern: '*/*.md',
    base: `./src/content/${collection}`,
    generateId: ({ entry, base, data }) => {
      guard ??= duplicateGuard(collection, keyOf, fields, (other) => existsSync(fileURLToPath(new URL(other, base))));
      guard(entry, data);
      return tenantEntryId(collection, entry, data);
    },
  });
}
