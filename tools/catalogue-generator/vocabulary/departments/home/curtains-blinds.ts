import { palettes } from '../../colors';
import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { curtain, machineWashable, polyester } from './shared';

export const blackoutCurtain: ProductTypeSeed = {
  key: 'blackout-curtain',
  noun: t('Cortina blackout', 'Cortina blackout'),
  qualifiers: [[t('con argollas', 'com ilhoses'), t('con presillas', 'com passantes')]],
  sizes: [same('140 x 220 cm'), same('280 x 220 cm')],
  sizePriceFactors: [0.6, 1],
  brands: ['telaval', 'cortinova'],
  ...curtain,
  priceUsd: [15, 60],
  variants: 'COLOR',
  colors: palettes.textiles,
  attributes: [
    polyester,
    attr(t('Bloqueo de luz', 'Bloqueio de luz'), ['90 %', '100 %']),
    machineWashable,
    attr(t('Aislante térmico', 'Isolante térmico'), [yes]),
  ],
  dimensionsCm: { depth: [4, 6], height: [30, 35], width: [25, 30] },
  weightKg: [0.8, 2.5],
};

export const sheerCurtain: ProductTypeSeed = {
  key: 'sheer-curtain',
  noun: t('Cortina de velo', 'Cortina de voil'),
  qualifiers: [[t('lisa', 'lisa'), t('con textura de lino', 'com textura de linho')]],
  sizes: [same('140 x 220 cm'), same('280 x 220 cm')],
  sizePriceFactors: [0.6, 1],
  brands: ['telaval'],
  ...curtain,
  priceUsd: [12, 40],
  variants: 'COLOR',
  colors: ['white', 'ivory', 'beige', 'pearl-grey'],
  attributes: [polyester, attr(label.installation, [t('Jareta para barra', 'Passante para varão')]), machineWashable],
  dimensionsCm: { depth: [3, 5], height: [25, 30], width: [20, 25] },
  weightKg: [0.3, 1],
};

export const rollerBlind: ProductTypeSeed = {
  key: 'roller-blind',
  noun: t('Cortina enrollable', 'Persiana rolô'),
  qualifiers: [[t('blackout', 'blackout'), t('screen', 'tela solar'), t('dúo', 'double vision')]],
  sizes: [same('80 x 180 cm'), same('120 x 180 cm'), same('160 x 250 cm')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['cortinova'],
  ...curtain,
  priceUsd: [20, 90],
  variants: 'COLOR',
  colors: ['white', 'beige', 'grey', 'graphite'],
  attributes: [
    attr(t('Accionamiento', 'Acionamento'), [t('Cadena', 'Corrente'), t('Motorizado', 'Motorizado')]),
    attr(label.installation, [t('Al techo o al muro', 'No teto ou na parede')]),
    attr(t('Cenefa', 'Bandô'), [yes, no]),
    madeIn('china', 'brazil', 'chile'),
  ],
  dimensionsCm: { depth: [6, 10], height: [6, 10], width: [85, 165] },
  weightKg: [1.2, 4],
};

export const curtainRod: ProductTypeSeed = {
  key: 'curtain-rod',
  noun: t('Barra para cortina', 'Varão para cortina'),
  qualifiers: [
    [t('simple', 'simples'), t('doble', 'duplo')],
    [t('extensible', 'extensível'), t('fija', 'fixo')],
  ],
  sizes: [same('1,5 m'), same('2 m'), same('3 m')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['cortinova'],
  ...curtain,
  priceUsd: [8, 30],
  variants: 'COLOR',
  colors: ['black', 'white', 'silver', 'gold'],
  attributes: [
    attr(label.diameter, ['19 mm', '25 mm']),
    attr(label.material, [t('Metal', 'Metal')]),
    attr(t('Soportes incluidos', 'Suportes inclusos'), [yes]),
    attr(t('Terminales', 'Ponteiras'), [t('Decorativos', 'Decorativas')]),
  ],
  dimensionsCm: { depth: [4, 6], height: [4, 6], width: [150, 300] },
  weightKg: [0.6, 2],
};
