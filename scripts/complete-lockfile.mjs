// The registry this project is built against mirrors only the linux-x64 builds of
// packages that ship per-platform binaries, so `npm install` leaves the other platforms'
// optional packages out of package-lock.json and `npm ci` then refuses the lock file.
// This adds each missing optional package as a lock entry restricted to its platform:
// npm skips it on every other platform and fetches it by version where it applies.
// Run after `npm install` changes the lock file: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const platform =
  /-(android|darwin|freebsd|linux|openbsd|sunos|win32|wasm32)-(arm64|arm|x64|ia32|wasi|s390x|ppc64|riscv64|loong64)(-(gnu|musl|msvc|eabihf))?$/;

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = platform.exec(name);
    const key = `${path ? `${path}/` : ''}node_modules/${name}`.replace(
      /^node_modules\/(.*)\/node_modules\//,
      'node_modules/',
    );
    const hoisted = `node_modules/${name}`;
    if (!match || lock.packages[key] || lock.packages[hoisted]) continue;
    const [, os, cpu, , libc] = match;
    lock.packages[hoisted] = {
      version,
      optional: true,
      os: [os === 'wasm32' ? 'wasi' : os],
      cpu: [os === 'wasm32' ? 'wasm32' : cpu],
      ...(libc === 'gnu' || libc === 'musl' ? { libc: [libc === 'gnu' ? 'glibc' : 'musl'] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional package(s) added`);
