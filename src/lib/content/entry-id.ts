import { tenantIds } from '../../tenants/schema';

/**
 * Content files live in one folder per tenant: src/content/<collection>/<tenant>/<name>.md.
 * These checks run while Astro loads them (before the schema), so a file in the wrong folder
 * or a duplicated id stops the build with the file's path and the field to fix.
 */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
}

const fileOf = (collection: string, entry: string) => `src/content/${collection}/${entry}`;

/** The entry's id: its path without the extension ("cl/despacho-gratis"), unique by construction. */
export function tenantEntryId(collection: string, entry: string, data: Record<string, unknown>): string {
  const [folder, ...rest] = entry.split('/');
  if (folder === undefined || rest.length !== 1 || !(tenantIds as readonly string[]).includes(folder)) {
    throw new ContentFileError(
      `${fileOf(collection, entry)}: content files go in a tenant folder, src/content/${collection}/<tenant>/<name>.md, ` +
        `where <tenant> is one of ${tenantIds.join(', ')}.`,
    );
  }
  if (data.tenant !== undefined && data.tenant !== folder) {
    throw new ContentFileError(
      `${fileOf(collection, entry)}: field "tenant" is ${JSON.stringify(data.tenant)} but the file is in the "${folder}" folder. ` +
        `Set tenant: ${folder}, or move the file.`,
    );
  }
  return entry.replace(/\.[a-z]+$/i, '');
}

/**
 * Refuses a second file with the same key (a banner id, a page id and slug) within a tenant.
 * A key whose first file no longer exists was renamed (dev server): the new file takes it.
 */
export function duplicateGuard(
  collection: string,
  keyOf: (data: Record<string, unknown>) => string | undefined,
  fields: string,
  exists: (entry: string) => boolean,
): (entry: string, data: Record<string, unknown>) => void {
  const owners = new Map<string, string>();
  return (entry, data) => {
    const key = keyOf(data);
    if (key === undefined) return;
    const tenantKey = `${entry.split('/')[0]}/${key}`;
    const owner = owners.get(tenantKey);
    if (owner !== undefined && owner !== entry && exists(owner)) {
      throw new ContentFileError(
        `${fileOf(collection, entry)}: ${fields} "${key}" is already used by ${fileOf(collection, owner)}. ` +
          `Give each file its own ${fields}.`,
      );
    }
    owners.set(tenantKey, entry);
  };
}
