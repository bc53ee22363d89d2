import { describe, expect, it } from 'vitest';
import { ChangeQueue } from './change-queue';

interface Change {
  key: string;
  value: number;
}

/** A sender whose calls wait until the test answers them, one by one. */
function heldSender() {
  const sent: Change[] = [];
  const answers: (() => void)[] = [];
  const send = (change: Change) =>
    new Promise<void>((resolve, reject) => {
      sent.push(change);
      answers.push(change.value < 0 ? () => reject(new Error('refused')) : resolve);
    });
  const answerNext = async () => {
    answers.shift()?.();
    // the queue goes on once the answer's promise settled
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sent, send, answerNext };
}

describe('the cart’s change queue', () => {
  it('sends one change at a time, in order', async () => {
    const { sent, send, answerNext } = heldSender();
    const queue = new ChangeQueue<Change>(send);
    queue.push({ key: 'update:a', value: 1 });
    queue.push({ key: 'delivery:b', value: 2 });
    expect(sent.map((change) => change.value)).toEqual([1]);
    await answerNext();
    expect(sent.map((change) => change.value)).toEqual([1, 2]);
    await answerNext();
    expect(queue.idle).toBe(true);
  });

  it('sends only the last of the changes of one key that waited', async () => {
    const { sent, send, answerNext } = heldSender();
    const queue = new ChangeQueue<Change>(send);
    queue.push({ key: 'update:a', value: 1 });
    queue.push({ key: 'update:a', value: 2 });
    queue.push({ key: 'update:a', value: 3 });
    await answerNext();
    await answerNext();
    expect(sent.map((change) => change.value)).toEqual([1, 3]);
  });

  it('drops what a change makes pointless, and goes on after a failure', async () => {
    const { sent, send, answerNext } = heldSender();
    let idle = 0;
    const queue = new ChangeQueue<Change>(send, () => {
      idle += 1;
    });
    queue.push({ key: 'update:b', value: -1 });
    queue.push({ key: 'update:a', value: 2 });
    queue.push({ key: 'services:a', value: 3 });
    queue.push({ key: 'remove:a', value: 4 }, (waiting) => waiting.key.endsWith(':a'));
    await answerNext();
    await answerNext();
    expect(sent.map((change) => change.value)).toEqual([-1, 4]);
    expect(idle).toBe(1);
  });
});
