import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { indoorOutdoor, slipResistant, tiles } from './shared';

export const floorCeramic: ProductTypeSeed = {
  key: 'floor-ceramic',
  noun: t('Cerámica para piso', 'Piso cerâmico'),
  qualifiers: [
    [t('tipo madera', 'amadeirado'), t('tipo piedra', 'efeito pedra'), t('tipo cemento', 'efeito cimento')],
    [t('beige', 'bege'), t('gris', 'cinza'), t('blanca', 'branco'), t('marrón', 'marrom')],
  ],
  sizes: [same('33 x 33 cm'), same('45 x 45 cm'), same('60 x 60 cm')],
  sizePriceFactors: [0.85, 1, 1.2],
  brands: ['ceramar', 'porcelsur'],
  ...tiles,
  priceUsd: [7, 16],
  attributes: [
    attr(label.traffic, [t('Alto', 'Alto'), t('Medio', 'Médio')]),
    attr(t('Resistencia a la abrasión', 'Resistência à abrasão'), ['PEI 3', 'PEI 4', 'PEI 5']),
    attr(label.finish, [t('Mate', 'Fosco'), t('Satinado', 'Acetinado'), t('Brillante', 'Brilhante')]),
    indoorOutdoor,
    slipResistant,
    madeIn('brazil', 'mexico', 'colombia', 'peru', 'spain'),
  ],
  topAttributes: 4,
  dimensionsCm: { depth: [34, 61], height: [6, 10], width: [34, 61] },
  weightKg: [20, 32],
  m2PerBox: [1.44, 2.2],
};

export const porcelainTile: ProductTypeSeed = {
  key: 'porcelain-tile',
  noun: t('Porcelanato', 'Porcelanato'),
  qualifiers: [
    [t('rectificado', 'retificado'), t('esmaltado', 'esmaltado'), t('pulido', 'polido')],
    [t('tipo mármol', 'marmorizado'), t('tipo cemento', 'efeito cimento'), t('tipo madera', 'amadeirado')],
  ],
  sizes: [same('60 x 60 cm'), same('60 x 120 cm'), same('20 x 120 cm')],
  sizePriceFactors: [1, 1.35, 1.1],
  brands: ['porcelsur', 'ceramar'],
  ...tiles,
  priceUsd: [12, 35],
  attributes: [
    attr(t('Absorción de agua', 'Absorção de água'), ['< 0,5 %']),
    attr(label.thickness, ['8 mm', '9 mm', '10 mm']),
    attr(label.traffic, [t('Alto', 'Alto'), t('Comercial', 'Comercial')]),
    indoorOutdoor,
    slipResistant,
    madeIn('brazil', 'spain', 'italy', 'china', 'mexico'),
  ],
  dimensionsCm: { depth: [21, 121], height: [6, 9], width: [61, 121] },
  weightKg: [24, 36],
  m2PerBox: [1.08, 1.8],
};

export const wallTile: ProductTypeSeed = {
  key: 'wall-tile',
  noun: t('Revestimiento cerámico', 'Revestimento cerâmico'),
  qualifiers: [
    [t('blanco brillante', 'branco brilhante'), t('tipo mármol', 'marmorizado'), t('tipo metro', 'estilo metrô')],
  ],
  sizes: [same('25 x 40 cm'), same('30 x 60 cm'), same('7,5 x 15 cm')],
  sizePriceFactors: [0.85, 1, 1.3],
  brands: ['ceramar'],
  ...tiles,
  priceUsd: [9, 24],
  attributes: [
    attr(label.finish, [t('Brillante', 'Brilhante'), t('Mate', 'Fosco')]),
    attr(label.use, [t('Muros de baño y cocina', 'Paredes de banheiro e cozinha')]),
    attr(label.thickness, ['7 mm', '8 mm']),
    attr(t('Rectificado', 'Retificado'), [yes, no]),
    madeIn('brazil', 'peru', 'colombia', 'spain'),
  ],
  dimensionsCm: { depth: [16, 61], height: [6, 9], width: [26, 31] },
  weightKg: [10, 26],
  m2PerBox: [0.5, 2],
};

export const glassMosaic: ProductTypeSeed = {
  key: 'glass-mosaic',
  noun: t('Mosaico de vidrio', 'Pastilha de vidro'),
  qualifiers: [[t('azul', 'azul'), t('verde agua', 'verde-água'), t('blanco', 'branca'), t('mix gris', 'mix cinza')]],
  sizes: [same('30 x 30 cm')],
  brands: ['ceramar'],
  saleUnit: 'UN',
  priceUsd: [6, 15],
  attributes: [
    attr(t('Tamaño de la pieza', 'Tamanho da pastilha'), ['2 x 2 cm', '2,5 x 2,5 cm']),
    attr(t('Montaje', 'Montagem'), [t('Sobre malla', 'Em tela')]),
    attr(label.use, [t('Piscinas, baños y cocinas', 'Piscinas, banheiros e cozinhas')]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [30, 31], height: [0.5, 1], width: [30, 31] },
  weightKg: [1, 1.6],
  shipping: 'home',
  services: ['install-ceramic'],
};
