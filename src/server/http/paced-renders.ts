import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Requests for Astro start one per turn of the event loop, in the order they came.
 *
 * A page rendered on SQLite never waits for I/O: once started it runs to its answer in one go
 * (8-10 ms for an uncached product page). Node reads every socket that is ready in one turn and
 * hands each request to its handler straight away, so under load one turn rendered sixteen pages
 * back to back, about 150 ms. Answers that did not fit their socket's send buffer at once (a new
 * connection's is small) then moved on by one write per turn, and a request that arrived just
 * after a turn began waited for all of it. With wrk at 16 connections on one uncached product page
 * that made p99 0.8-1.5 s against a p50 of 130 ms. Started one per turn, the writes in between
 * go on every render and requests are served in arrival order: p99 180-240 ms, p50 and rate
 * unchanged (docs/render-speed-notes.md). On PostgreSQL a render waits for its queries, and the
 * ones started meanwhile run alongside it as before.
 *
 * A request whose client left while it waited is not rendered.
 */
export function pacedRenders(handler: Handler): Handler {
  const waiting: ([IncomingMessage, ServerResponse] | undefined)[] = [];
  let first = 0;
  let scheduled = false;

  const schedule = () => {
    scheduled = true;
    setImmediate(startNext);
  };

  function startNext() {
    scheduled = false;
    while (first < waiting.length) {
      const request = waiting[first];
      waiting[first++] = undefined;
      if (!request || request[0].socket.destroyed) continue;
      handler(...request);
      break;
    }
    if (first < waiting.length) schedule();
    else {
      waiting.length = 0;
      first = 0;
    }
  }

  return (req, res) => {
    waiting.push([req, res]);
    if (!scheduled) schedule();
  };
}
