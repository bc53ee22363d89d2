import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { allCans, bigCans, canBox, enamelColors, paintCan, smallCans, wallColors, waterBase } from './shared';

export const latexPaint: ProductTypeSeed = {
  key: 'latex-paint',
  noun: t('Pintura látex', 'Tinta látex'),
  qualifiers: [
    [t('interior', 'interior'), t('exterior', 'exterior'), t('interior y exterior', 'interior e exterior')],
    [t('mate', 'fosca'), t('satinada', 'acetinada'), t('semibrillo', 'semibrilho')],
  ],
  ...allCans,
  ...paintCan,
  brands: ['colorfino', 'pinturex', 'andescolor'],
  priceUsd: [15, 40],
  colors: wallColors,
  attributes: [
    waterBase,
    attr(label.dryTime, ['30 min', '1 h', '2 h']),
    attr(label.coats, ['2', '2 a 3']),
    attr(t('Lavable', 'Lavável'), [yes, no]),
    attr(t('Antihongos', 'Antimofo'), [yes, no]),
    attr(label.application, [t('Rodillo, brocha o pistola', 'Rolo, trincha ou pistola')]),
    madeIn('chile', 'peru', 'colombia', 'mexico', 'brazil', 'argentina'),
  ],
  topAttributes: 4,
  dimensionsCm: canBox,
  weightKg: [1.3, 21],
  paintYieldM2PerLitre: [8, 12],
};

export const waterEnamel: ProductTypeSeed = {
  key: 'water-enamel',
  noun: t('Esmalte al agua', "Esmalte à base d'água"),
  qualifiers: [
    [t('satinado', 'acetinado'), t('brillante', 'brilhante')],
    [t('para interior', 'para interiores'), t('para interior y exterior', 'para interiores e exteriores')],
  ],
  ...smallCans,
  ...paintCan,
  brands: ['colorfino', 'tintamar'],
  priceUsd: [20, 45],
  colors: wallColors,
  attributes: [
    waterBase,
    attr(label.dryTime, ['1 h', '2 h']),
    attr(t('Resistencia al lavado', 'Resistência à lavagem'), [t('Alta', 'Alta'), t('Muy alta', 'Muito alta')]),
    attr(t('Olor', 'Odor'), [t('Bajo', 'Baixo'), t('Casi imperceptible', 'Quase imperceptível')]),
    madeIn('chile', 'colombia', 'brazil'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1.2, 4.8],
  paintYieldM2PerLitre: [10, 13],
};

export const floorPaint: ProductTypeSeed = {
  key: 'floor-paint',
  noun: t('Pintura de pisos', 'Tinta piso'),
  qualifiers: [[t('de alto tránsito', 'de alto tráfego'), t('para canchas deportivas', 'para quadras esportivas')]],
  ...bigCans,
  ...paintCan,
  brands: ['pinturex', 'tintamar'],
  priceUsd: [28, 60],
  colors: ['grey', 'graphite', 'terracotta', 'green', 'navy', 'white'],
  attributes: [
    attr(label.base, [t('Acrílica', 'Acrílica'), t('Epóxica', 'Epóxi')]),
    attr(t('Tránsito peatonal', 'Liberação para pessoas'), ['24 h', '48 h']),
    attr(label.application, [t('Pisos de cemento', 'Pisos de cimento')]),
    attr(label.finish, [t('Semibrillo', 'Semibrilho'), t('Satinado', 'Acetinado')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: canBox,
  weightKg: [4.5, 22],
  paintYieldM2PerLitre: [6, 9],
};

export const roofWaterproofing: ProductTypeSeed = {
  key: 'roof-waterproofing',
  noun: t('Impermeabilizante acrílico', 'Manta líquida acrílica'),
  qualifiers: [
    [t('fibratado', 'com fibras'), t('elastomérico', 'elastomérica')],
    [t('3 años', '3 anos'), t('5 años', '5 anos'), t('7 años', '7 anos')],
  ],
  ...bigCans,
  ...paintCan,
  brands: ['tintamar', 'andescolor'],
  priceUsd: [25, 55],
  colors: ['white', 'terracotta', 'grey'],
  attributes: [
    waterBase,
    attr(label.coats, ['2', '3']),
    attr(t('Reflectante solar', 'Refletância solar'), [yes, no]),
    attr(label.application, [
      t('Losas y techos de hormigón o fibrocemento', 'Lajes e telhados de concreto ou fibrocimento'),
    ]),
    madeIn('mexico', 'brazil', 'chile'),
  ],
  dimensionsCm: canBox,
  weightKg: [4.8, 22],
  paintYieldM2PerLitre: [1, 1.5],
};

export const sprayPaint: ProductTypeSeed = {
  key: 'spray-paint',
  noun: t('Pintura en aerosol', 'Tinta spray'),
  qualifiers: [
    [t('multiuso', 'multiuso'), t('para alta temperatura', 'para alta temperatura')],
    [t('brillante', 'brilhante'), t('mate', 'fosca')],
  ],
  sizes: [same('300 ml'), same('400 ml')],
  brands: ['pinturex', 'colorfino'],
  saleUnit: 'UN',
  priceUsd: [4, 9],
  variants: 'COLOR',
  colors: [...enamelColors, 'silver', 'gold'],
  attributes: [
    attr(label.dryTime, ['10 min', '15 min', '20 min']),
    attr(t('Rendimiento por envase', 'Rendimento por embalagem'), ['1,5 m²', '2 m²']),
    attr(t('Superficies', 'Superfícies'), [
      t('Metal, madera, plástico y cerámica', 'Metal, madeira, plástico e cerâmica'),
    ]),
    attr(t('Válvula', 'Válvula'), [t('Con boquilla 360°', 'Com bico 360°')]),
    madeIn('brazil', 'mexico', 'china'),
  ],
  dimensionsCm: { depth: [6.5, 6.8], height: [19, 24], width: [6.5, 6.8] },
  weightKg: [0.3, 0.45],
  shipping: 'home',
};
