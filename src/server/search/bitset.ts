/** Sorted-array set operations over document numbers: postings are kept sorted. */
export function intersectSorted(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/** Union of sorted arrays, sorted and without repeats. */
export function unionSorted(lists: readonly Uint32Array[]): Uint32Array {
  if (lists.length === 1) return lists[0] as Uint32Array;
  const size = lists.reduce((sum, list) => sum + list.length, 0);
  const all = new Uint32Array(size);
  let offset = 0;
  for (const list of lists) {
    all.set(list, offset);
    offset += list.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i] as number;
  return all.subarray(0, n);
}
