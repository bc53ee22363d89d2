import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptHash } from '../../lib/content-security-policy';
import { astroScriptHashes, readAstroScriptHashes, writeAstroScriptHashes } from './astro-script-hashes';

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

describe('the hashes beside the server bundle', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('are read back as the build wrote them, and are missing before any build', () => {
    dir = mkdtempSync(join(tmpdir(), 'andamio-script-hashes-'));
    expect(readAstroScriptHashes(dir)).toBeUndefined();
    writeAstroScriptHashes(dir, astroScriptHashes(manifest));
    expect(readAstroScriptHashes(dir)).toEqual(Object.values(astroScriptHashes(manifest)));
  });
});
