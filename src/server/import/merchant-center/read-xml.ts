import type { Readable } from 'node:stream';
import sax from 'sax';
import { addValue, type RawItem, type RawRead } from './raw-item';

/** Merchant Center's namespace for its product attributes (`xmlns:g`). */
export const googleNamespace = 'http://base.google.com/ns/1.0';

/** RSS 2.0's own item elements that Merchant Center reads as attributes when `g:` is left off. */
const plainAttributes = new Set(['title', 'link', 'description']);

/**
 * The items of a Merchant Center RSS 2.0 feed (an Atom 1.0 `entry` too), read as the bytes
 * arrive: sax holds only the element being read, so a feed of any size costs one item at a time.
 * An attribute with sub-elements (product_detail, shipping) becomes an object of them.
 * Malformed XML stops the read with a problem at its line: after it nothing can be trusted.
 */
export async function* readMerchantCenterXml(input: Readable): AsyncGenerator<RawRead> {
  const parser = sax.parser(true, { xmlns: true, position: true });
  const ready: RawRead[] = [];
  let item: RawItem | undefined;
  /** The element under the item being read, and its sub-elements once it has some. */
  let attribute: { name: string; text: string; parts?: Record<string, string> } | undefined;
  let part: { name: string; text: string } | undefined;
  let depth = 0;
  let failed = false;

  const nameOf = (tag: sax.QualifiedTag) =>
    tag.uri === googleNamespace || (tag.uri === '' && plainAttributes.has(tag.local)) ? tag.local : undefined;

  parser.onopentag = (tag) => {
    const node = tag as sax.QualifiedTag;
    if (!item) {
      if (node.local === 'item' || node.local === 'entry') {
        item = { line: parser.line + 1, values: new Map() };
        depth = 0;
      }
      return;
    }
    depth += 1;
    if (depth === 1) {
      const name = nameOf(node);
      attribute = name ? { name, text: '' } : undefined;
    } else if (depth === 2 && attribute) {
      attribute.parts ??= {};
      part = { name: node.local, text: '' };
    }
  };
  const onText = (value: string) => {
    if (part) part.text += value;
    else if (attribute) attribute.text += value;
  };
  parser.ontext = onText;
  parser.oncdata = onText;
  parser.onclosetag = () => {
    if (!item) return;
    if (depth === 0) {
      ready.push({ item });
      item = undefined;
      return;
    }
    if (depth === 2 && part && attribute?.parts) {
      attribute.parts[part.name] = part.text.trim();
      part = undefined;
    } else if (depth === 1 && attribute) {
      addValue(item.values, attribute.name, attribute.parts ?? attribute.text);
      attribute = undefined;
    }
    depth -= 1;
  };
  parser.onerror = (error) => {
    if (failed) return;
    failed = true;
    ready.push({ problem: { line: parser.line + 1, reason: `not XML: ${error.message.split('\n')[0]}` } });
  };

  const decoder = new TextDecoder('utf-8');
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
    if (failed) return;
  }
  parser.write(decoder.decode()).close();
  yield* ready.splice(0);
}
