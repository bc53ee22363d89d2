import type { Page } from '@playwright/test';
import { catalogues, type Lang } from '../../../src/lib/messages';
import { dataWords, wordsOf } from './site-wide-fixtures';

/**
 * The checks the page sweep (page-sweep.spec.ts) makes of what a page shows: the text defects
 * around filled-in values, words of the other language, keys and placeholders shown as such
 * (issue 5), and elements past the right edge of a 320 px screen (docs/tenants.md). The checks of text
 * are pure functions of the text, so the sweep's control tests run them without a browser.
 */

/**
 * What a shopper reads around filled-in values: no doubled period after an abbreviation
 * ("Monterrey, N.L.."), no short word glued to a value ("Despachar aSantiago"). Each defect with
 * some context.
 */
export function textDefectsOf(text: string): string[] {
  const patterns = [
    // two periods, not an ellipsis
    /(?<!\.)\.\.(?!\.)/g,
    // a short word glued to a capitalised value: "aSantiago", "emSão", "deMonterrey"
    /(?<![\p{L}\d])(?:a|al|de|del|en|em|para|por|con|com|da|do|na|ao)(?=\p{Lu}\p{Ll})/gu,
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + 30)),
  );
}

const keys = Object.keys(catalogues.es);

/**
 * "Other language" is every word (3+ letters) of the other catalogue that the page's own catalogue
 * never uses and that the tenant's own data (products, brands, stores, reviews, content files)
 * never contains: a product named in Portuguese on a Brazilian page is data, "Carrinho" on a
 * Chilean page is a leak.
 */
export function foreignWords(tenant: string, lang: Lang, other: Lang): Set<string> {
  const own = new Set(Object.values(catalogues[lang]).flatMap(wordsOf));
  const data = dataWords(tenant);
  return new Set(
    Object.values(catalogues[other])
      .flatMap(wordsOf)
      .filter((word) => !own.has(word) && !data.has(word)),
  );
}

/** What is wrong with a page's text: keys shown as such, placeholders left, words of the other language. */
export function languageProblemsOf(text: string, foreign: Set<string>): string[] {
  const shownKeys = keys.filter((key) => text.includes(key)).map((key) => `key ${key}`);
  const placeholders = [...new Set(text.match(/\{[a-zA-Z]+\}/g) ?? [])].map((found) => `placeholder ${found}`);
  const words = [...new Set(wordsOf(text).filter((word) => foreign.has(word)))].map((word) => {
    const at = text.toLowerCase().indexOf(word);
    return `word "${word}" in "…${text.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ')}…"`;
  });
  return [...shownKeys, ...placeholders, ...words];
}

export interface PageText {
  /** The rendered text, as laid out now (`innerText`: what is hidden at this width is left out). */
  rendered: string;
  /** What a shopper reads or hears: the title, the rendered text, the aria-label, placeholder, title and alt attributes. */
  heard: string;
}

export function pageText(page: Page): Promise<PageText> {
  return page.evaluate(() => {
    const names = ['aria-label', 'placeholder', 'title', 'alt'];
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((element) =>
      names.map((name) => element.getAttribute(name) ?? ''),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out and shown is what a shopper reads
    const rendered = document.body.innerText;
    return { rendered, heard: [document.title, rendered, ...attributes].join('\n') };
  });
}

export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** Elements whose right edge passes the screen's, described for the failure message. */
  outside: string[];
}

/**
 * Measures the page as laid out now: how wide it scrolls, and the elements that stick out of the
 * screen (which also catches overflow a container clips instead of scrolling).
 */
export function sidewaysOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    // A container that scrolls sideways on purpose (a carousel, a wide table) holds its overflow:
    // the shopper swipes inside it and the page itself stays put.
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = element.getAttribute('class')?.slice(0, 80) ?? '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes}"> right=${Math.round(element.getBoundingClientRect().right)} "${text}"`;
    };
    const outside = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return box.right > width + 0.5 && !inScroller(element);
    });
    return { scrollWidth: root.scrollWidth, clientWidth: width, outside: outside.slice(0, 8).map(describe) };
  });
}
