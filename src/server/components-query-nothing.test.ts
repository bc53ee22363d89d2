import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainInto, root, sourcesUnder, valueImportSpecifiers } from './test-import-graph';

/**
 * Pages load, components render (issue 29): a component or layout receives its data and queries
 * nothing. Every read of the database goes through a handle only src/server/db hands out
 * (`database()`), so a component none of whose value imports lead into src/server/db, however
 * indirectly (through a service that reads), cannot query. Pure helpers of src/server (paths, form
 * flags, formatting) stay open to components; a type from the database's modules does too, as it
 * runs nothing. What a component needs of the request (the zone) it reads from `Astro.locals`,
 * resolved once by the middleware (src/server/request/).
 */
const database = join(root, 'src/server/db/');
const intoDatabase = (path: string) => path.startsWith(database);

describe('components and layouts query nothing', () => {
  it('reads value imports and leaves type-only ones out', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b/b';",
      "export { c } from './c';",
      "export type { E } from './e';",
      "import Header from '../components/Header.astro';",
      "import {\n  f,\n  g,\n} from './fg';",
      "const d = await import('../d');",
      "import { vitest } from 'vitest';",
    ].join('\n');
    expect(valueImportSpecifiers(source)).toEqual(['./a', './c', '../components/Header.astro', './fg', '../d']);
  });

  it('finds the way into the database from a page that loads its data', () => {
    expect(chainInto(join(root, 'src/pages/[tenant]/cart/index.astro'), intoDatabase)).toMatch(/src\/server\/db\//);
  });

  it('no component or layout reaches src/server/db through its imports', () => {
    const entries = [...sourcesUnder('src/components'), ...sourcesUnder('src/layouts')];
    expect(entries.length).toBeGreaterThan(50);
    const reaching = entries.flatMap((entry) => chainInto(entry, intoDatabase) ?? []);
    expect(reaching).toEqual([]);
  });
});
