import { decodeEntities, voidElements } from './html-tokens';

/**
 * Reading server HTML as a shopper reads the page, for the HTTP tests of no-JS pages: the
 * elements an opening tag picks out (by role, id, a data attribute), and their text with the
 * markup gone and the entities decoded.
 */

/** Every element whose opening tag matches `opening` (e.g. /role="alert"/), as outer HTML, outermost first. */
export function elements(html: string, opening: RegExp): string[] {
  const found: string[] = [];
  const tags = /<([a-zA-Z][\w-]*)\b[^>]*>/g;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (!opening.test(match[0])) continue;
    const name = (match[1] ?? '').toLowerCase();
    if (voidElements.has(name) || match[0].endsWith('/>')) {
      found.push(match[0]);
      continue;
    }
    const inner = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
    inner.lastIndex = match.index + match[0].length;
    let depth = 1;
    for (let tag = inner.exec(html); tag; tag = inner.exec(html)) {
      depth += tag[1] ? -1 : tag[0].endsWith('/>') ? 0 : 1;
      if (depth === 0) {
        found.push(html.slice(match.index, tag.index + tag[0].length));
        break;
      }
    }
  }
  return found;
}

/** The first element whose opening tag matches, or an error naming what was looked for. */
export function element(html: string, opening: RegExp): string {
  const [first] = elements(html, opening);
  if (first === undefined) throw new Error(`No element with an opening tag like ${opening} in the page`);
  return first;
}

/** The text a fragment shows: tags, scripts and styles gone, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The texts of the elements with this role (role="alert", role="status"). */
export function roleTexts(html: string, role: string): string[] {
  return elements(html, new RegExp(`\\srole="${role}"`)).map(textOf);
}

/** The value of an attribute in an opening tag (decoded), or undefined. */
export function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag.slice(0, tag.indexOf('>') + 1))?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

/** The heading of level 1, as text. */
export const h1Of = (html: string) => textOf(element(html, /^<h1\b/));

/** The accessible description of the element with this id: the texts its aria-describedby names, joined. */
export function descriptionOf(html: string, id: string): string {
  const tag = element(html, new RegExp(`\\sid="${id}"`));
  return (attribute(tag, 'aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((described) => textOf(element(html, new RegExp(`\\sid="${described}"`))))
    .join(' ');
}
