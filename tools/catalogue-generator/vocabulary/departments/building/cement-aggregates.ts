import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { compression, perM2, sack } from './shared';

export const cement: ProductTypeSeed = {
  key: 'cement',
  noun: t('Cemento', 'Cimento'),
  qualifiers: [[t('de uso general', 'de uso geral'), t('de alta resistencia', 'de alta resistência')]],
  sizes: [same('25 kg'), same('42,5 kg'), same('50 kg')],
  sizePriceFactors: [1, 1.6, 1.9],
  brands: ['andicem'],
  saleUnit: 'SACO',
  priceUsd: [7, 10],
  attributes: [
    attr(t('Fraguado inicial', 'Início de pega'), ['45 min', '60 min']),
    attr(label.use, [t('Concreto, morteros y estucos', 'Concreto, argamassas e rebocos')]),
    attr(t('Almacenamiento', 'Armazenamento'), [t('Lugar seco y ventilado', 'Local seco e ventilado')]),
    madeIn('chile', 'peru', 'mexico', 'brazil', 'colombia'),
  ],
  dimensionsCm: sack,
  weightKg: [25, 50],
  shipping: 'bulky',
};

export const mortar: ProductTypeSeed = {
  key: 'mortar',
  noun: t('Mortero predosificado', 'Argamassa pronta'),
  qualifiers: [[t('para muros de ladrillo', 'de assentamento'), t('para estuco', 'de reboco')]],
  sizes: [same('25 kg')],
  brands: ['andicem', 'adhesa'],
  saleUnit: 'SACO',
  priceUsd: [5, 9],
  attributes: [
    attr(t('Agua por saco', 'Água por saco'), ['3,5 L', '4 L']),
    attr(t('Tiempo de trabajabilidad', 'Tempo de trabalhabilidade'), ['2 h', '2,5 h']),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: sack,
  weightKg: [25, 25.5],
  shipping: 'bulky',
};

export const sand: ProductTypeSeed = {
  key: 'sand',
  noun: t('Arena', 'Areia'),
  qualifiers: [[t('gruesa', 'grossa'), t('fina', 'fina')]],
  sizes: [same('25 kg')],
  brands: ['andicem'],
  saleUnit: 'SACO',
  priceUsd: [2.5, 5],
  attributes: [
    attr(t('Granulometría', 'Granulometria'), ['0-2 mm', '0-5 mm']),
    attr(label.use, [t('Morteros y concreto', 'Argamassas e concreto')]),
    attr(t('Lavada', 'Lavada'), [yes]),
  ],
  dimensionsCm: sack,
  weightKg: [25, 26],
  shipping: 'bulky',
};

export const brick: ProductTypeSeed = {
  key: 'brick',
  noun: t('Ladrillo', 'Tijolo'),
  qualifiers: [[t('macizo', 'maciço'), t('hueco', 'furado')]],
  sizes: [same('29 x 14 x 7 cm'), same('29 x 14 x 9,4 cm')],
  sizePriceFactors: [0.85, 1],
  brands: ['arcillar'],
  saleUnit: 'UN',
  priceUsd: [0.3, 1.2],
  attributes: [
    attr(label.material, [t('Arcilla cocida', 'Cerâmica vermelha')]),
    attr(compression, ['5 MPa', '10 MPa']),
    attr(perM2, ['36', '40']),
  ],
  dimensionsCm: { depth: [14, 14], height: [7, 9.4], width: [29, 29] },
  weightKg: [2.3, 3.2],
  shipping: 'pickup_only',
};

export const concreteBlock: ProductTypeSeed = {
  key: 'concrete-block',
  noun: t('Bloque de cemento', 'Bloco de concreto'),
  qualifiers: [[t('estructural', 'estrutural'), t('no estructural', 'de vedação')]],
  sizes: [same('14 x 19 x 39 cm'), same('19 x 19 x 39 cm')],
  sizePriceFactors: [0.8, 1],
  brands: ['arcillar'],
  saleUnit: 'UN',
  priceUsd: [0.8, 2],
  attributes: [
    attr(compression, ['4,5 MPa', '6 MPa']),
    attr(perM2, ['12,5']),
    attr(label.use, [t('Muros y cercos', 'Paredes e muros')]),
  ],
  dimensionsCm: { depth: [14, 19], height: [19, 19], width: [39, 39] },
  weightKg: [9, 14],
  shipping: 'pickup_only',
};
