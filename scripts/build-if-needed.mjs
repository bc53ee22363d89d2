// Builds the storefront when the sources changed since the last build, so `npm start`
// and the browser tests always serve what is in the tree, without rebuilding for nothing.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = ['src', 'public', 'astro.config.ts', 'uno.config.ts', 'tsconfig.json', 'package-lock.json'];
export const outDir = join(root, process.env.OUT_DIR ?? 'dist');
const stampFile = join(outDir, '.build-fingerprint');
export const serverEntry = join(outDir, 'server', 'entry.mjs');

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else if (!/\.test\.[cm]?[jt]sx?$/.test(path) && !path.includes(`${sep}test-support${sep}`)) {
    // Tests beside the code, and what they share (src/test-support), are not part of the site:
    // changing one needs no rebuild.
    yield path;
  }
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Builds when the sources changed since the last build; resolves once built. `signal` stops the
 * build (a start whose database preparation failed). A failed build ends the process.
 */
export async function buildIfNeeded(signal) {
  const fingerprint = sourceFingerprint();
  const built = existsSync(serverEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;
  if (built) return;
  console.log('Building the storefront (sources changed since the last build)…');
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const build = spawn(process.execPath, [astro, 'build'], {
    cwd: root,
    stdio: 'inherit',
    signal,
    // Always the production build: a caller's NODE_ENV (vitest sets "test") would ship React's
    // development build, three times the size, to every shopper.
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const [status] = await new Promise((resolve) => {
    build.once('error', () => resolve([1]));
    build.once('exit', (...outcome) => resolve(outcome));
  });
  if (signal?.aborted) return;
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stampFile, fingerprint);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfNeeded();
