import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { e27, installed, lamp } from './shared';

export const pendantLamp: ProductTypeSeed = {
  key: 'pendant-lamp',
  noun: t('Lámpara colgante', 'Pendente'),
  qualifiers: [
    [t('nórdica', 'estilo nórdico'), t('industrial', 'estilo industrial')],
    [t('de 1 luz', 'de 1 lâmpada'), t('de 3 luces', 'de 3 lâmpadas')],
  ],
  brands: ['lucenza'],
  ...installed,
  priceUsd: [25, 110],
  variants: 'COLOR',
  colors: ['black', 'white', 'gold', 'copper'],
  attributes: [
    attr(label.material, [t('Metal', 'Metal'), t('Vidrio y metal', 'Vidro e metal')]),
    e27,
    attr(label.cableLength, ['1 m', '1,5 m']),
    attr(t('Bombilla incluida', 'Lâmpada inclusa'), [no]),
    attr(t('Potencia máxima por luz', 'Potência máxima por lâmpada'), ['40 W', '60 W']),
  ],
  dimensionsCm: { depth: [25, 40], height: [20, 35], width: [25, 70] },
  weightKg: [0.8, 3],
};

export const ceilingLight: ProductTypeSeed = {
  key: 'ceiling-light',
  noun: t('Plafón LED', 'Plafon LED'),
  qualifiers: [
    [t('redondo', 'redondo'), t('cuadrado', 'quadrado')],
    [t('con control remoto', 'com controle remoto'), t('estándar', 'padrão')],
  ],
  sizes: [same('24 W'), same('36 W')],
  sizePriceFactors: [0.8, 1],
  brands: ['lucenza', 'lumenta'],
  ...installed,
  priceUsd: [15, 60],
  attributes: [
    attr(label.colorTemperature, [t('Regulable de 3000 a 6500 K', 'Ajustável de 3000 a 6500 K'), '4000 K']),
    attr(label.dimensions, ['30 cm', '40 cm']),
    attr(label.lifetime, ['25000 h']),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [32, 42], height: [8, 12], width: [32, 42] },
  weightKg: [0.8, 2],
};

export const floorLamp: ProductTypeSeed = {
  key: 'floor-lamp',
  noun: t('Lámpara de pie', 'Luminária de chão'),
  qualifiers: [[t('de arco', 'em arco'), t('trípode', 'tripé'), t('con repisa', 'com prateleira')]],
  brands: ['lucenza', 'casaviva'],
  ...lamp,
  priceUsd: [40, 160],
  variants: 'COLOR',
  colors: ['black', 'white', 'gold'],
  attributes: [
    attr(t('Altura', 'Altura'), ['150 cm', '165 cm', '180 cm']),
    e27,
    attr(t('Interruptor', 'Interruptor'), [t('De pie', 'De pé'), t('En el cable', 'No fio')]),
    attr(t('Pantalla', 'Cúpula'), [t('Tela', 'Tecido'), t('Metal', 'Metal')]),
  ],
  dimensionsCm: { depth: [20, 30], height: [20, 30], width: [60, 100] },
  weightKg: [3, 9],
};

export const tableLamp: ProductTypeSeed = {
  key: 'table-lamp',
  noun: t('Lámpara de mesa', 'Abajur'),
  qualifiers: [[t('con pantalla de tela', 'com cúpula de tecido'), t('de cerámica', 'de cerâmica')]],
  brands: ['lucenza', 'casaviva'],
  ...lamp,
  priceUsd: [15, 60],
  variants: 'COLOR',
  colors: ['white', 'beige', 'grey', 'black'],
  attributes: [
    attr(t('Altura', 'Altura'), ['35 cm', '45 cm', '55 cm']),
    e27,
    attr(t('Bombilla incluida', 'Lâmpada inclusa'), [yes, no]),
    attr(t('Interruptor en el cable', 'Interruptor no fio'), [yes]),
  ],
  dimensionsCm: { depth: [22, 35], height: [38, 58], width: [22, 35] },
  weightKg: [0.8, 2.5],
};

export const trackSpot: ProductTypeSeed = {
  key: 'track-spot',
  noun: t('Foco para riel', 'Spot para trilho'),
  qualifiers: [[same('10 W'), same('20 W'), same('30 W')]],
  brands: ['focolux'],
  ...installed,
  priceUsd: [10, 35],
  variants: 'COLOR',
  colors: ['black', 'white'],
  attributes: [
    attr(t('Ángulo de apertura', 'Ângulo de abertura'), ['24°', '36°']),
    attr(label.colorTemperature, ['3000 K', '4000 K']),
    attr(t('Orientable', 'Orientável'), [yes]),
    attr(t('Tipo de riel', 'Tipo de trilho'), [t('Monofásico', 'Monofásico')]),
  ],
  dimensionsCm: { depth: [8, 10], height: [15, 20], width: [8, 10] },
  weightKg: [0.3, 0.6],
};
