import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

/** Interior and entrance doors, sold by the leaf. */

export const interiorDoor: ProductTypeSeed = {
  key: 'interior-door',
  noun: t('Puerta interior', 'Porta interna'),
  qualifiers: [
    [t('lisa', 'lisa'), t('con molduras', 'frisada')],
    [t('HDF', 'HDF'), t('de pino', 'de pinus')],
  ],
  sizes: [same('70 x 200 cm'), same('80 x 200 cm')],
  sizePriceFactors: [0.9, 1],
  brands: ['maderasur'],
  saleUnit: 'UN',
  priceUsd: [45, 150],
  attributes: [
    attr(label.thickness, ['35 mm', '40 mm']),
    attr(label.finish, [t('Para pintar', 'Para pintar'), t('Prepintada blanca', 'Pré-pintada branca')]),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [3.5, 4.5], height: [200, 202], width: [70, 82] },
  weightKg: [12, 25],
  shipping: 'bulky',
};

export const entranceDoor: ProductTypeSeed = {
  key: 'entrance-door',
  noun: t('Puerta de exterior', 'Porta externa'),
  qualifiers: [[t('de madera maciza', 'de madeira maciça'), t('de acero', 'de aço')]],
  sizes: [same('90 x 200 cm')],
  brands: ['maderasur', 'cerrojal'],
  saleUnit: 'UN',
  priceUsd: [180, 600],
  attributes: [
    attr(label.thickness, ['45 mm']),
    attr(label.includes, [t('Marco y bisagras', 'Batente e dobradiças'), t('Solo la hoja', 'Somente a folha')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [4.5, 12], height: [200, 210], width: [90, 100] },
  weightKg: [30, 60],
  shipping: 'bulky',
};
