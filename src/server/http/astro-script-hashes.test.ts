import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptHash } from '../../lib/content-security-policy';
import { astroScriptHashes, astroStyleHashes, readAstroHashes, writeAstroScriptHashes } from './astro-script-hashes';

const manifest = {
  clientDirectives: [
    ['idle', '(()=>{idle})();'],
    ['interaction', '(()=>{interaction})();\n'],
  ] as [string, string][],
  inlinedScripts: [['/src/a.ts', 'console.log(1)']] as [string, string][],
};

describe('astroScriptHashes', () => {
  it('hashes the island definition, every directive and every inlined module script', () => {
    expect(astroScriptHashes(manifest)).toEqual({
      'astro-island': scriptHash(islandScript),
      'client:idle': scriptHash('(()=>{idle})();'),
      'client:interaction': scriptHash('(()=>{interaction})();\n'),
      'inlined /src/a.ts': scriptHash('console.log(1)'),
    });
  });
});

describe('astroStyleHashes', () => {
  it('hashes every stylesheet a page carries inline, once, and no linked one', () => {
    const routes = [
      {
        styles: [
          { type: 'external' as const, src: '_astro/a.css' },
          { type: 'inline' as const, content: 'a{b:c}' },
        ],
      },
      {
        styles: [
          { type: 'inline' as const, content: 'a{b:c}' },
          { type: 'inline' as const, content: 'd{e:f}' },
        ],
      },
      { styles: [] },
    ];
    expect(astroStyleHashes({ routes })).toEqual({ 'style 1': scriptHash('a{b:c}'), 'style 2': scriptHash('d{e:f}') });
  });
});

describe('the hashes beside the server bundle', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('are read back as the build wrote them, and are missing before any build', () => {
    dir = mkdtempSync(join(tmpdir(), 'andamio-script-hashes-'));
    expect(readAstroHashes(dir)).toBeUndefined();
    const styles = astroStyleHashes({ routes: [{ styles: [{ type: 'inline', content: 'a{b:c}' }] }] });
    writeAstroScriptHashes(dir, { ...astroScriptHashes(manifest), ...styles });
    expect(readAstroHashes(dir)).toEqual({
      scripts: Object.values(astroScriptHashes(manifest)),
      styles: [scriptHash('a{b:c}')],
    });
  });
});
