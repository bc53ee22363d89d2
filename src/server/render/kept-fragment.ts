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
import {
  cutHoles,
  holeToken,
  isHoleSlot,
  isIslandSlot,
  islandCount,
  islandSlots,
  isVerbatimValue,
  type Segment,
} from './fragment-segments';
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
 * would. What of an island's markup belongs to the page rather than to what it shows is its React
 * id prefix (r0, r1, … in render order): a kept fragment's islands take the page's next ones. A
 * fragment that shows a value of the page's own (the header's location link carries the page's
 * address) renders it as a hole that each page fills in (src/server/render/fragment-segments.ts).
 */

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

/**
 * The rendered output (with the `holes`' tokens where their values go) as a fragment to keep, or
 * undefined when it cannot be served elsewhere as it is: its markup names a React id prefix of no
 * island of its own.
 */
export function keepableFragment(
  output: readonly (string | RenderInstruction)[],
  holes: readonly string[] = [],
): KeptFragment | undefined {
  const segments = islandSlots(cutHoles(output, holes));
  return segments && { segments };
}

/**
 * Pieces and instructions as the template Astro renders a component's markup from: the HTML
 * between the instructions, and the instructions as its expressions. Each island takes the page's
 * next prefix, each hole this page's value.
 */
function asTemplate(result: SSRResult, segments: readonly Segment[], values: Readonly<Record<string, string>>) {
  const prefixes = Array.from({ length: islandCount(segments) }, () => nextIslandPrefix(result));
  const html: string[] = [];
  const instructions: RenderInstruction[] = [];
  let text = '';
  for (const segment of segments) {
    if (typeof segment === 'string') text += segment;
    else if (isIslandSlot(segment)) text += prefixes[segment.island];
    else if (isHoleSlot(segment)) text += values[segment.hole] ?? '';
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
  /** Everything the fragment shows but its holes; undefined renders it afresh and keeps nothing (it is the shopper's own). */
  fragmentKey: string | undefined;
  props: Record<string, unknown>;
  /**
   * Props whose value is the page's own (its address), given to the component as a token that is
   * then replaced by each page's value. Only for values the component passes on as they are, into
   * attributes or island props: a value that an escaper would change renders the fragment afresh.
   */
  holes?: Readonly<Record<string, string>>;
}

/** `component` with `props`, kept in `store` under `fragmentKey`: an Astro component. */
export const KeptFragment = createComponent(
  async (result: SSRResult, { component, store, fragmentKey, props, holes = {} }: KeptFragmentProps) => {
    const names = Object.keys(holes);
    const keyed = fragmentKey !== undefined && Object.values(holes).every(isVerbatimValue);
    const kept = keyed ? store : null;
    const found = keyed ? kept?.get(fragmentKey) : undefined;
    if (found) return asTemplate(result, found.segments, holes);
    if (!keyed) {
      const { output } = await renderPieces(result, component.name, component, { ...props, ...holes });
      return asTemplate(result, output, {});
    }
    const tokens = Object.fromEntries(names.map((name) => [name, holeToken(name)]));
    const { output, keepable } = await renderPieces(result, component.name, component, { ...props, ...tokens });
    const fragment = keepable ? keepableFragment(output, names) : undefined;
    if (kept && fragment) kept.set(fragmentKey, fragment);
    // this page's islands already took their prefixes while rendering: only the holes are filled in
    return asTemplate(result, cutHoles(output, names), holes);
  },
);
