import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { scriptHash } from '../../lib/content-security-policy';

/**
 * The inline scripts Astro writes into pages with islands: the `<astro-island>` element's
 * definition and one script per hydration directive (client:idle, client:visible, our
 * client:interaction…), plus any small module script it chose to inline; and the stylesheets it
 * inlines as `<style>` elements (those small enough, `build.inlineStylesheets`). Their text comes
 * out of the build (a custom directive is compiled by it), so their hashes are worked out there,
 * from the build's own manifest (`astro:build:ssr`), and kept beside the server bundle, which
 * reads them at start (src/server/http/security-headers.ts). A new build writes them again: they
 * can never describe another build's scripts or styles.
 */
export interface BuiltScripts {
  clientDirectives: [string, string][];
  inlinedScripts: [string, string][];
}

/** The routes of the build's manifest, with the stylesheets each page carries. */
export interface BuiltStyles {
  routes: { styles: ({ type: 'inline'; content: string } | { type: 'external'; src: string })[] }[];
}

const fileName = 'astro-script-hashes.json';
const stylePrefix = 'style ';

/** The hashes of every inline script Astro may render, by what it is. */
export function astroScriptHashes(manifest: BuiltScripts): Record<string, string> {
  return {
    'astro-island': scriptHash(islandScript),
    ...Object.fromEntries(manifest.clientDirectives.map(([name, text]) => [`client:${name}`, scriptHash(text)])),
    ...Object.fromEntries(manifest.inlinedScripts.map(([id, text]) => [`inlined ${id}`, scriptHash(text)])),
  };
}

/** The hashes of every stylesheet a page carries inline, once each (`style 1`, `style 2`…). */
export function astroStyleHashes(manifest: BuiltStyles): Record<string, string> {
  const inline = manifest.routes.flatMap((route) =>
    route.styles.flatMap((style) => (style.type === 'inline' ? [scriptHash(style.content)] : [])),
  );
  return Object.fromEntries([...new Set(inline)].map((hash, index) => [`${stylePrefix}${index + 1}`, hash]));
}

export function writeAstroScriptHashes(serverDir: string, hashes: Record<string, string>): void {
  writeFileSync(join(serverDir, fileName), `${JSON.stringify(hashes, null, 2)}\n`);
}

/**
 * The hashes the build in `serverDir` wrote, scripts and styles apart, or undefined when there is
 * none (a tree not built yet: unit tests, `astro dev`).
 */
export function readAstroHashes(serverDir: string): { scripts: string[]; styles: string[] } | undefined {
  const path = join(serverDir, fileName);
  if (!existsSync(path)) return undefined;
  const entries = Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>);
  return {
    scripts: entries.filter(([name]) => !name.startsWith(stylePrefix)).map(([, hash]) => hash),
    styles: entries.filter(([name]) => name.startsWith(stylePrefix)).map(([, hash]) => hash),
  };
}
