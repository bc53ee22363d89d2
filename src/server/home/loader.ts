import { existsSync } from 'node:fs';
import { glob } from 'astro/loaders';
import { ContentFileError } from '../../lib/content/entry-id';

/**
 * The home files: src/content/home/<tenant>.md, one per tenant, named after it so that a
 * tenant never has two homes. A file whose tenant field names another tenant stops the build.
 */
export function homeGlob() {
  return glob({
    pattern: '*.md',
    base: './src/content/home',
    generateId: ({ entry, data }) => {
      const name = entry.replace(/\.md$/i, '');
      if (data.tenant !== name) {
        throw new ContentFileError(
          `src/content/home/${entry}: field "tenant" is ${JSON.stringify(data.tenant)}; a home file is named after its tenant (src/content/home/<tenant>.md).`,
        );
      }
      return name;
    },
  });
}

/** Whether public/ holds a picture a home file names (/images/home/…): checked when the site is built. */
export const publicPictureExists = (path: string) => existsSync(`./public${path}`);
