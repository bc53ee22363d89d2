import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { glob } from 'astro/loaders';
import { duplicateGuard, tenantEntryId } from '../../lib/content/entry-id';

/**
 * Project templates: src/content/projects/<tenant>/*.md, each in its tenant's folder and with
 * an id of its own within the tenant (checked as they load, before the schema, like the other
 * collections of src/server/content/loader.ts).
 */
export function projectGlob() {
  let guard: ReturnType<typeof duplicateGuard> | undefined;
  return glob({
    pattern: '*/*.md',
    base: './src/content/projects',
    generateId: ({ entry, base, data }) => {
      guard ??= duplicateGuard(
        'projects',
        (fields) => (typeof fields.id === 'string' ? fields.id : undefined),
        'id',
        (other) => existsSync(fileURLToPath(new URL(other, base))),
      );
      guard(entry, data);
      return tenantEntryId('projects', entry, data);
    },
  });
}
