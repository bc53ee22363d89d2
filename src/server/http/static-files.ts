import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentEncoding } from '../../lib/content-encoding';
import { entityTag } from './compress';

/**
 * The built client files (dist/client: hashed `/_astro/` bundles, favicon), served from memory by
 * the front door with their compressed forms, written once at build by `precompressDirectory`.
 */
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.html']);

export interface StaticFile {
  type: string;
  /** Hashed bundles never change under their name; anything else is checked again within the hour. */
  cacheControl: string;
  etag: string;
  body: Uint8Array;
  encoded: Partial<Record<ContentEncoding, Uint8Array>>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const isCompressedForm = (path: string) => path.endsWith('.br') || path.endsWith('.gz');

/** Writes `file.br` and `file.gz` beside each compressible file, when smaller (the build's last step). */
export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of filesUnder(dir)) {
    if (isCompressedForm(path) || !compressible.has(extname(path))) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gzip = gzipSync(body, { level: 9 });
    if (br.byteLength < body.byteLength) writeFileSync(`${path}.br`, br);
    if (gzip.byteLength < body.byteLength) writeFileSync(`${path}.gz`, gzip);
    files++;
    bytes += body.byteLength;
    brotliBytes += Math.min(br.byteLength, body.byteLength);
  }
  return { files, bytes, brotliBytes };
}

/** Every client file by its URL path, with the compressed forms the build wrote. */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const found = new Map<string, StaticFile>();
  if (!existsSync(dir)) return found;
  for (const path of filesUnder(dir)) {
    if (isCompressedForm(path)) continue;
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
    const body = readFileSync(path);
    const encoded: StaticFile['encoded'] = {};
    if (existsSync(`${path}.br`)) encoded.br = readFileSync(`${path}.br`);
    if (existsSync(`${path}.gz`)) encoded.gzip = readFileSync(`${path}.gz`);
    found.set(urlPath, {
      type: types[extname(path)] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      etag: entityTag(body),
      body,
      encoded,
    });
  }
  return found;
}
