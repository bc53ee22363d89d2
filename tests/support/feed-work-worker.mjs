// A worker of feeds-in-workers.test.ts: each feed is "prepared" and "written" by marking, in
// memory the test shares, when its write began and ended; a feed named in data.failAt fails.
import { createHash } from 'node:crypto';
import './../../scripts/ts-hooks.mjs';

const { importFeedsHere, workerDataOf } = await import('../../src/server/import/feeds-in-workers.ts');

const { journal, failAt } = workerDataOf();
const entries = new Int32Array(journal);
/** Appends a mark (1 + feed for a write's start, -(1 + feed) for its end) after the count in cell 0. */
const mark = (value) => Atomics.store(entries, Atomics.add(entries, 0, 1) + 1, value);

await importFeedsHere({
  async prepare(feed) {
    if (feed === failAt) throw new Error(`feed ${feed} cannot be made`);
    return feed;
  },
  async write(feed) {
    mark(1 + feed);
    // a write is work that spans time, as an import's statements are: without turns, the other
    // thread's write would begin meanwhile
    let digest = Buffer.alloc(1 << 16);
    for (let round = 0; round < 400; round++)
      digest = Buffer.concat([createHash('sha256').update(digest).digest(), digest.subarray(32)]);
    mark(-(1 + feed));
    return { written: feed };
  },
});
