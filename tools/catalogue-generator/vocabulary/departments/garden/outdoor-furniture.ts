import { attr, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { outdoorFurniture } from './shared';

export const terraceSet: ProductTypeSeed = {
  key: 'terrace-set',
  noun: t('Juego de terraza', 'Conjunto para área externa'),
  qualifiers: [
    [t('con 4 sillas', 'com 4 cadeiras'), t('con 6 sillas', 'com 6 cadeiras')],
    [t('de ratán sintético', 'de rattan sintético'), t('de aluminio', 'de alumínio')],
  ],
  brands: ['terrazul'],
  ...outdoorFurniture,
  priceUsd: [250, 900],
  variants: 'COLOR',
  colors: ['graphite', 'beige', 'white'],
  attributes: [
    attr(t('Cubierta de la mesa', 'Tampo da mesa'), [
      t('Vidrio templado', 'Vidro temperado'),
      t('Aluminio', 'Alumínio'),
    ]),
    attr(t('Cojines incluidos', 'Almofadas inclusas'), [yes, no]),
    attr(t('Resistente a la intemperie', 'Resistente às intempéries'), [yes]),
    madeIn('china', 'vietnam', 'brazil'),
  ],
  dimensionsCm: { depth: [60, 90], height: [60, 80], width: [100, 160] },
  weightKg: [25, 60],
  services: ['assembly'],
};

export const sunLounger: ProductTypeSeed = {
  key: 'sun-lounger',
  noun: t('Reposera', 'Espreguiçadeira'),
  qualifiers: [
    [t('de aluminio', 'de alumínio'), t('de madera', 'de madeira'), t('de ratán sintético', 'de rattan sintético')],
    [t('reclinable', 'reclinável'), t('con ruedas', 'com rodas')],
  ],
  brands: ['terrazul'],
  ...outdoorFurniture,
  priceUsd: [60, 220],
  variants: 'COLOR',
  colors: ['white', 'graphite', 'beige', 'natural'],
  attributes: [
    attr(t('Posiciones del respaldo', 'Posições do encosto'), ['4', '5']),
    attr(t('Carga máxima', 'Carga máxima'), ['110 kg', '130 kg']),
    attr(t('Cojín incluido', 'Almofada inclusa'), [yes, no]),
  ],
  dimensionsCm: { depth: [60, 70], height: [30, 40], width: [180, 200] },
  weightKg: [7, 20],
};

export const patioUmbrella: ProductTypeSeed = {
  key: 'patio-umbrella',
  noun: t('Quitasol', 'Ombrelone'),
  qualifiers: [[t('central', 'central'), t('lateral', 'lateral')]],
  sizes: [same('2 m'), same('2,7 m'), same('3 m')],
  sizePriceFactors: [0.6, 0.85, 1],
  brands: ['terrazul'],
  ...outdoorFurniture,
  priceUsd: [35, 160],
  variants: 'COLOR',
  colors: ['beige', 'graphite', 'terracotta', 'white'],
  attributes: [
    attr(t('Tela', 'Tecido'), [t('Poliéster con filtro UV', 'Poliéster com filtro UV')]),
    attr(t('Inclinable', 'Inclinável'), [yes, no]),
    attr(t('Base incluida', 'Base inclusa'), [no]),
    attr(t('Estructura', 'Estrutura'), [t('Aluminio', 'Alumínio'), t('Acero', 'Aço')]),
  ],
  dimensionsCm: { depth: [15, 20], height: [15, 20], width: [180, 280] },
  weightKg: [5, 15],
};
