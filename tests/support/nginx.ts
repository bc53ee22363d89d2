import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { startDaemon } from './wait-for-port';

/**
 * nginx with the shipped configuration (deploy/nginx/andamio.conf) in front of a storefront, on
 * loopback, for the edge tests: a copy whose upstream is the test's storefront, listening on a free
 * port, with its cache and temporary files in a throw-away folder, inside a main nginx.conf of its
 * own (the shipped file is read inside Debian's `http` block).
 */
export interface Nginx {
  origin: string;
  stop(): Promise<void>;
}

export const shippedNginxConf = resolve('deploy/nginx/andamio.conf');

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`${shippedNginxConf} no longer has ${pattern}, which the tests replace`);
  return text.replace(pattern, replacement);
}

/** The shipped configuration for a test: its upstream, port and cache folder replaced. */
export function nginxConfFor(options: { backendPort: number; port: number; folder: string }): string {
  let conf = readFileSync(shippedNginxConf, 'utf8');
  conf = replaceOnce(conf, /(upstream andamio \{\s*server )[^;]+;/, `$1127.0.0.1:${options.backendPort};`);
  conf = replaceOnce(conf, /listen 80;/, `listen 127.0.0.1:${options.port};`);
  conf = replaceOnce(
    conf,
    /proxy_cache_path \/var\/cache\/nginx\/andamio /,
    `proxy_cache_path ${options.folder}/cache `,
  );
  return conf;
}

function mainConf(folder: string): string {
  // nginx started as root hands its workers to an unprivileged user, who could not write the
  // test's folders: they stay root's here
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${folder}/temp/${kind};`)
    .join('\n');
  return `${user}worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  access_log off;
${temp}
  include ${folder}/andamio.conf;
}
`;
}

export async function startNginx(nginx: string, options: { backendPort: number }): Promise<Nginx> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'andamio-nginx-'));
  mkdirSync(join(folder, 'temp'));
  writeFileSync(join(folder, 'andamio.conf'), nginxConfFor({ ...options, port, folder }));
  writeFileSync(join(folder, 'nginx.conf'), mainConf(folder));
  const { stop } = await startDaemon({
    name: 'nginx',
    command: nginx,
    args: ['-p', folder, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'],
    port,
    folder,
    timeoutMs: 30_000,
  });
  return { origin: `http://127.0.0.1:${port}`, stop };
}
