import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import type { TenantId } from '../../src/tenants/schema';
import { baseUrl } from './client';
import { listingPages, otherPages, type PageType, productPages } from './page-types';

/**
 * Issue 27: html-validate with its recommended rules finds no error on one page of every type of
 * cl and br. The server's HTML is what is checked: every island is rendered on the server (none is
 * client:only), so its first markup is in it, and hydration renders the same markup again.
 *
 * Rules turned off, each a matter of how markup is written rather than whether it is valid:
 * - attr-case, attribute-boolean-style, attribute-empty-style, void-style: React's server renderer
 *   writes `maxLength`, `required=""`, `hidden=""` and `<input/>`. HTML attribute names are
 *   case-insensitive, an empty value is a valid boolean attribute and a void element may end in
 *   "/>": the same document, spelt otherwise.
 * - long-title (a <title> over 70 characters): a product page's title names the product as the
 *   catalogue does, and its brand, so that two products never share one (issue 27); cut at 70
 *   characters, two long names would read the same again. A search result shortens it itself.
 * - no-inline-style: style attributes carry what a class cannot: colours an editor chooses for a
 *   banner, a swatch's colour from the catalogue, widths computed per item. The
 *   Content-Security-Policy leaves styles open on purpose (src/lib/content-security-policy.ts).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'no-inline-style': 'off',
    'long-title': 'off',
  },
});

async function errorsOf(page: PageType): Promise<string[]> {
  const response = await fetch(`${baseUrl}${page.path}`);
  expect(response.status, page.path).toBe(page.status);
  const report = await validator.validateString(await response.text());
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? message.line})`),
  );
}

const pagesOf = { product: productPages, listing: listingPages, other: otherPages };

describe.each(['cl', 'br'] as const)('%s: every page type is valid HTML', (tenant: TenantId) => {
  it.each(['product', 'listing', 'other'] as const)(
    '%s pages',
    async (kind) => {
      const found: Record<string, string[]> = {};
      for (const page of await pagesOf[kind](tenant)) {
        const errors = await errorsOf(page);
        if (errors.length > 0) found[`${page.name} ${page.path}`] = errors;
      }
      expect(found).toEqual({});
    },
    120_000,
  );
});
