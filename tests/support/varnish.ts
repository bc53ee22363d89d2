import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';
import { startDaemon } from './wait-for-port';

/**
 * Varnish with the shipped configuration (deploy/varnish/andamio.vcl) in front of a storefront, on
 * loopback, for the edge tests: a copy of the VCL whose backend is the test's storefront, a
 * throw-away working folder, and memory storage. Started as root, Debian's varnishd hands its
 * work to the `varnish` user, who must be able to read the VCL.
 */
export interface Varnish {
  /** Where shoppers reach it: http://127.0.0.1:<port>. */
  origin: string;
  /** A counter of varnishstat (MAIN.fetch_304, MAIN.cache_hit…). */
  counter(name: string): Promise<number>;
  stop(): Promise<void>;
}

export const shippedVcl = resolve('deploy/varnish/andamio.vcl');

const run = promisify(execFile);

/** The shipped VCL with its backend pointed at the storefront on `backendPort`. */
export function vclFor(backendPort: number): string {
  const shipped = readFileSync(shippedVcl, 'utf8');
  const backend = /(backend default \{\s*\.host = ")[^"]+(";\s*\.port = ")\d+(";)/;
  if (!backend.test(shipped)) throw new Error(`${shippedVcl} no longer names its backend as the tests expect`);
  return shipped.replace(backend, `$1127.0.0.1$2${backendPort}$3`);
}

export async function startVarnish(varnishd: string, options: { backendPort: number }): Promise<Varnish> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'andamio-varnish-'));
  // varnishd reads the VCL and compiles it as its own unprivileged user
  chmodSync(folder, 0o755);
  const vcl = join(folder, 'andamio.vcl');
  writeFileSync(vcl, vclFor(options.backendPort), { mode: 0o644 });
  const workFolder = join(folder, 'work');
  const { stop } = await startDaemon({
    name: 'varnishd',
    command: varnishd,
    args: ['-F', '-n', workFolder, '-a', `127.0.0.1:${port}`, '-T', 'none', '-f', vcl, '-s', 'malloc,64m'],
    port,
    folder,
    timeoutMs: 60_000,
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async counter(name) {
      const { stdout } = await run('varnishstat', ['-n', workFolder, '-1', '-f', name]);
      const value = new RegExp(`^${name.replace('.', '\\.')}\\s+(\\d+)`, 'm').exec(stdout)?.[1];
      if (value === undefined) throw new Error(`varnishstat has no counter ${name}: ${stdout}`);
      return Number(value);
    },
    stop,
  };
}
