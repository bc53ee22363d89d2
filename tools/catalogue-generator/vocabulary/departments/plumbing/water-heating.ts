import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { heater } from './shared';

export const gasWaterHeater: ProductTypeSeed = {
  key: 'gas-water-heater',
  noun: t('Calentador de agua', 'Aquecedor de água'),
  qualifiers: [
    [t('de tiro natural', 'de exaustão natural'), t('de tiro forzado', 'de exaustão forçada')],
    [t('a gas licuado', 'a GLP'), t('a gas natural', 'a gás natural')],
  ],
  sizes: [same('10 L'), same('13 L'), same('16 L')],
  sizePriceFactors: [0.75, 0.9, 1],
  brands: ['termaq', 'hidrolux'],
  ...heater,
  priceUsd: [150, 450],
  attributes: [
    attr(t('Encendido', 'Acendimento'), [
      t('Automático a pilas', 'Automático a pilha'),
      t('Electrónico', 'Eletrônico'),
    ]),
    attr(t('Control de temperatura', 'Controle de temperatura'), [t('Digital', 'Digital'), t('Manual', 'Manual')]),
    attr(t('Presión mínima de agua', 'Pressão mínima de água'), ['0,1 bar', '0,2 bar']),
    madeIn('chile', 'brazil', 'china', 'mexico'),
  ],
  dimensionsCm: { depth: [20, 30], height: [50, 65], width: [35, 45] },
  weightKg: [8, 16],
  shipping: 'home',
};

export const electricWaterHeater: ProductTypeSeed = {
  key: 'electric-water-heater',
  noun: t('Calentador eléctrico de acumulación', 'Aquecedor elétrico de acumulação'),
  qualifiers: [[t('vertical', 'vertical'), t('horizontal', 'horizontal')]],
  sizes: [same('50 L'), same('80 L'), same('110 L')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['termaq'],
  ...heater,
  priceUsd: [180, 420],
  attributes: [
    attr(label.power, ['1500 W', '2000 W']),
    attr(label.voltage, ['220 V']),
    attr(t('Tanque interior', 'Tanque interno'), [t('Acero vitrificado', 'Aço vitrificado')]),
    attr(t('Aislamiento térmico', 'Isolamento térmico'), [t('Poliuretano', 'Poliuretano')]),
    madeIn('chile', 'brazil', 'turkey', 'italy'),
  ],
  dimensionsCm: { depth: [45, 55], height: [60, 110], width: [45, 55] },
  weightKg: [18, 35],
  shipping: 'bulky',
};
