import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item } from './shared';

/** Sealants, foam and glues: some of the most sold items of any hardware store. */

const cure = t('Curado total', 'Cura total');

export const siliconeSealant: ProductTypeSeed = {
  key: 'silicone-sealant',
  noun: t('Silicona', 'Silicone'),
  qualifiers: [
    [t('multiuso', 'multiuso'), t('antihongos para baño y cocina', 'antimofo para banheiro e cozinha')],
    [t('transparente', 'incolor'), t('blanca', 'branco')],
  ],
  sizes: [same('280 ml'), same('50 g')],
  sizePriceFactors: [1, 0.4],
  brands: ['selladur', 'fijatec'],
  ...item,
  priceUsd: [4, 9],
  attributes: [
    attr(label.type, [t('Acética', 'Acética'), t('Neutra', 'Neutra')]),
    attr(label.use, [
      t('Sellado de juntas, vidrios y artefactos sanitarios', 'Vedação de juntas, vidros e louças sanitárias'),
    ]),
    attr(cure, ['24 h', '48 h']),
    madeIn('brazil', 'chile', 'china'),
  ],
  dimensionsCm: { depth: [5, 6], height: [22, 25], width: [5, 6] },
  weightKg: [0.1, 0.4],
};

export const polyurethaneFoam: ProductTypeSeed = {
  key: 'polyurethane-foam',
  noun: t('Espuma de poliuretano expansiva', 'Espuma expansiva de poliuretano'),
  qualifiers: [[t('para pistola', 'para pistola'), t('con cánula', 'com cânula')]],
  sizes: [same('500 ml'), same('750 ml')],
  sizePriceFactors: [0.75, 1],
  brands: ['selladur', 'fijatec'],
  ...item,
  priceUsd: [6, 12],
  attributes: [
    attr(label.use, [t('Relleno y sellado de marcos y pasadas', 'Preenchimento e vedação de batentes e passagens')]),
    attr(t('Rendimiento', 'Rendimento'), ['30 L', '45 L']),
    attr(cure, ['8 h', '12 h']),
  ],
  dimensionsCm: { depth: [6, 7], height: [25, 30], width: [6, 7] },
  weightKg: [0.5, 0.9],
};

export const contactAdhesive: ProductTypeSeed = {
  key: 'contact-adhesive',
  noun: t('Adhesivo de contacto', 'Cola de contato'),
  qualifiers: [[t('multiuso', 'multiuso'), t('sin tolueno', 'sem tolueno')]],
  sizes: [same('250 ml'), same('1 L')],
  sizePriceFactors: [0.35, 1],
  brands: ['selladur'],
  ...item,
  priceUsd: [5, 14],
  attributes: [
    attr(label.use, [t('Madera, cuero, goma y laminados', 'Madeira, couro, borracha e laminados')]),
    attr(label.dryTime, ['15 min', '20 min']),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [6, 11], height: [10, 16], width: [6, 11] },
  weightKg: [0.25, 1.1],
};
