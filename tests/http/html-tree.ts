import { tokenize, voidElements } from './html-tokens';

/**
 * Server HTML read the way the browser tests read it, without a browser: a small, tolerant tree of
 * the markup (Astro and React write well-formed HTML, so no implied end tags are needed) and the
 * ARIA roles and accessible names the pages give their landmarks, links, buttons and fields.
 */
export interface HtmlNode {
  tag: string;
  attrs: Record<string, string>;
  children: (HtmlNode | string)[];
  parent: HtmlNode | undefined;
}

/** The tree of the page's tokens (html-tokens.ts), so both readers split markup and decode text alike. */
export function parseHtml(html: string): HtmlNode {
  const root: HtmlNode = { tag: '#document', attrs: {}, children: [], parent: undefined };
  let open = root;
  for (const token of tokenize(html)) {
    if (token.kind === 'text' || token.kind === 'raw') {
      open.children.push(token.text);
    } else if (token.kind === 'end') {
      // close the nearest open element of that name; a stray end tag changes nothing
      for (let node: HtmlNode | undefined = open; node && node !== root; node = node.parent) {
        if (node.tag === token.name) {
          open = node.parent ?? root;
          break;
        }
      }
    } else {
      const attrs = Object.fromEntries(token.attributes.map(({ name, value }) => [name, value]));
      const node: HtmlNode = { tag: token.name, attrs, children: [], parent: open };
      open.children.push(node);
      if (!voidElements.has(node.tag) && !token.selfClosing) open = node;
    }
  }
  return root;
}

/**
 * Every element under `node` (depth first, in document order) that `match` accepts. A
 * `<template>`'s content is not part of the page, as in a browser's DOM.
 */
export function all(node: HtmlNode, match: (element: HtmlNode) => boolean): HtmlNode[] {
  const found: HtmlNode[] = [];
  const walk = (parent: HtmlNode) => {
    for (const child of parent.children) {
      if (typeof child === 'string') continue;
      if (match(child)) found.push(child);
      if (child.tag !== 'template') walk(child);
    }
  };
  walk(node);
  return found;
}

export const rootOf = (node: HtmlNode): HtmlNode => (node.parent ? rootOf(node.parent) : node);
export const byId = (node: HtmlNode, id: string) => all(rootOf(node), (element) => element.attrs.id === id)[0];
export const closest = (node: HtmlNode, match: (element: HtmlNode) => boolean): HtmlNode | undefined =>
  match(node) ? node : node.parent && closest(node.parent, match);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const noText = new Set(['script', 'style', 'template']);

function textWithout(node: HtmlNode | string, skip: (element: HtmlNode) => boolean): string {
  const gather = (part: HtmlNode | string): string =>
    typeof part === 'string' ? part : noText.has(part.tag) || skip(part) ? ' ' : part.children.map(gather).join('');
  return squash(gather(node));
}

/** The element's text as a reader sees it, white space folded (scripts and styles left out). */
export const textOf = (node: HtmlNode | string): string => textWithout(node, () => false);

/** The accessible name: aria-labelledby, aria-label, an image's alt, a field's label, else the text. */
export function nameOf(node: HtmlNode): string {
  const labelledBy = node.attrs['aria-labelledby'];
  if (labelledBy) {
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => {
          const label = byId(node, id);
          return label ? textOf(label) : '';
        })
        .join(' '),
    );
  }
  if (node.attrs['aria-label'] !== undefined) return squash(node.attrs['aria-label']);
  if (node.tag === 'img') return squash(node.attrs.alt ?? '');
  if (['input', 'select', 'textarea'].includes(node.tag)) {
    const label =
      (node.attrs.id &&
        all(rootOf(node), (element) => element.tag === 'label' && element.attrs.for === node.attrs.id)[0]) ||
      closest(node, (element) => element.tag === 'label');
    return label ? textWithout(label, (element) => ['select', 'textarea'].includes(element.tag)) : '';
  }
  return textWithout(node, (element) => element.attrs['aria-hidden'] === 'true');
}

const headingTags = /^h([1-6])$/;
const textInputs = new Set(['text', 'email', 'tel', 'url', 'password']);

