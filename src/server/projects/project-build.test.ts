import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Editors learn about a bad project template from `astro build`: this runs Astro's content
 * sync (the build's first step) on a scratch project with the real collection config and one
 * real template, as src/server/content/content-build.test.ts does for banners and pages.
 */
const root = resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'andamio-projects-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const template = readFileSync(join(root, 'src/content/projects/cl/pintar-una-habitacion.md'), 'utf8');

function sync(name: string, files: Record<string, string>): { status: number | null; output: string } {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
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
  cpSync(join(root, 'src/content/pages/cl/guia-de-calculo.md'), join(dir, 'src/content/pages/cl/guia-de-calculo.md'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const ansiEscape = String.fromCharCode(27);
  const plain = `${result.stdout}${result.stderr}`.replaceAll(new RegExp(`${ansiEscape}\\[[0-9;]*m`, 'g'), '');
  return { status: result.status, output: plain };
}

describe('project templates are checked when the site is built', () => {
  it('a real template passes', { timeout: 60_000 }, () => {
    expect(sync('good', { 'src/content/projects/cl/pintar-una-habitacion.md': template }).status).toBe(0);
  });

  it('a bad field stops the build, naming the file and the field', { timeout: 60_000 }, () => {
    const { status, output } = sync('bad-field', {
      'src/content/projects/cl/pintar-una-habitacion.md': template.replace('per: "fixed"', 'per: "each"'),
    });
    expect(status).not.toBe(0);
    expect(output).toContain('projects → cl/pintar-una-habitacion data does not match collection schema');
    expect(output).toMatch(/materials\.\d+\.per: must be one of m2, 10m2, fixed/);
    expect(output).toContain('src/content/projects/cl/pintar-una-habitacion.md');
  });

  it('a template in another tenant’s folder stops the build', { timeout: 60_000 }, () => {
    const { status, output } = sync('wrong-folder', { 'src/content/projects/pe/pintar-una-habitacion.md': template });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/projects/pe/pintar-una-habitacion.md: field "tenant" is "cl" but the file is in the "pe" folder',
    );
  });
});
