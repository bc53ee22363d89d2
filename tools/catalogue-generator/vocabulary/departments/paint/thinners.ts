import { attr, label, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

/** What thins enamels and cleans brushes: bought with nearly every solvent-based paint. */

// Sold by the can, not by the litre: a solvent is no paint for the paint calculator.
const solventCan = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;

export const thinner: ProductTypeSeed = {
  key: 'thinner',
  noun: t('Diluyente', 'Thinner'),
  qualifiers: [[t('sintético', 'para esmalte sintético'), t('para lacas', 'para laca nitrocelulose')]],
  sizes: [same('1 L'), same('5 L')],
  sizePriceFactors: [1, 4.2],
  brands: ['pinturex', 'colorfino'],
  ...solventCan,
  priceUsd: [4, 8],
  attributes: [
    attr(label.use, [t('Diluir esmaltes y limpiar herramientas', 'Diluir esmaltes e limpar ferramentas')]),
    attr(t('Inflamable', 'Inflamável'), [t('Sí', 'Sim')]),
    attr(label.material, [t('Mezcla de solventes', 'Mistura de solventes')]),
  ],
  dimensionsCm: { depth: [8, 18], height: [20, 30], width: [8, 18] },
  weightKg: [0.9, 4.5],
};

export const mineralSpirits: ProductTypeSeed = {
  key: 'mineral-spirits',
  noun: t('Aguarrás mineral', 'Aguarrás mineral'),
  qualifiers: [],
  sizes: [same('1 L'), same('5 L')],
  sizePriceFactors: [1, 4.2],
  brands: ['pinturex', 'tintamar'],
  ...solventCan,
  priceUsd: [4, 7],
  attributes: [
    attr(label.use, [t('Diluir óleos y barnices', 'Diluir tintas a óleo e vernizes')]),
    attr(t('Olor', 'Odor'), [t('Suave', 'Suave'), t('Normal', 'Normal')]),
    attr(t('Inflamable', 'Inflamável'), [t('Sí', 'Sim')]),
  ],
  dimensionsCm: { depth: [8, 18], height: [20, 30], width: [8, 18] },
  weightKg: [0.9, 4.5],
};
