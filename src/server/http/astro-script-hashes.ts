import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { scriptHash } from '../../lib/content-security-policy';

/**
 * The inline scripts Astro writes into pages with islands: the `<astro-island>` element's
 * definition and one script per hydration directive (client:idle, client:visible, our
 * client:interaction…), plus any small module script it chose to inline. Their text comes out of
 * the build (a custom directive is compiled by it), so their hashes are worked out there, from
 * the build's own manifest (`astro:build:ssr`), and kept beside the server bundle, which reads
 * them at start (src/server/http/security-headers.ts). A new build writes them again: they can
 * never describe another build's scripts.
 */
export interface BuiltScripts {
  clientDirectives: [string, string][];
  inlinedScripts: [string, string][];
}

const fileName = 'astro-script-hashes.json';

/** The hashes of every inline script Astro may render, by what it is. */
export function astroScriptHashes(manifest: BuiltScripts): Record<string, string> {
  return {
    'astro-island': scriptHash(islandScript),
    ...Object.fromEntries(manifest.clientDirectives.map(([name, text]) => [`client:${name}`, scriptHash(text)])),
    ...Object.fromEntries(manifest.inlinedScripts.map(([id, text]) => [`inlined ${id}`, scriptHash(text)])),
  };
}

export function writeAstroScriptHashes(serverDir: string, hashes: Record<string, string>): void {
  writeFileSync(join(serverDir, fileName), `${JSON.stringify(hashes, null, 2)}\n`);
}

/**
 * The hashes the build in `serverDir` wrote, or undefined when there is none (a tree not built
 * yet: unit tests, `astro dev`).
 */
export function readAstroScriptHashes(serverDir: string): string[] | undefined {
  const path = join(serverDir, fileName);
  if (!existsSync(path)) return undefined;
  return Object.values(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>);
}
