import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { pack, perBox, perPack, screwBox } from './shared';

export const woodScrew: ProductTypeSeed = {
  key: 'wood-screw',
  noun: t('Tornillo para madera', 'Parafuso para madeira'),
  qualifiers: [
    [t('cabeza plana', 'cabeça chata'), t('cabeza lenteja', 'cabeça panela')],
    [t('zincado', 'zincado'), t('bicromatado', 'bicromatizado')],
  ],
  sizes: [same('6 x 1"'), same('8 x 1 1/2"'), same('8 x 2"')],
  sizePriceFactors: [0.7, 0.9, 1],
  brands: ['tornifix'],
  saleUnit: 'CAJA',
  priceUsd: [2, 8],
  attributes: [
    attr(perBox, ['100', '200']),
    attr(t('Punta', 'Ponta'), [t('Aguda', 'Agulha'), t('Autoperforante', 'Autoperfurante')]),
    attr(t('Encaje', 'Fenda'), [t('Cruz', 'Phillips'), t('Cuadrado', 'Quadrada')]),
    madeIn('china', 'taiwan', 'brazil'),
  ],
  dimensionsCm: screwBox,
  weightKg: [0.3, 1.2],
  shipping: 'home',
};

export const wallPlug: ProductTypeSeed = {
  key: 'wall-plug',
  noun: t('Tarugo plástico', 'Bucha de náilon'),
  qualifiers: [[t('con tornillo', 'com parafuso'), t('sin tornillo', 'sem parafuso')]],
  sizes: [same('6 mm'), same('8 mm'), same('10 mm')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['fijatec'],
  ...pack,
  priceUsd: [1.5, 5],
  attributes: [
    attr(perPack, ['25', '50', '100']),
    attr(label.material, [t('Nylon', 'Náilon')]),
    attr(label.use, [t('Ladrillo y concreto', 'Tijolo e concreto')]),
  ],
  dimensionsCm: { depth: [3, 5], height: [10, 15], width: [7, 10] },
  weightKg: [0.05, 0.3],
};

export const expansionAnchor: ProductTypeSeed = {
  key: 'expansion-anchor',
  noun: t('Perno de anclaje', 'Chumbador'),
  qualifiers: [[t('de cuña', 'de cunha'), t('de camisa', 'de camisa')]],
  sizes: [same('3/8" x 3"'), same('1/2" x 4"')],
  sizePriceFactors: [0.7, 1],
  brands: ['fijatec'],
  ...pack,
  priceUsd: [4, 15],
  attributes: [
    attr(perPack, ['4', '10']),
    attr(t('Carga recomendada', 'Carga recomendada'), ['250 kg', '450 kg']),
    attr(label.material, [t('Acero zincado', 'Aço zincado')]),
  ],
  dimensionsCm: { depth: [3, 5], height: [12, 18], width: [8, 12] },
  weightKg: [0.2, 0.8],
};

export const nail: ProductTypeSeed = {
  key: 'nail',
  noun: t('Clavo corriente', 'Prego com cabeça'),
  qualifiers: [],
  sizes: [same('1 1/2"'), same('2 1/2"'), same('4"')],
  brands: ['tornifix'],
  saleUnit: 'KG',
  priceUsd: [2, 4],
  attributes: [
    attr(label.material, [t('Acero', 'Aço')]),
    attr(label.finish, [t('Pulido', 'Polido'), t('Galvanizado', 'Galvanizado')]),
    attr(label.use, [t('Carpintería y construcción', 'Carpintaria e construção')]),
  ],
  dimensionsCm: { depth: [8, 10], height: [5, 8], width: [12, 15] },
  weightKg: [1, 1],
  shipping: 'home',
};