/** The element's ARIA role, explicit or implied by its tag (the subset these pages use). */
export function roleOf(node: HtmlNode): string | undefined {
  if (node.attrs.role) return node.attrs.role;
  const type = node.attrs.type?.toLowerCase() ?? 'text';
  switch (node.tag) {
    case 'a':
      return node.attrs.href === undefined ? undefined : 'link';
    case 'button':
    case 'summary':
      return 'button';
    case 'input':
      if (type === 'search') return 'searchbox';
      if (textInputs.has(type)) return 'textbox';
      return { number: 'spinbutton', radio: 'radio', checkbox: 'checkbox', submit: 'button' }[type];
    case 'section':
      return node.attrs['aria-label'] || node.attrs['aria-labelledby'] ? 'region' : undefined;
    case 'header':
    case 'footer':
      // landmarks only outside an article or a section
      if (
        closest(node.parent ?? node, (element) => ['article', 'aside', 'main', 'nav', 'section'].includes(element.tag))
      )
        return undefined;
      return node.tag === 'header' ? 'banner' : 'contentinfo';
    default:
      if (headingTags.test(node.tag)) return 'heading';
      return (
        {
          article: 'article',
          aside: 'complementary',
          dialog: 'dialog',
          form: 'form',
          img: 'img',
          li: 'listitem',
          main: 'main',
          nav: 'navigation',
          ol: 'list',
          select: 'combobox',
          textarea: 'textbox',
          ul: 'list',
        } as Record<string, string>
      )[node.tag];
  }
}

const nameMatches = (name: string, wanted: string | RegExp | undefined) =>
  wanted === undefined || (typeof wanted === 'string' ? name === wanted : wanted.test(name));

/** Elements of a role, optionally of a name (the whole name, or a pattern), as getByRole finds them. */
export function byRole(node: HtmlNode, role: string, name?: string | RegExp): HtmlNode[] {
  return all(node, (element) => roleOf(element) === role && nameMatches(nameOf(element), name));
}

/** The first element of a role and name; fails saying what was looked for when there is none. */
export function oneByRole(node: HtmlNode, role: string, name?: string | RegExp): HtmlNode {
  const [found] = byRole(node, role, name);
  if (!found) throw new Error(`No ${role}${name === undefined ? '' : ` named ${String(name)}`} in <${node.tag}>`);
  return found;
}

/** Elements carrying an attribute, with a given value when one is named. */
export const withAttribute = (node: HtmlNode, name: string, value?: string) =>
  all(node, (element) => element.attrs[name] !== undefined && (value === undefined || element.attrs[name] === value));

/** The text of the page's level-1 heading. */
export function h1Of(node: HtmlNode): string {
  const [h1] = all(node, (element) => element.tag === 'h1');
  if (!h1) throw new Error('The page has no <h1>');
  return textOf(h1);
}

/** A page as the no-JS browser reads it (no-js-browser.ts HtmlPage), for the readers of its head and body. */
type ReadPage = { doc: HtmlNode };

/** The page's `<meta name=…>` content. */
export const metaOf = (page: ReadPage, name: string) =>
  all(page.doc, (element) => element.tag === 'meta' && element.attrs.name === name)[0]?.attrs.content;

/** The page's canonical link. */
export const canonicalOf = (page: ReadPage) =>
  all(page.doc, (element) => element.tag === 'link' && element.attrs.rel === 'canonical')[0]?.attrs.href;

/** Every JSON-LD document of the page. */
export const jsonLdOf = (page: ReadPage): Record<string, unknown>[] =>
  all(page.doc, (element) => element.tag === 'script' && element.attrs.type === 'application/ld+json').map(
    (script) => JSON.parse(String(script.children[0] ?? '{}')) as Record<string, unknown>,
  );

/** The `lang` of the page's `<html>`. */
export const langOf = (page: ReadPage) => all(page.doc, (element) => element.tag === 'html')[0]?.attrs.lang;

/** The text of the page's `<body>`. */
export const bodyTextOf = (page: ReadPage) => textOf(all(page.doc, (element) => element.tag === 'body')[0] ?? page.doc);
