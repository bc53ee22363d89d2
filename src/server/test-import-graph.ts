import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The import graph of src/, as the boundary tests walk it: value imports only. `import type` and
 * `export type` name a shape and run nothing, so they are left out: a component may know a row's
 * type without being able to read one.
 */
export const root = resolve(import.meta.dirname, '../..');
const extensions = ['.ts', '.tsx', '.astro', '.mjs', '.js'];
export const isTestFile = (path: string) =>
  /(\.test\.tsx?|\/test-[\w-]+\.ts|\/test-support\.ts|-fixture\.ts)$/.test(path);

/** Every source file under an absolute folder, tests included. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return extensions.some((extension) => path.endsWith(extension)) ? [path] : [];
  });
}

/** The source files under a folder of the project, tests left out. */
export function sourcesUnder(folder: string): string[] {
  return filesUnder(join(root, folder)).filter((path) => !isTestFile(path));
}

/**
 * Relative specifiers of static imports, re-exports and dynamic imports (in .astro files too);
 * `types` takes `import type` and `export type` as well, which a rule about what a module may
 * know (not only run) counts.
 */
export function importSpecifiers(source: string, { types = false } = {}): string[] {
  const found = source.matchAll(
    /(?:\b(import|export)\s+(type\s+)?(?:[\w*${}\s,]*?\s*from\s*)?|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g,
  );
  return [...found].filter((match) => types || match[2] === undefined).map((match) => match[3] as string);
}

/** Relative specifiers of static value imports, re-exports and dynamic imports (in .astro files too). */
export const valueImportSpecifiers = (source: string): string[] => importSpecifiers(source);

export function resolveImport(from: string, specifier: string): string | undefined {
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

/**
 * The first chain of value imports from `entry` into a file `reaches` accepts, as
 * "a → b → c" relative to the project, or undefined when there is none.
 */
export function chainInto(entry: string, reaches: (path: string) => boolean): string | undefined {
  const reachedFrom = new Map<string, string | undefined>([[entry, undefined]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of valueImportSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (target === undefined || reachedFrom.has(target)) continue;
      reachedFrom.set(target, file);
      if (reaches(target)) {
        const steps: string[] = [];
        for (let step: string | undefined = target; step !== undefined; step = reachedFrom.get(step))
          steps.unshift(relative(root, step));
        return steps.join(' → ');
      }
      queue.push(target);
    }
  }
  return undefined;
}

/** Every file reachable from the entries, each with the file that first imported it (`types`: as importSpecifiers). */
export function importGraph(entries: string[], options: { types?: boolean } = {}): Map<string, string | undefined> {
  const reachedFrom = new Map<string, string | undefined>(entries.map((entry) => [entry, undefined]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'), options)) {
      const target = resolveImport(file, specifier);
      if (target === undefined || reachedFrom.has(target)) continue;
      reachedFrom.set(target, file);
      queue.push(target);
    }
  }
  return reachedFrom;
}

/** How the graph reached `file`, as "a → b → c" relative to the project. */
export function chainTo(graph: Map<string, string | undefined>, file: string): string {
  const steps: string[] = [];
  for (let step: string | undefined = file; step !== undefined; step = graph.get(step))
    steps.unshift(relative(root, step));
  return steps.join(' → ');
}
