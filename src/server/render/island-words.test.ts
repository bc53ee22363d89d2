import { afterEach, describe, expect, it, vi } from 'vitest';
import { productAddWordKeys, productAddWords } from '../../islands/add-to-cart/words';
import { calculatorWords } from '../../islands/calculator/words';
import { islandWords } from '../../islands/shared/island-words';
import { templates } from '../../lib/messages';
import { islandWordsScript } from './island-words';

const dataOf = (script: string) =>
  /^<script type="application\/json" data-island-words="(\w+)">(.*)<\/script>$/s.exec(script);

afterEach(() => vi.unstubAllGlobals());

describe('island words carried by the page', () => {
  it('writes a list once per page, and again on the next page', () => {
    const page = {};
    const first = islandWordsScript(page, productAddWords, 'es');
    expect(dataOf(first)?.[1]).toBe('productAdd');
    expect(JSON.parse(dataOf(first)?.[2] ?? '')).toEqual(templates('es', productAddWordKeys));
    expect(islandWordsScript(page, productAddWords, 'es')).toBe('');
    expect(islandWordsScript({}, productAddWords, 'pt')).toContain(
      templates('pt', ['addToCart.close'])['addToCart.close'],
    );
  });

  it('gives an island the same words in the browser as on the server', () => {
    const list = calculatorWords.paint;
    const onServer = islandWords(list, 'pt');
    const data = dataOf(islandWordsScript({}, list, 'pt'))?.[2];
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector.includes(`data-island-words="${list.name}"`) ? { textContent: data } : null,
    });
    expect(islandWords(list, 'pt')).toEqual(onServer);
    expect(onServer['calculator.paint.title' as keyof typeof onServer]).toBeTruthy();
  });
});
