import { palettes } from '../../colors';
import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item, machineWashable } from './shared';

export const rug: ProductTypeSeed = {
  key: 'rug',
  noun: t('Alfombra', 'Tapete'),
  qualifiers: [[t('de pelo corto', 'de pelo baixo'), t('shaggy', 'shaggy'), t('de yute', 'de juta')]],
  sizes: [same('120 x 170 cm'), same('160 x 230 cm'), same('200 x 290 cm')],
  sizePriceFactors: [0.5, 1, 1.7],
  brands: ['alfombrelia', 'telaval'],
  ...item,
  priceUsd: [35, 110],
  variants: 'COLOR',
  colors: ['beige', 'grey', 'graphite', 'terracotta', 'navy'],
  attributes: [
    attr(t('Base antideslizante', 'Base antiderrapante'), [yes, no]),
    attr(label.use, [t('Living, comedor y dormitorio', 'Sala e quarto')]),
    attr(t('Limpieza', 'Limpeza'), [
      t('Con aspiradora', 'Com aspirador'),
      t('Lavado profesional', 'Lavagem profissional'),
    ]),
    madeIn('turkey', 'india', 'china'),
  ],
  dimensionsCm: { depth: [25, 35], height: [25, 35], width: [120, 200] },
  weightKg: [3, 15],
};

export const doorMat: ProductTypeSeed = {
  key: 'door-mat',
  noun: t('Limpiapiés', 'Capacho'),
  qualifiers: [
    [t('de fibra de coco', 'de fibra de coco'), t('de goma', 'de borracha'), t('de alfombra', 'de carpete')],
  ],
  sizes: [same('40 x 60 cm'), same('60 x 90 cm')],
  sizePriceFactors: [0.6, 1],
  brands: ['alfombrelia'],
  ...item,
  priceUsd: [6, 25],
  attributes: [
    attr(t('Base antideslizante', 'Base antiderrapante'), [yes]),
    attr(label.use, [t('Interior', 'Interno'), t('Exterior', 'Externo')]),
    attr(t('Lavable', 'Lavável'), [yes, no]),
  ],
  dimensionsCm: { depth: [40, 60], height: [1, 3], width: [60, 90] },
  weightKg: [0.8, 3],
};

export const cushion: ProductTypeSeed = {
  key: 'cushion',
  noun: t('Cojín decorativo', 'Almofada decorativa'),
  qualifiers: [[t('liso', 'lisa'), t('tejido', 'tricotada'), t('de terciopelo', 'de veludo')]],
  sizes: [same('45 x 45 cm'), same('50 x 50 cm')],
  sizePriceFactors: [0.85, 1],
  brands: ['casaviva', 'telaval'],
  ...item,
  priceUsd: [6, 20],
  variants: 'COLOR',
  colors: palettes.textiles,
  attributes: [
    attr(t('Relleno', 'Enchimento'), [t('Fibra siliconada', 'Fibra siliconizada')]),
    attr(t('Funda', 'Capa'), [t('Removible, con cierre oculto', 'Removível, com zíper invisível')]),
    machineWashable,
  ],
  dimensionsCm: { depth: [10, 15], height: [45, 50], width: [45, 50] },
  weightKg: [0.4, 0.8],
};

export const throwBlanket: ProductTypeSeed = {
  key: 'throw-blanket',
  noun: t('Manta tejida', 'Manta de tricô'),
  qualifiers: [[t('con flecos', 'com franjas'), t('lisa', 'lisa')]],
  sizes: [same('130 x 170 cm'), same('150 x 200 cm')],
  sizePriceFactors: [0.8, 1],
  brands: ['casaviva', 'telaval'],
  ...item,
  priceUsd: [15, 45],
  variants: 'COLOR',
  colors: ['white', 'beige', 'grey', 'terracotta', 'olive-green'],
  attributes: [
    attr(t('Composición', 'Composição'), [t('100 % algodón', '100% algodão'), t('Acrílico', 'Acrílico')]),
    machineWashable,
    madeIn('india', 'turkey', 'brazil', 'peru'),
  ],
  dimensionsCm: { depth: [8, 12], height: [30, 35], width: [25, 30] },
  weightKg: [0.8, 1.6],
};
