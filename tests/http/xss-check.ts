import { expect } from 'vitest';
import { attributeOf, type Tag, tokenize } from './html-tokens';

/**
 * The escaping check of the XSS HTTP tests: a payload of tests/support/xss-payloads.ts that a page
 * shows must come back as data (a text node or an attribute's value, exactly as sent) and must not
 * have become markup that runs. Every payload calls `alert` or sets `window.__xss`, so markup that
 * runs one names one of them: a script, an event attribute, a script URL, a JSON script broken out of.
 */
const runs = /alert\s*[(`]|__xss/i;
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background', 'poster']);
/** A URL that runs what follows it. */
const scriptUrl = /^(javascript|vbscript|data):/i;
const jsonTypes = /json$|^speculationrules$/i;

function activeAttributes(tag: Tag): string[] {
  const found: string[] = [];
  for (const { name, value } of tag.attributes) {
    const described = `<${tag.name} ${name}="${value.slice(0, 80)}">`;
    // the browser ignores control characters and blanks in a URL's scheme
    const compact = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
    if (name.startsWith('on') && runs.test(value)) found.push(`event attribute ${described}`);
    else if (urlAttributes.has(name) && scriptUrl.test(compact) && runs.test(value))
      found.push(`script URL ${described}`);
    else if (name === 'srcdoc' && runs.test(value)) found.push(`frame document ${described}`);
    else if (name === 'style' && /javascript:|expression\(/i.test(value) && runs.test(value))
      found.push(`style ${described}`);
    else if (tag.name === 'meta' && name === 'content' && /url\s*=\s*['"]?\s*(javascript|data):/i.test(value))
      found.push(`refresh ${described}`);
  }
  return found;
}

/** Everything in the page that would run a payload, described; empty for a page that shows payloads as text. */
export function activeMarkup(html: string): string[] {
  const found: string[] = [];
  for (const token of tokenize(html)) {
    if (token.kind === 'start') found.push(...activeAttributes(token));
    if (token.kind !== 'raw') continue;
    if (token.parent.name !== 'script') {
      // style, noscript...: text to this tokenizer, markup inside <svg> or <math> and without scripting
      found.push(...activeMarkup(token.text));
    } else if (jsonTypes.test(attributeOf(token.parent, 'type')?.trim() ?? '')) {
      // a payload that closed the script would leave JSON that does not parse
      try {
        JSON.parse(token.text);
      } catch {
        found.push(`JSON script broken: ${token.text.slice(0, 120)}`);
      }
    } else if (runs.test(token.text)) {
      found.push(`script: ${token.text.slice(0, 120)}`);
    }
  }
  return found;
}

/** The page's text nodes and attribute values, character references decoded: what a shopper can read or a field holds. */
export function dataOf(html: string): string[] {
  return tokenize(html).flatMap((token) => {
    if (token.kind === 'text') return [token.text];
    if (token.kind === 'start') return token.attributes.map((attribute) => attribute.value);
    return [];
  });
}

/** Whether `expected` comes back as data and nothing in the page runs. */
export function shownAsData(html: string, expected: string): boolean {
  return activeMarkup(html).length === 0 && dataOf(html).some((data) => data.includes(expected));
}

/**
 * The page shows `expected` (a payload as the server keeps it) as text or in a field, and nothing
 * in it runs. `where` names the place in the failure message.
 */
export function expectShownAsData(html: string, expected: string, where: string): void {
  expect(activeMarkup(html), `${where}: markup that runs`).toEqual([]);
  expect(
    dataOf(html).some((data) => data.includes(expected)),
    `${where}: ${JSON.stringify(expected)} is not shown as text or in a field`,
  ).toBe(true);
}

/** Nothing in the page runs, and the payload is nowhere in it, not even as text (a refusal that does not repeat it). */
export function expectNotRepeated(html: string, payload: string, where: string): void {
  expect(activeMarkup(html), `${where}: markup that runs`).toEqual([]);
  expect(
    dataOf(html).some((data) => data.includes(payload)),
    `${where}: the refusal repeats ${JSON.stringify(payload)}`,
  ).toBe(false);
}
