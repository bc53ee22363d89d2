import type { MessageKey } from './es';
import type { MessageParams } from './interpolate';

// Apart from ./index.ts, which holds the catalogues: the rules that islands run build messages too.

/** A message chosen by a rule, shown later in whatever language the page speaks. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * A message of a `.one`/`.other` pair for a count. The key is a first guess (1 is singular); the
 * translator settles the form by the page language's plural rules.
 */
export function countMessage(count: number, one: MessageKey, other: MessageKey, params: MessageParams = {}): Message {
  return { key: count === 1 ? one : other, params: { ...params, count } };
}
