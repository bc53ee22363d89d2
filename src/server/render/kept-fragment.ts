import type { SSRResult } from 'astro';
import {
  type AstroComponentFactory,
  chunkToString,
  createComponent,
  type RenderInstruction,
  renderComponent,
  renderTemplate,
} from 'astro/runtime/server/index.js';
import type { FragmentStore } from '../cache/fragment-store';
import { nextIslandPrefix } from './island-prefix';

/**
 * An Astro component whose HTML is kept in memory under a key that says everything it shows, and
 * served from there to the next page that asks for the same key (product cards: a category page
 * renders forty of them, each with its island, for every shopper of a zone).
 *
 * Astro has no API to keep a component's output, so this is the render step Astro's own
 * components go through (`createComponent`), with the component's output collected in order: its
 * HTML, and Astro's render instructions between the pieces (where the page's first island needs
 * the island runtime and its directive's script). A page that takes a kept fragment replays those
 * instructions, so Astro still writes those scripts once per page, at the place an uncached render
 * would. The one thing of an island's markup that belongs to the page rather than to what it shows
 * is its React id prefix (r0, r1, … in render order): a kept fragment takes the page's next one.
 */

/** Where a kept fragment's island takes the next React id prefix of the page it lands in. */
const islandPrefix: unique symbol = Symbol('island prefix');
type Segment = string | RenderInstruction | typeof islandPrefix;

export interface KeptFragment {
  readonly segments: readonly Segment[];
}

const renderInstructionMark = Symbol.for('astro:render');
function isRenderInstruction(chunk: unknown): chunk is RenderInstruction {
  return typeof chunk === 'object' && chunk !== null && renderInstructionMark in chunk;
}

/** The bytes a kept fragment holds, for the store's budget. */
export function fragmentBytes(fragment: KeptFragment): number {
  let bytes = 0;
  for (const segment of fragment.segments) bytes += typeof segment === 'string' ? segment.length * 2 : 64;
  return bytes;
}

const prefixAttribute = / prefix="(r\d+)"/g;

/**
 * The rendered output as a fragment to keep, or undefined when it cannot be served elsewhere as
 * it is: anything but one island (whose prefix is then the page's next), or that island's React
 * markup carrying ids made from its prefix (`useId`).
 */
export function keepableFragment(output: readonly (string | RenderInstruction)[]): KeptFragment | undefined {
  let found: { index: number; at: number; prefix: string } | undefined;
  for (const [index, part] of output.entries()) {
    if (typeof part !== 'string') continue;
    for (const match of part.matchAll(prefixAttribute)) {
      if (found) return undefined;
      found = { index, at: match.index + ' prefix="'.length, prefix: match[1] as string };
    }
  }
  if (!found) return undefined;
  const { index, at, prefix } = found;
  const text = output[index] as string;
  const before = text.slice(0, at);
  const after = text.slice(at + prefix.length);
  // React's useId ids are `_<prefix>R_<n>_`
  const idOfPrefix = `_${prefix}R_`;
  if (output.some((part) => typeof part === 'string' && part.includes(idOfPrefix))) return undefined;
  return { segments: [...output.slice(0, index), before, islandPrefix, after, ...output.slice(index + 1)] };
}

/**
 * Pieces and instructions as the template Astro renders a component's markup from: the HTML
 * between the instructions, and the instructions as its expressions. The island's prefix is the
 * page's next.
 */
function asTemplate(result: SSRResult, segments: readonly Segment[]) {
  const html: string[] = [];
  const instructions: RenderInstruction[] = [];
  let text = '';
  for (const segment of segments) {
    if (typeof segment === 'string') text += segment;
    else if (segment === islandPrefix) text += nextIslandPrefix(result);
    else {
      html.push(text);
      instructions.push(segment);
      text = '';
    }
  }
  html.push(text);
  return renderTemplate(Object.assign(html, { raw: html }), ...instructions);
}

/** Renders the component into its HTML pieces and render instructions, in order. */
async function renderPieces(
  result: SSRResult,
  displayName: string,
  Component: AstroComponentFactory,
  props: Record<string, unknown>,
): Promise<{ output: (string | RenderInstruction)[]; keepable: boolean }> {
  const output: (string | RenderInstruction)[] = [];
  let keepable = true;
  const instance = await renderComponent(result, displayName, Component, props);
  await instance.render({
    write(chunk) {
      if (chunk instanceof Response) return;
      if (isRenderInstruction(chunk)) {
        output.push(chunk);
        return;
      }
      // Slot output that carries its own instructions is written out with them decided for this
      // page: right here, not for another.
      const instructions = (chunk as { instructions?: unknown[] | null }).instructions;
      if (instructions?.length) keepable = false;
      const text = chunkToString(result, chunk);
      const last = output.length - 1;
      if (typeof output[last] === 'string') output[last] += text;
      else output.push(text);
    },
  });
  return { output, keepable };
}

export interface KeptFragmentProps {
  /** The Astro component rendered on a miss. */
  component: AstroComponentFactory;
  /** Where it is kept; null keeps nothing. */
  store: FragmentStore<KeptFragment> | null;
  /** Everything the fragment shows; undefined renders it afresh and keeps nothing (it is the shopper's own). */
  fragmentKey: string | undefined;
  props: Record<string, unknown>;
}

/** `component` with `props`, kept in `store` under `fragmentKey`: an Astro component. */
export const KeptFragment = createComponent(
  async (result: SSRResult, { component, store, fragmentKey, props }: KeptFragmentProps) => {
    const kept = fragmentKey === undefined ? null : store;
    const found = fragmentKey === undefined ? undefined : kept?.get(fragmentKey);
    if (found) return asTemplate(result, found.segments);
    const { output, keepable } = await renderPieces(result, component.name, component, props);
    const fragment = keepable ? keepableFragment(output) : undefined;
    if (kept && fragment && fragmentKey !== undefined) kept.set(fragmentKey, fragment);
    return asTemplate(result, output);
  },
);
