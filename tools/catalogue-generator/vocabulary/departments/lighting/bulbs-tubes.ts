import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { cool, e27, installed, lamp, neutral, universalVoltage, warm } from './shared';

export const ledBulb: ProductTypeSeed = {
  key: 'led-bulb',
  noun: t('Bombilla LED', 'Lâmpada LED'),
  qualifiers: [
    [same('9 W'), same('12 W'), same('15 W')],
    [warm, cool, neutral],
  ],
  brands: ['lumenta'],
  ...lamp,
  priceUsd: [1.5, 6],
  attributes: [
    e27,
    attr(label.lifetime, ['15000 h', '25000 h']),
    attr(t('Ángulo de apertura', 'Ângulo de abertura'), ['180°', '220°']),
    universalVoltage,
    attr(t('Regulable', 'Dimerizável'), [yes, no]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [6, 7], height: [11, 13], width: [6, 7] },
  weightKg: [0.04, 0.08],
};

export const ledBulbPack: ProductTypeSeed = {
  key: 'led-bulb-pack',
  noun: t('Pack de bombillas LED', 'Kit de lâmpadas LED'),
  qualifiers: [
    [t('de 3 unidades', 'com 3 unidades'), t('de 6 unidades', 'com 6 unidades')],
    [same('9 W'), same('12 W')],
    [warm, cool],
  ],
  brands: ['lumenta'],
  ...lamp,
  saleUnit: 'PACK',
  priceUsd: [4, 15],
  attributes: [e27, attr(label.lifetime, ['15000 h']), universalVoltage, madeIn('china')],
  dimensionsCm: { depth: [6, 13], height: [11, 13], width: [18, 38] },
  weightKg: [0.15, 0.45],
};

export const ledTube: ProductTypeSeed = {
  key: 'led-tube',
  noun: t('Tubo LED T8', 'Lâmpada tubular LED T8'),
  qualifiers: [[cool, neutral]],
  sizes: [same('60 cm'), same('120 cm')],
  sizePriceFactors: [0.7, 1],
  brands: ['lumenta'],
  ...lamp,
  priceUsd: [3, 9],
  attributes: [
    attr(label.lifetime, ['25000 h', '30000 h']),
    attr(label.connection, [t('Por un extremo', 'Por um lado'), t('Por ambos extremos', 'Pelos dois lados')]),
    attr(t('Material del tubo', 'Material do tubo'), [t('Vidrio', 'Vidro'), t('Policarbonato', 'Policarbonato')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [3, 4], height: [3, 4], width: [60, 121] },
  weightKg: [0.1, 0.3],
};

export const ledPanel: ProductTypeSeed = {
  key: 'led-panel',
  noun: t('Panel LED', 'Painel LED'),
  qualifiers: [
    [t('embutido', 'de embutir'), t('sobrepuesto', 'de sobrepor')],
    [t('cuadrado', 'quadrado'), t('redondo', 'redondo')],
  ],
  sizes: [same('12 W'), same('18 W'), same('24 W')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['lumenta', 'focolux'],
  ...installed,
  priceUsd: [6, 25],
  attributes: [
    attr(label.colorTemperature, ['3000 K', '4000 K', '6500 K']),
    attr(label.lifetime, ['25000 h']),
    attr(t('Driver incluido', 'Driver incluso'), [yes]),
    universalVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [17, 30], height: [3, 5], width: [17, 30] },
  weightKg: [0.3, 0.9],
};
