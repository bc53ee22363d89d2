import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where a program is: on PATH, or in the sbin folders where Debian installs varnishd and nginx. */
export function systemBinary(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const folder of folders) {
    if (!folder) continue;
    const path = join(folder, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * A program a test file needs from the system (an edge cache). Missing on a developer's machine,
 * the file's tests are skipped with a line saying what to install; missing in CI (`CI` set, as
 * `.ci/run` does after installing it), that is a failure, never a skip.
 */
export function requiredBinary(name: string, debianPackages: string): string | undefined {
  const path = systemBinary(name);
  if (path) return path;
  const advice = `${name} is not installed (Debian: apt-get install ${debianPackages})`;
  if (process.env.CI) throw new Error(`${advice}: CI runs these tests`);
  console.warn(`${advice}: these tests are skipped`);
  return undefined;
}
