/**
 * A page's HTML read as tags, attributes and text, the way a browser's tokenizer splits it
 * (WHATWG HTML §13.2.5, the parts our pages and the XSS payloads use): quoted and unquoted
 * attribute values, comments and bogus comments, and the elements whose content is not markup
 * (script, style... as raw text; textarea and title as text with character references).
 * Character references are decoded in text and attribute values; raw text is left as it is.
 */

export interface Tag {
  kind: 'start';
  name: string;
  attributes: { name: string; value: string }[];
  /** Written `<x />`: only foreign elements (SVG's path, circle...) are closed by it. */
  selfClosing: boolean;
}
export type Token =
  | Tag
  | { kind: 'end'; name: string }
  | { kind: 'text'; text: string }
  | { kind: 'raw'; parent: Tag; text: string };

const rawText = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
const escapableRawText = new Set(['textarea', 'title']);
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references servers write: named (the usual few), decimal and hexadecimal. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const space = /[\t\n\f\r ]/;

function readTag(html: string, from: number): { tag: Tag; end: number } {
  let at = from;
  let name = '';
  while (at < html.length && !space.test(html[at] ?? '') && html[at] !== '/' && html[at] !== '>') name += html[at++];
  const attributes: Tag['attributes'] = [];
  let selfClosing = false;
  while (at < html.length && html[at] !== '>') {
    const char = html[at] ?? '';
    if (space.test(char) || char === '/') {
      selfClosing = char === '/';
      at += 1;
      continue;
    }
    let attribute = html[at++] ?? '';
    while (at < html.length && !/[\t\n\f\r />=]/.test(html[at] ?? '')) attribute += html[at++];
    while (space.test(html[at] ?? '')) at += 1;
    let value = '';
    if (html[at] === '=') {
      at += 1;
      while (space.test(html[at] ?? '')) at += 1;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(at + 1, stop);
        at = stop + 1;
      } else {
        while (at < html.length && !/[\t\n\f\r >]/.test(html[at] ?? '')) value += html[at++];
      }
    }
    const lower = attribute.toLowerCase();
    // the first of two attributes with one name wins
    if (!attributes.some((known) => known.name === lower)) {
      attributes.push({ name: lower, value: decodeEntities(value) });
    }
    selfClosing = false;
  }
  return { tag: { kind: 'start', name: name.toLowerCase(), attributes, selfClosing }, end: at + 1 };
}

export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text: decodeEntities(text) });
    text = '';
  };
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, open);
    const next = html[open + 1] ?? '';
    if (html.startsWith('<!--', open)) {
      flush();
      const close = html.indexOf('-->', open + 4);
      at = close === -1 ? html.length : close + 3;
    } else if (next === '!' || next === '?') {
      flush(); // a doctype or a bogus comment: up to the first ">"
      const close = html.indexOf('>', open);
      at = close === -1 ? html.length : close + 1;
    } else if (next === '/' && /[a-z]/i.test(html[open + 2] ?? '')) {
      flush();
      const close = html.indexOf('>', open);
      const name = /^[^\t\n\f\r />]+/.exec(html.slice(open + 2))?.[0] ?? '';
      tokens.push({ kind: 'end', name: name.toLowerCase() });
      at = close === -1 ? html.length : close + 1;
    } else if (/[a-z]/i.test(next)) {
      flush();
      const { tag, end } = readTag(html, open + 1);
      tokens.push(tag);
      at = end;
      if (rawText.has(tag.name) || escapableRawText.has(tag.name)) {
        const closing = new RegExp(`</${tag.name}[\\t\\n\\f\\r />]`, 'i');
        const found = tag.name === 'plaintext' ? null : closing.exec(html.slice(at));
        const stop = found ? at + found.index : html.length;
        const content = html.slice(at, stop);
        tokens.push(
          rawText.has(tag.name)
            ? { kind: 'raw', parent: tag, text: content }
            : { kind: 'text', text: decodeEntities(content) },
        );
        at = stop;
      }
    } else {
      text += '<';
      at = open + 1;
    }
  }
  flush();
  return tokens;
}

export const attributeOf = (tag: Tag, name: string): string | undefined =>
  tag.attributes.find((attribute) => attribute.name === name)?.value;

export const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** The text of every element whose start tag passes `match` (its descendants' text included), blanks collapsed. */
export function textsIn(html: string, match: (tag: Tag) => boolean): string[] {
  const found: string[] = [];
  let open: { name: string; depth: number; text: string } | undefined;
  for (const token of tokenize(html)) {
    if (!open) {
      if (token.kind === 'start' && match(token) && !voidElements.has(token.name)) {
        open = { name: token.name, depth: 1, text: '' };
      }
      continue;
    }
    if (token.kind === 'text') open.text += token.text;
    else if (token.kind === 'start' && token.name === open.name) open.depth += 1;
    else if (token.kind === 'end' && token.name === open.name) open.depth -= 1;
    if (open.depth === 0) {
      found.push(open.text.replace(/\s+/g, ' ').trim());
      open = undefined;
    }
  }
  return found;
}

/** Matches a start tag that has the attribute, with this value when one is given. */
export const withAttribute =
  (name: string, value?: string) =>
  (tag: Tag): boolean => {
    const found = attributeOf(tag, name);
    return found !== undefined && (value === undefined || found === value);
  };
