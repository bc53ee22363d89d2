import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Content editors learn about a bad file from `astro build`. This runs Astro's content sync (the
 * build's first step) on a scratch project using the real collection config, with one file broken.
 */
const root = resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'andamio-content-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module","private":true}');
  // Its own cache: the real project's data store is not touched.
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "export default { cacheDir: './.cache', vite: { cacheDir: './.cache/vite' } };",
  );
  writeFileSync(
    join(dir, 'src/content.config.ts'),
    `export { collections } from ${JSON.stringify(join(root, 'src/content.config.ts'))};`,
  );
  cpSync(
    join(root, 'src/content/banners/cl/despacho-gratis.md'),
    join(dir, 'src/content/banners/cl/despacho-gratis.md'),
  );
  cpSync(join(root, 'src/content/pages/cl/guia-de-calculo.md'), join(dir, 'src/content/pages/cl/guia-de-calculo.md'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

function sync(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  // Colours depend on the terminal (CI forces them): compare plain text.
  const ansiEscape = String.fromCharCode(27);
  const plain = `${result.stdout}${result.stderr}`.replaceAll(new RegExp(`${ansiEscape}\\[[0-9;]*m`, 'g'), '');
  return { status: result.status, output: plain };
}

const banner = (fields: string) =>
  `---\nid: cyber\ntenant: cl\ntitle: CyberDay\ncolour: "#111111"\nstarts: 2026-06-01\n${fields}\n---\n`;

describe('content files are checked when the site is built', () => {
  it('good files pass', { timeout: 60_000 }, () => {
    expect(sync(project('good', { 'src/content/banners/cl/cyber.md': banner('position: home-hero') })).status).toBe(0);
  });

  it('a bad field stops the build, naming the file and the field', { timeout: 60_000 }, () => {
    const { status, output } = sync(
      project('bad-field', { 'src/content/banners/cl/cyber.md': banner('position: footer') }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('banners → cl/cyber data does not match collection schema');
    expect(output).toContain('position: Invalid option');
    expect(output).toContain('src/content/banners/cl/cyber.md');
  });

  it('a file in another tenant’s folder stops the build, naming the file and the field', { timeout: 60_000 }, () => {
    const { status, output } = sync(
      project('wrong-folder', { 'src/content/banners/pe/cyber.md': banner('position: home-hero') }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/banners/pe/cyber.md: field "tenant" is "cl" but the file is in the "pe" folder',
    );
  });
});
