import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

/** Wheelbarrows for the garden and the site; grills for the terrace, a weekend staple. */

export const wheelbarrow: ProductTypeSeed = {
  key: 'wheelbarrow',
  noun: t('Carretilla', 'Carrinho de mão'),
  qualifiers: [
    [t('de acero', 'de aço'), t('de polipropileno', 'de polipropileno')],
    [t('rueda neumática', 'pneu com câmara'), t('rueda antipinchazo', 'pneu maciço')],
  ],
  sizes: [same('65 L'), same('90 L')],
  sizePriceFactors: [0.8, 1],
  brands: ['jardinex', 'trabex'],
  saleUnit: 'UN',
  priceUsd: [45, 110],
  attributes: [
    attr(t('Carga máxima', 'Carga máxima'), ['120 kg', '180 kg']),
    attr(t('Tolva', 'Caçamba'), [t('Estampada de una pieza', 'Estampada em peça única')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [60, 70], height: [55, 65], width: [130, 150] },
  weightKg: [12, 20],
  shipping: 'bulky',
  services: ['assembly'],
};

export const charcoalGrill: ProductTypeSeed = {
  key: 'charcoal-grill',
  noun: t('Parrilla a carbón', 'Churrasqueira a carvão'),
  qualifiers: [[t('con tapa', 'com tampa'), t('de pie con ruedas', 'com pés e rodas')]],
  sizes: [same('47 cm'), same('57 cm'), same('80 x 50 cm')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['terrazul'],
  saleUnit: 'UN',
  priceUsd: [60, 220],
  attributes: [
    attr(label.material, [t('Acero esmaltado', 'Aço esmaltado'), t('Acero inoxidable', 'Aço inox')]),
    attr(t('Parrilla', 'Grelha'), [t('Acero cromado', 'Aço cromado'), t('Fierro fundido', 'Ferro fundido')]),
    madeIn('chile', 'argentina', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [45, 60], height: [50, 100], width: [50, 90] },
  weightKg: [8, 30],
  shipping: 'bulky',
  services: ['assembly'],
};

export const gasGrill: ProductTypeSeed = {
  key: 'gas-grill',
  noun: t('Parrilla a gas', 'Churrasqueira a gás'),
  qualifiers: [[t('2 quemadores', '2 queimadores'), t('4 quemadores', '4 queimadores')]],
  brands: ['terrazul', 'fogonal'],
  saleUnit: 'UN',
  priceUsd: [180, 600],
  attributes: [
    attr(label.material, [t('Acero inoxidable', 'Aço inox')]),
    attr(label.power, ['7 kW', '12 kW']),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [50, 60], height: [100, 115], width: [90, 130] },
  weightKg: [25, 45],
  shipping: 'bulky',
  services: ['assembly'],
  warranty: true,
};
