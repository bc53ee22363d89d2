import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Until a process started by a test listens on `port` on loopback; fails when it exits first or takes longer than `timeoutMs`. */
export async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (${child.exitCode ?? child.signalCode}) before listening on ${port}`);
    }
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on ${port} within ${timeoutMs / 1000} s`);
}

/**
 * A loopback daemon a test starts (nginx, varnishd): spawned, awaited until it listens on `port`,
 * and `stop` kills it and removes its throw-away `folder`. A daemon that does not come up is
 * stopped, and the error carries what it printed.
 */
export async function startDaemon(daemon: {
  name: string;
  command: string;
  args: string[];
  port: number;
  folder: string;
  timeoutMs: number;
}): Promise<{ stop(): Promise<void> }> {
  const child = spawn(daemon.command, daemon.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += String(chunk)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(daemon.folder, { recursive: true, force: true });
  };
  try {
    await waitForPort(daemon.port, child, daemon.timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${daemon.name} did not start: ${String(error)}\n${output}`);
  }
  return { stop };
}
