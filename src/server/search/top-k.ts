/**
 * The k best items in order, by a comparator (negative when `a` ranks first), with a bounded
 * binary heap: O(n log k) instead of sorting every match to show one page of 28.
 */
export function topK(items: Uint32Array, k: number, before: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (items.length <= k * 4) return Array.from(items).sort(before).slice(0, k);
  // Max-heap on "worst first": the root is the worst of the best k so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => before(a, b) > 0;
  const siftUp = (index: number) => {
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i] as number, heap[parent] as number)) break;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  };
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && worse(heap[left] as number, heap[largest] as number)) largest = left;
      if (right < heap.length && worse(heap[right] as number, heap[largest] as number)) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest] as number, heap[i] as number];
      i = largest;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (before(item, heap[0] as number) < 0) {
      heap[0] = item;
      siftDown();
    }
  }
  return heap.sort(before);
}
