import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { bigCans, canBox, paintCan, waterBase, woodTones } from './shared';

export const wallSealer: ProductTypeSeed = {
  key: 'wall-sealer',
  noun: t('Sellador acrílico para muros', 'Selador acrílico para paredes'),
  qualifiers: [[t('para interior', 'para interiores'), t('para exterior', 'para exteriores')]],
  ...bigCans,
  ...paintCan,
  brands: ['colorfino', 'andescolor'],
  priceUsd: [12, 28],
  colors: ['white', 'pearl-grey'],
  attributes: [
    waterBase,
    attr(label.dryTime, ['30 min', '1 h']),
    attr(label.application, [t('Yeso, hormigón y fibrocemento', 'Gesso, concreto e fibrocimento')]),
    attr(t('Mejora la adherencia', 'Melhora a aderência'), [yes]),
    madeIn('chile', 'peru', 'brazil'),
  ],
  dimensionsCm: canBox,
  weightKg: [4.2, 19],
  paintYieldM2PerLitre: [10, 14],
};

export const wallFiller: ProductTypeSeed = {
  key: 'wall-filler',
  noun: t('Pasta para muro', 'Massa corrida'),
  qualifiers: [[t('lista para usar', 'pronta para uso'), t('de secado rápido', 'de secagem rápida')]],
  sizes: [same('1,5 kg'), same('6 kg'), same('25 kg')],
  sizePriceFactors: [0.3, 1, 3.2],
  brands: ['colorfino', 'pinturex'],
  saleUnit: 'UN',
  priceUsd: [7, 15],
  attributes: [
    attr(label.base, [t('Acrílica', 'Acrílica'), t('Vinílica', 'PVA')]),
    attr(label.use, [t('Interior', 'Interno'), t('Interior y exterior', 'Interno e externo')]),
    attr(label.dryTime, ['1 h', '2 h', '4 h']),
    attr(t('Lijable', 'Lixável'), [yes]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [12, 30], height: [10, 36], width: [12, 30] },
  weightKg: [1.6, 25.5],
  shipping: 'home',
};

export const woodFiller: ProductTypeSeed = {
  key: 'wood-filler',
  noun: t('Masilla para madera', 'Massa para madeira'),
  qualifiers: [],
  sizes: [same('250 g'), same('500 g')],
  sizePriceFactors: [0.6, 1],
  brands: ['barnilux'],
  saleUnit: 'UN',
  priceUsd: [4, 9],
  variants: 'COLOR',
  colors: woodTones,
  attributes: [
    waterBase,
    attr(label.dryTime, ['30 min', '1 h']),
    attr(t('Lijable', 'Lixável'), [yes]),
    attr(t('Acepta barniz', 'Aceita verniz'), [yes]),
  ],
  dimensionsCm: { depth: [7, 9], height: [6, 9], width: [7, 9] },
  weightKg: [0.27, 0.53],
  shipping: 'home',
};

export const wetSandpaper: ProductTypeSeed = {
  key: 'wet-sandpaper',
  noun: t('Lija al agua', "Lixa d'água"),
  qualifiers: [
    [t('grano 80', 'grão 80'), t('grano 120', 'grão 120'), t('grano 220', 'grão 220'), t('grano 400', 'grão 400')],
  ],
  sizes: [t('pack de 10 unidades', 'pacote com 10 unidades'), t('pack de 50 unidades', 'pacote com 50 unidades')],
  sizePriceFactors: [1, 4.2],
  brands: ['pincelar'],
  saleUnit: 'PACK',
  priceUsd: [3, 7],
  attributes: [
    attr(label.dimensions, ['23 x 28 cm']),
    attr(t('Abrasivo', 'Abrasivo'), [t('Carburo de silicio', 'Carbeto de silício')]),
    attr(label.use, [t('Lijado húmedo o en seco', 'Lixamento úmido ou a seco')]),
    madeIn('brazil', 'china'),
  ],
  dimensionsCm: { depth: [23, 24], height: [0.5, 2], width: [28, 29] },
  weightKg: [0.1, 0.5],
  shipping: 'home',
};
