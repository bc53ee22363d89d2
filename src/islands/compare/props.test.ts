import { describe, expect, it } from 'vitest';
import { catalogues, interpolate, translator } from '../../lib/messages';
import { compareBarProps, compareToggleProps } from './props';

const drill = { id: '904480', name: 'Taladro percutor' };

describe('a product’s compare control', () => {
  it.each([
    [
      'cl' as const,
      'es' as const,
      {
        add: 'Comparar',
        label: 'Comparar Taladro percutor',
        COMPARE_LIST_FULL: 'Puedes comparar hasta 4 productos. Quita uno para agregar otro.',
        COMPARE_ADD_FAILED: 'No pudimos agregar el producto al comparador. Inténtalo de nuevo.',
      },
    ],
    [
      'br' as const,
      'pt' as const,
      {
        add: 'Comparar',
        label: 'Comparar Taladro percutor',
        COMPARE_LIST_FULL: 'Você pode comparar até 4 produtos. Remova um para adicionar outro.',
        COMPARE_ADD_FAILED: 'Não foi possível adicionar o produto ao comparador. Tente novamente.',
      },
    ],
  ])('on %s, in %s, with its refusals worded', (tenant, lang, words) => {
    expect(compareToggleProps(translator(lang), { tenant }, drill)).toEqual({
      productId: '904480',
      href: `/${tenant}/compare/?ids=904480`,
      words,
    });
  });
});

describe('the compare bar', () => {
  it.each([
    [
      'cl' as const,
      'es' as const,
      'Comparador de productos',
      'Ver comparación',
      'Vaciar comparador',
      '2 productos de 4 para comparar',
    ],
    [
      'br' as const,
      'pt' as const,
      'Comparador de produtos',
      'Ver comparação',
      'Esvaziar comparador',
      '2 produtos de 4 para comparar',
    ],
  ])('on %s, in %s', (tenant, lang, label, go, clear, twoOfFour) => {
    const props = compareBarProps(translator(lang), { tenant, lang });
    expect(props).toMatchObject({ max: 4, href: `/${tenant}/compare/`, words: { label, go, clear } });
    // the count stays a template the bar fills as the list changes, in the page's language
    expect(props.words.count).toBe(catalogues[lang]['compare.bar.count']);
    expect(interpolate(props.words.count, { count: 2, max: props.max }, lang)).toBe(twoOfFour);
  });

  it('counts in the tenant’s language, not in the first catalogue’s', () => {
    const es = compareBarProps(translator('es'), { tenant: 'cl', lang: 'es' }).words;
    const pt = compareBarProps(translator('pt'), { tenant: 'br', lang: 'pt' }).words;
    expect(pt.count).not.toBe(es.count);
  });
});
