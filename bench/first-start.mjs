// `npm run bench:first-start -- [revision…]`: how long a fresh clone's first `npm start` takes until
// it serves (the build, the migrations, the nine first catalogues, the demo customers), for each
// revision given (HEAD by default), one after the other, twice each, alternating: compare the
// revisions within one run, as the machine is shared. Each clone gets this checkout's installed
// packages (hard links) and a database of its own; nothing is left behind.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const revisions = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['HEAD'];
const rounds = 2;
const port = Number(process.env.BENCH_PORT ?? 4960);

/** A clone of the revision, ready to `npm start` as one fresh from `npm ci` would be. */
function cloneAt(revision) {
  const dir = mkdtempSync(join(tmpdir(), 'andamio-first-start-'));
  execFileSync('git', ['clone', '-q', root, dir]);
  execFileSync('git', [
    '-C',
    dir,
    'checkout',
    '-q',
    execFileSync('git', ['-C', root, 'rev-parse', revision]).toString().trim(),
  ]);
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  // the build's caches are the clone's own, as after `npm ci`
  rmSync(join(dir, 'node_modules', '.vite'), { recursive: true, force: true });
  rmSync(join(dir, 'node_modules', '.astro'), { recursive: true, force: true });
  return dir;
}

/** Seconds from `npm start` until it says it serves. */
async function firstStart(dir) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      WARM_UP: '0',
      DATABASE_URL: '',
      DATABASE_PATH: join(dir, 'data', 'andamio.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    return await new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Andamio is serving')) resolve((performance.now() - started) / 1000);
      });
      child.once('exit', (code) =>
        reject(new Error(`npm start exited (${code}) before serving:\n${output.slice(-2000)}`)),
      );
    });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

for (let round = 1; round <= rounds; round++) {
  for (const revision of revisions) {
    const dir = cloneAt(revision);
    try {
      console.log(`${revision} (round ${round}): served after ${(await firstStart(dir)).toFixed(1)} s`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
