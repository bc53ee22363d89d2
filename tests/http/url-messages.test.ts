import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { reviewAttributes } from '../../src/server/reviews/attributes';
import { baseUrl } from './client';
import { elements, roleTexts, textOf } from './html-text';

/**
 * A form's answer names its outcome in the address of the page it leads to (`?error=<message
 * key>&error.<param>=…`). Anyone can write such an address and send it to a shopper, so a page
 * shows only the catalogue's words: a param is a whole number, a zip code, or one of the page's
 * own words, never text from the URL (src/lib/flag-message-params.ts).
 */
const es = translator('es');
const attack = 'VISIT http://evil.example';

async function html(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const query = (entries: Record<string, string>) => new URLSearchParams(entries).toString();

describe('a message named in the address', () => {
  it('shows none of the address’s words, and the generic message in place of the one they would fill', async () => {
    const page = await html(
      `/cl/account/?${query({ error: 'account.login.tooManyAttempts', 'error.minutes': attack })}`,
    );
    expect(textOf(page)).not.toContain('evil.example');
    expect(roleTexts(page, 'alert')).toEqual([es('errors.generic')]);
  });

  it('shows a count the form gave it', async () => {
    const page = await html(`/cl/account/?${query({ error: 'account.login.tooManyAttempts', 'error.minutes': '15' })}`);
    expect(roleTexts(page, 'alert')).toEqual([es('account.login.tooManyAttempts', { minutes: 15 })]);
  });

  it('shows a zip code, and no words where one goes', async () => {
    const flag = (zipCode: string) =>
      query({ locationError: 'validation.zip.notFound', 'locationError.zipCode': zipCode });
    expect(roleTexts(await html(`/cl/location/?${flag('8320000')}`), 'alert')).toEqual([
      es('validation.zip.notFound', { zipCode: '8320000' }),
    ]);
    const forged = await html(`/cl/location/?${flag(attack)}`);
    expect(textOf(forged)).not.toContain('evil.example');
    expect(roleTexts(forged, 'alert')).toEqual([es('errors.generic')]);
  });

  it('shows on the review form only the words of its own attributes', async () => {
    const listing = await html('/cl/category/catg10000/pinturas/');
    const product = /href="(\/cl\/product\/\d+\/[^"]+\/)"/.exec(listing)?.[1];
    expect(product).toBeDefined();
    const [quality] = reviewAttributes(es);
    const flag = (attribute: string) =>
      query({ reviewError: 'validation.review.attributeRequired', 'reviewError.attribute': attribute });
    const form = async (attribute: string) =>
      elements(await html(`${product}?${flag(attribute)}`), /\sid="review-form"/).join('');
    expect(roleTexts(await form(quality?.label ?? ''), 'alert')).toEqual([
      es('validation.review.attributeRequired', { attribute: quality?.label ?? '' }),
    ]);
    const forged = await form(attack);
    expect(textOf(forged)).not.toContain('evil.example');
    expect(roleTexts(forged, 'alert')).toEqual([es('errors.generic')]);
  });
});
