// A worker of feeds-in-workers.test.ts: each feed is "prepared" and "written" by marking, in
// memory the test shares, when its write began and ended; a feed named in data.failAt fails.
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
    // a write spans time, as an import's statements do: without turns, another thread's would begin meanwhile
    await new Promise((resolve) => setTimeout(resolve, 15));
    mark(-(1 + feed));
    return { written: feed };
  },
});
