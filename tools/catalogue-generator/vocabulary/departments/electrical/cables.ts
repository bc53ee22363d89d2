import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item, maxCurrent } from './shared';

export const wire: ProductTypeSeed = {
  key: 'electric-wire',
  noun: t('Cable eléctrico flexible', 'Cabo elétrico flexível'),
  qualifiers: [[same('1,5 mm²'), same('2,5 mm²'), same('4 mm²')]],
  sizes: [same('50 m'), same('100 m')],
  sizePriceFactors: [0.55, 1],
  brands: ['conductel'],
  saleUnit: 'ROLLO',
  priceUsd: [25, 90],
  variants: 'COLOR',
  colors: ['red', 'black', 'blue', 'white', 'green', 'yellow'],
  attributes: [
    attr(t('Conductor', 'Condutor'), [t('Cobre electrolítico', 'Cobre eletrolítico')]),
    attr(t('Aislamiento', 'Isolação'), [t('PVC 750 V', 'PVC 750 V')]),
    attr(t('Temperatura máxima', 'Temperatura máxima'), ['70 °C']),
    attr(t('Norma', 'Norma'), ['IEC 60227', 'NBR NM 247-3']),
    madeIn('chile', 'brazil', 'peru', 'mexico', 'colombia'),
  ],
  dimensionsCm: { depth: [25, 30], height: [8, 12], width: [25, 30] },
  weightKg: [2, 10],
  shipping: 'home',
};

export const extensionCord: ProductTypeSeed = {
  key: 'extension-cord',
  noun: t('Extensión eléctrica', 'Extensão elétrica'),
  qualifiers: [
    [t('de 3 salidas', 'com 3 tomadas'), t('de 6 salidas', 'com 6 tomadas')],
    [t('con interruptor', 'com interruptor'), t('con protección contra sobretensión', 'com proteção contra surtos')],
  ],
  sizes: [same('3 m'), same('5 m'), same('10 m')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['enchufex', 'conductel'],
  ...item,
  priceUsd: [4, 18],
  variants: 'COLOR',
  colors: ['white', 'black'],
  attributes: [
    attr(maxCurrent, ['10 A', '16 A']),
    attr(label.voltage, ['127 V', '220 V']),
    attr(t('Sección del cable', 'Bitola do cabo'), ['3 x 1 mm²', '3 x 1,5 mm²']),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [6, 10], height: [12, 18], width: [20, 30] },
  weightKg: [0.3, 1.2],
};

export const conduit: ProductTypeSeed = {
  key: 'conduit',
  noun: t('Tubo conduit de PVC rígido', 'Eletroduto rígido de PVC'),
  qualifiers: [],
  sizes: [same('16 mm x 3 m'), same('20 mm x 3 m'), same('25 mm x 3 m')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['conductel', 'tubosur'],
  saleUnit: 'UN',
  priceUsd: [1, 3],
  attributes: [
    attr(t('Color', 'Cor'), [t('Gris', 'Cinza'), t('Blanco', 'Branco')]),
    attr(label.installation, [t('Embutida o a la vista', 'Embutida ou aparente')]),
    attr(t('Autoextinguible', 'Antichama'), [yes]),
  ],
  dimensionsCm: { depth: [1.6, 2.5], height: [1.6, 2.5], width: [300, 301] },
  weightKg: [0.3, 0.8],
  shipping: 'bulky',
};

export const cableDuct: ProductTypeSeed = {
  key: 'cable-duct',
  noun: t('Canaleta plástica', 'Canaleta de PVC'),
  qualifiers: [[t('con adhesivo', 'com adesivo'), t('sin adhesivo', 'sem adesivo')]],
  sizes: [same('20 x 10 mm'), same('32 x 12 mm')],
  sizePriceFactors: [0.7, 1],
  brands: ['conductel'],
  ...item,
  priceUsd: [1.5, 5],
  attributes: [
    attr(label.length, ['2 m']),
    attr(t('Color', 'Cor'), [t('Blanco', 'Branco')]),
    attr(t('Divisiones', 'Divisórias'), ['1', '2']),
  ],
  dimensionsCm: { depth: [1, 2], height: [1, 3], width: [200, 201] },
  weightKg: [0.15, 0.4],
};
