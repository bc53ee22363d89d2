import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pacedRenders } from './paced-renders';

/** A request as Node's server hands it over, on a socket of its own (never connected). */
function requestFor(url: string): [IncomingMessage, ServerResponse] {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  return [req, new ServerResponse(req)];
}

/**
 * Hands `urls` to the paced handler in one go, as Node does with the requests of one turn under
 * load, and records each render and what each render left for the next turn of the event loop
 * (where a socket's pending write would go on).
 */
async function order(urls: string[], leave: string[] = []) {
  const events: string[] = [];
  let rendered = 0;
  let answer: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const handle = pacedRenders((req) => {
    events.push(`render ${req.url}`);
    setImmediate(() => {
      events.push(`turn after ${req.url}`);
      rendered += 1;
      if (rendered === urls.length - leave.length) answer();
    });
  });
  const requests = urls.map(requestFor);
  for (const request of requests) handle(...request);
  for (const [req] of requests) if (leave.includes(req.url ?? '')) req.socket.destroy();
  await done;
  return events;
}

describe('pacedRenders', () => {
  it('starts one render per turn of the event loop, in the order the requests came', async () => {
    expect(await order(['/a', '/b', '/c'])).toEqual([
      'render /a',
      'turn after /a',
      'render /b',
      'turn after /b',
      'render /c',
      'turn after /c',
    ]);
  });

  it('renders nothing for a client that left while its request waited', async () => {
    expect(await order(['/a', '/b', '/c'], ['/b'])).toEqual([
      'render /a',
      'turn after /a',
      'render /c',
      'turn after /c',
    ]);
  });

  it('starts the next request that comes once the line is empty', async () => {
    const events: string[] = [];
    const handle = pacedRenders((req) => events.push(`render ${req.url}`));
    handle(...requestFor('/a'));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    handle(...requestFor('/b'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['render /a', 'render /b']);
  });
});
