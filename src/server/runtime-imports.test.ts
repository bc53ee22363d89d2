import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue generator (src/server/catalogue) is a seed tool: it writes the catalogue and the
 * reference data the shop reads (places, coordinates, product kinds) into the database. Nothing
 * the server runs may import it, so that replacing it with a real catalogue feed touches nothing
 * else. This walks the import graph of everything the server runs and fails on any path into it.
 */
const root = resolve(import.meta.dirname, '../..');
const generator = join(root, 'src/server/catalogue');
/** Not run by the server: the start-up step that seeds a new database, and tests with their helpers. */
const seedingEntry = join(root, 'src/server/db/prepare.ts');
/** Not run by the server either: the build's check of landing-page SKUs and names (src/content.config.ts). */
const landingBuildCheck = join(root, 'src/server/content/landing-catalogue.ts');
const isTestFile = (path: string) => /(\.test\.tsx?|\/test-[\w-]+\.ts|\/test-support\.ts|-fixture\.ts)$/.test(path);
const extensions = ['.ts', '.tsx', '.astro', '.mjs', '.js'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return extensions.some((extension) => path.endsWith(extension)) ? [path] : [];
  });
}

/** Relative specifiers of static imports, re-exports and dynamic imports (in .astro files too). */
function importSpecifiers(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map((match) => match[1] as string);
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => join(base, `index${extension}`)),
    // TypeScript lets "./x.js" name "./x.ts"
    base.replace(/\.js$/, '.ts'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every file reachable from the entries, each with the file that first imported it. */
function importGraph(entries: string[]): Map<string, string | undefined> {
  const reachedFrom = new Map<string, string | undefined>(entries.map((entry) => [entry, undefined]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (target === undefined || reachedFrom.has(target)) continue;
      reachedFrom.set(target, file);
      queue.push(target);
    }
  }
  return reachedFrom;
}

function chain(graph: Map<string, string | undefined>, file: string): string {
  const steps: string[] = [];
  for (let step: string | undefined = file; step !== undefined; step = graph.get(step))
    steps.unshift(relative(root, step));
  return steps.join(' → ');
}

const runtimeEntries = [
  ...filesUnder(join(root, 'src/pages')),
  join(root, 'src/middleware.ts'),
  ...filesUnder(join(root, 'src/actions')),
  ...filesUnder(join(root, 'src/server')).filter(
    (path) => !path.startsWith(`${generator}/`) && path !== seedingEntry && path !== landingBuildCheck,
  ),
].filter((path) => !isTestFile(path));

describe('the runtime import graph', () => {
  it('reads import specifiers of every form the sources use', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b/b';",
      "export { c } from './c';",
      "import './side-effect';",
      "const d = await import('../d');",
      "import { vitest } from 'vitest';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b/b', './c', './side-effect', '../d']);
  });

  it('reaches the server code the pages run', () => {
    const graph = importGraph(runtimeEntries);
    for (const file of ['src/server/location/zones.ts', 'src/server/product/images.ts', 'src/components'])
      expect([...graph.keys()].some((path) => path.startsWith(join(root, file)))).toBe(true);
  });

  it('never reaches the catalogue generator from pages, middleware, actions or server code', () => {
    const graph = importGraph(runtimeEntries);
    const inGenerator = (path: string | undefined) => path?.startsWith(`${generator}/`) ?? false;
    const intoGenerator = [...graph.keys()].filter((path) => inGenerator(path) && !inGenerator(graph.get(path)));
    expect(intoGenerator.map((path) => chain(graph, path))).toEqual([]);
  });
});
