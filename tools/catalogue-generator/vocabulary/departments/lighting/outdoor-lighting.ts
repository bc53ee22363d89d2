import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { installed, lamp, motionSensor, warm } from './shared';

export const outdoorWallLight: ProductTypeSeed = {
  key: 'outdoor-wall-light',
  noun: t('Aplique de muro exterior', 'Arandela externa'),
  qualifiers: [motionSensor],
  brands: ['focolux'],
  ...installed,
  priceUsd: [12, 55],
  variants: 'COLOR',
  colors: ['black', 'graphite', 'white'],
  attributes: [
    attr(label.protection, ['IP44', 'IP54', 'IP65']),
    attr(t('Fuente de luz', 'Fonte de luz'), [t('Casquillo E27', 'Soquete E27'), t('LED integrado', 'LED integrado')]),
    attr(label.material, [t('Aluminio', 'Alumínio'), t('Acero inoxidable', 'Aço inox')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [10, 15], height: [15, 30], width: [10, 20] },
  weightKg: [0.4, 1.5],
};

export const ledFloodlight: ProductTypeSeed = {
  key: 'led-floodlight',
  noun: t('Proyector LED', 'Refletor LED'),
  qualifiers: [[same('30 W'), same('50 W'), same('100 W')], motionSensor],
  brands: ['focolux', 'lumenta'],
  ...lamp,
  priceUsd: [10, 60],
  attributes: [
    attr(label.protection, ['IP65', 'IP66']),
    attr(label.colorTemperature, ['4000 K', '6500 K']),
    attr(label.material, [t('Aluminio', 'Alumínio')]),
    attr(label.lifetime, ['30000 h']),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [5, 8], height: [15, 25], width: [15, 30] },
  weightKg: [0.5, 1.8],
};

export const solarStake: ProductTypeSeed = {
  key: 'solar-stake',
  noun: t('Estaca solar LED', 'Espeto solar LED'),
  qualifiers: [[t('pack de 4 unidades', 'kit com 4 unidades'), t('pack de 6 unidades', 'kit com 6 unidades')]],
  brands: ['solvanta'],
  ...lamp,
  saleUnit: 'PACK',
  priceUsd: [10, 35],
  attributes: [
    attr(t('Autonomía', 'Autonomia'), ['6 h', '8 h', '10 h']),
    attr(t('Encendido', 'Acendimento'), [t('Automático al anochecer', 'Automático ao anoitecer')]),
    attr(label.protection, ['IP44', 'IP65']),
    attr(label.battery, [t('Recargable Ni-MH', 'Recarregável Ni-MH')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [10, 15], height: [35, 45], width: [20, 30] },
  weightKg: [0.5, 1.2],
};

export const stringLights: ProductTypeSeed = {
  key: 'string-lights',
  noun: t('Guirnalda de luces LED', 'Cordão de luzes LED'),
  qualifiers: [
    [t('solar', 'solar'), t('de enchufe', 'de tomada')],
    [warm, t('multicolor', 'colorida')],
  ],
  sizes: [same('5 m'), same('10 m'), same('15 m')],
  sizePriceFactors: [0.6, 1, 1.4],
  brands: ['solvanta', 'lucenza'],
  ...lamp,
  priceUsd: [8, 35],
  attributes: [
    attr(label.protection, ['IP44']),
    attr(t('Modos de luz', 'Modos de iluminação'), ['1', '8']),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
  ],
  dimensionsCm: { depth: [10, 15], height: [5, 10], width: [15, 20] },
  weightKg: [0.3, 1],
};
