import { attr, label, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item } from './shared';

export const plantPot: ProductTypeSeed = {
  key: 'plant-pot',
  noun: t('Macetero', 'Vaso para plantas'),
  qualifiers: [
    [t('de plástico', 'de plástico'), t('de fibrocemento', 'de fibrocimento'), t('de cerámica', 'de cerâmica')],
  ],
  sizes: [same('20 cm'), same('30 cm'), same('40 cm')],
  sizePriceFactors: [0.5, 1, 1.8],
  brands: ['verdalia'],
  ...item,
  priceUsd: [6, 25],
  variants: 'COLOR',
  colors: ['terracotta', 'white', 'graphite', 'black', 'beige'],
  attributes: [
    attr(t('Orificio de drenaje', 'Furo de drenagem'), [yes]),
    attr(t('Plato incluido', 'Prato incluso'), [yes, no]),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
    attr(t('Forma', 'Formato'), [t('Redonda', 'Redondo'), t('Cuadrada', 'Quadrado')]),
  ],
  dimensionsCm: { depth: [20, 42], height: [18, 40], width: [20, 42] },
  weightKg: [0.3, 8],
};

export const pottingSoil: ProductTypeSeed = {
  key: 'potting-soil',
  noun: t('Sustrato para plantas', 'Substrato para plantas'),
  qualifiers: [
    [
      t('universal', 'universal'),
      t('para cactus y suculentas', 'para cactos e suculentas'),
      t('para huerta', 'para hortas'),
    ],
  ],
  sizes: [same('10 L'), same('25 L'), same('50 L')],
  sizePriceFactors: [0.45, 1, 1.8],
  brands: ['verdalia'],
  ...item,
  saleUnit: 'SACO',
  priceUsd: [4, 10],
  attributes: [
    attr(t('Composición', 'Composição'), [
      t('Turba, compost y perlita', 'Turfa, composto e perlita'),
      t('Tierra de hoja y compost', 'Terra vegetal e composto'),
    ]),
    attr(same('pH'), ['5,5-6,5', '6-7']),
    attr(t('Con fertilizante', 'Com fertilizante'), [yes, no]),
  ],
  dimensionsCm: { depth: [8, 15], height: [40, 70], width: [30, 45] },
  weightKg: [4, 22],
};

export const fertilizer: ProductTypeSeed = {
  key: 'fertilizer',
  noun: t('Fertilizante', 'Fertilizante'),
  qualifiers: [
    [t('granulado', 'granulado'), t('líquido', 'líquido')],
    [t('para césped', 'para gramado'), t('para flores', 'para flores'), t('para hortalizas', 'para hortaliças')],
  ],
  brands: ['verdalia'],
  ...item,
  priceUsd: [5, 18],
  attributes: [
    attr(same('NPK'), ['10-10-10', '15-15-15', '20-5-10']),
    attr(t('Frecuencia de aplicación', 'Frequência de aplicação'), [
      t('Cada 15 días', 'A cada 15 dias'),
      t('Cada 30 días', 'A cada 30 dias'),
    ]),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
  ],
  dimensionsCm: { depth: [8, 12], height: [18, 28], width: [10, 18] },
  weightKg: [0.5, 1.2],
};
