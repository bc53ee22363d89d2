/**
 * Astro's server renderer for the React islands, in place of @astrojs/react's own (astro.config.ts
 * points its entry here). Its island HTML is the same; two things cost less on every uncached page:
 *
 * - React is the site's only framework, so a function component is React's. The stock `check`
 *   finds that out by rendering each island once more inside a test component, through a stream:
 *   half the React work of a page.
 * - An island is rendered with `renderToString` (with the same `identifierPrefix`, so `useId`
 *   ids stay unique on the page and match on hydration) instead of through a web stream that is
 *   then read back and decoded. No island suspends on the server (lazy parts open on a shopper's
 *   action), so nothing is lost. A form POST that carries an action's result is left to the stock
 *   renderer, which passes the form state on to React.
 */
import stock from '@astrojs/react/server.js';
import type { SSRResult } from 'astro';
import { type ComponentType, createElement, memo, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { nextIslandPrefix } from './island-prefix';

type Slots = Record<string, string | undefined>;
type Metadata = { astroStaticSlot?: boolean; hydrate?: string } | undefined;
type RendererThis = { result?: SSRResult & { actionResult?: unknown } } | undefined;
type Markup = { html: string; attrs: Record<string, string | undefined> };

/** Server-rendered markup passed to an island as its children or a named slot, kept as it is. */
const StaticHtml = memo(
  ({ value, name, hydrate = true }: { value: string | undefined; name?: string; hydrate?: boolean }) => {
    if (value == null || value.trim() === '') return null;
    return createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
      name,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: value },
    });
  },
  () => true,
);

const slotName = (key: string) => key.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());
// React 19 hoists resource hints into a render's output; Astro loads the islands' assets itself.
const resourceLinks = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

async function check(this: RendererThis, Component: unknown, ...rest: unknown[]): Promise<boolean> {
  const isClass = typeof Component === 'function' && typeof Component.prototype?.render === 'function';
  if (typeof Component === 'function' && !isClass) return true;
  return (stock.check as (...args: unknown[]) => Promise<boolean>).call(this, Component, ...rest);
}

async function renderToStaticMarkup(
  this: RendererThis,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  slotted: Slots,
  metadata: Metadata,
): Promise<Markup> {
  const result = this?.result;
  if (!result || result.actionResult !== undefined) {
    return (stock.renderToStaticMarkup as (...args: unknown[]) => Promise<Markup>).call(
      this,
      Component,
      props,
      slotted,
      metadata,
    );
  }
  const prefix = nextIslandPrefix(result);
  const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
  const { default: children, ...named } = slotted;
  const { class: _class, ...rest } = props;
  const islandProps: Record<string, unknown> = { ...rest };
  for (const [key, value] of Object.entries(named)) {
    const name = slotName(key);
    islandProps[name] = createElement(StaticHtml, { hydrate, value, name });
  }
  const childHtml = children ?? (props.children as string | undefined);
  if (childHtml != null) islandProps.children = createElement(StaticHtml, { hydrate, value: childHtml }) as ReactNode;
  const html = renderToString(createElement(Component, islandProps), { identifierPrefix: prefix });
  return { html: html.replace(resourceLinks, ''), attrs: { prefix } };
}

export default { name: '@astrojs/react', check, renderToStaticMarkup, supportsAstroStaticSlot: true };
