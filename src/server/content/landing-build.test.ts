import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Editors learn about a bad landing page from `astro build`: this runs Astro's content sync (the
 * build's first step, where the collections' schemas run) on a scratch project with the real
 * collection config and one real landing page, as content-build.test.ts does.
 */
const root = resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'andamio-landings-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const cyberDay = readFileSync(join(root, 'src/content/landings/cl/cyber-day.md'), 'utf8');
const file = 'src/content/landings/cl/cyber-day.md';

function sync(name: string, text: string): { status: number | null; output: string } {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'src/content/landings/cl'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module","private":true}');
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "export default { cacheDir: './.cache', vite: { cacheDir: './.cache/vite' } };",
  );
  writeFileSync(
    join(dir, 'src/content.config.ts'),
    `export { collections } from ${JSON.stringify(join(root, 'src/content.config.ts'))};`,
  );
  writeFileSync(join(dir, file), text);
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const ansiEscape = String.fromCharCode(27);
  const plain = `${result.stdout}${result.stderr}`.replaceAll(new RegExp(`${ansiEscape}\\[[0-9;]*m`, 'g'), '');
  return { status: result.status, output: plain };
}

const refused = 'landings → cl/cyber-day data does not match collection schema';

describe('landing pages are checked when the site is built', () => {
  it('a real landing page passes', { timeout: 60_000 }, () => {
    expect(sync('good', cyberDay).status).toBe(0);
  });

  it('an unknown field stops the build, naming the file and the field', { timeout: 60_000 }, () => {
    const { status, output } = sync(
      'unknown-field',
      cyberDay.replace('tenant: "cl"', 'tenant: "cl"\nbanner: "cyber.jpg"'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(refused);
    expect(output).toContain('Unrecognized key: "banner"');
    expect(output).toContain(file);
  });

  it('a SKU out of shape stops the build, naming the file and the field', { timeout: 60_000 }, () => {
    const { status, output } = sync('sku-shape', cyberDay.replace('"1635068"', '"163506"'));
    expect(status).not.toBe(0);
    expect(output).toContain(refused);
    expect(output).toContain('blocks.2.skus.1: must be a SKU such as "1000000" (seven digits)');
    expect(output).toContain(file);
  });

  // the catalogue is the database's, which the build never reads: the rendered page leaves out
  // what it lacks and names it (tests/http/landing-unknown-names.test.ts)
  it('a SKU and a collection no catalogue has pass the build', { timeout: 60_000 }, () => {
    const unknown = cyberDay.replace('"1635068"', '"1635069"').replace('"especial-pintura"', '"cyber-2019"');
    expect(sync('unknown-names', unknown).status).toBe(0);
  });
});
