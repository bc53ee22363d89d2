import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chainTo,
  filesUnder,
  importGraph,
  importSpecifiers,
  isTestFile,
  resolveImport,
  root,
} from './test-import-graph';

/**
 * The catalogue generator (tools/catalogue-generator) is a seed tool: it writes Andamio's feed of
 * a demo catalogue and the reference data the shop reads (places, coordinates, product kinds). Nothing the server runs or the build checks with may import it, so that a retailer's
 * own catalogue, imported through src/server/import, replaces it without touching anything else.
 * Two rules: no module of src/ imports anything under tools/ (the first start's catalogue is handed
 * over by scripts/, src/server/db/first-catalogue.ts), and no path of the import graph of what the server runs
 * and what the build runs (src/content.config.ts) leads into it.
 */

/** Where the generator and any other tool lives: src/ never reaches it. */
const generatorFolders = ['tools'].map((folder) => join(root, folder));
const inGenerator = (path: string | undefined) =>
  path !== undefined && generatorFolders.some((folder) => path.startsWith(`${folder}/`));
/** A type import of a tool counts too: src/ may not even know its shapes. */
const withTypes = { types: true };

const runtimeEntries = [
  ...filesUnder(join(root, 'src/pages')),
  join(root, 'src/middleware.ts'),
  // the build's content check: a landing page is checked for its shape, never against a generated catalogue
  join(root, 'src/content.config.ts'),
  ...filesUnder(join(root, 'src/actions')),
  ...filesUnder(join(root, 'src/server')),
].filter((path) => !isTestFile(path));

/** A module's imports that land in the generator, as "file → import" (an import not on disk yet counts too). */
function generatorImports(file: string, source: string): string[] {
  return importSpecifiers(source, withTypes)
    .map((specifier) => resolveImport(file, specifier) ?? resolve(dirname(file), specifier))
    .filter((target) => inGenerator(target))
    .map((target) => `${relative(root, file)} → ${relative(root, target)}`);
}

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
    expect(importSpecifiers(source, withTypes)).toEqual(['./a', '../b/b', './c', './side-effect', '../d']);
  });

  it('reaches the server code the pages run', () => {
    const graph = importGraph(runtimeEntries, withTypes);
    for (const file of ['src/server/location/zones.ts', 'src/server/product/images.ts', 'src/components'])
      expect([...graph.keys()].some((path) => path.startsWith(join(root, file)))).toBe(true);
  });

  it('finds an import of the generator in tools/, found on disk or not', () => {
    const file = join(root, 'src/server/content/landing-check.ts');
    const source = [
      "import { generateCatalogue } from '../../../tools/catalogue-generator/generate';",
      "import type { Row } from '../../../tools/catalogue-generator/sink.ts';",
      "const { seedCatalogue } = await import('../../../tools/other-tool/run');",
      "import { importFeed } from '../import/import-feed';",
      "import { logLine } from '../log';",
    ].join('\n');
    expect(generatorImports(file, source)).toEqual([
      'src/server/content/landing-check.ts → tools/catalogue-generator/generate.ts',
      'src/server/content/landing-check.ts → tools/catalogue-generator/sink.ts',
      'src/server/content/landing-check.ts → tools/other-tool/run',
    ]);
  });

  it('no module of src/ imports the generator or any other tool, the first start included', () => {
    const modules = filesUnder(join(root, 'src')).filter((path) => !isTestFile(path));
    expect(modules).toContain(join(root, 'src/server/db/prepare.ts'));
    expect(modules.flatMap((file) => generatorImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('never reaches the catalogue generator from pages, middleware, actions, server code or the build', () => {
    const graph = importGraph(runtimeEntries, withTypes);
    const intoGenerator = [...graph.keys()].filter((path) => inGenerator(path) && !inGenerator(graph.get(path)));
    expect(intoGenerator.map((path) => chainTo(graph, path))).toEqual([]);
  });
});
