import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { board } from './shared';

export const gypsumBoard: ProductTypeSeed = {
  key: 'gypsum-board',
  noun: t('Placa de yeso cartón', 'Chapa de drywall'),
  qualifiers: [
    [
      t('estándar', 'standard'),
      t('resistente a la humedad', 'resistente à umidade'),
      t('resistente al fuego', 'resistente ao fogo'),
    ],
  ],
  sizes: [same('9,5 mm'), same('12,5 mm'), same('15 mm')],
  sizePriceFactors: [0.85, 1, 1.3],
  brands: ['yesolit'],
  ...board,
  priceUsd: [6, 16],
  attributes: [
    attr(label.dimensions, ['120 x 240 cm', '120 x 180 cm']),
    attr(t('Borde', 'Borda'), [t('Rebajado', 'Rebaixada')]),
    attr(label.use, [t('Tabiques y cielos rasos', 'Paredes e forros')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [0.95, 1.5], height: [120, 120], width: [180, 240] },
  weightKg: [16, 32],
};

export const drywallProfile: ProductTypeSeed = {
  key: 'drywall-profile',
  noun: t('Perfil para tabique', 'Perfil para drywall'),
  qualifiers: [[t('montante', 'montante'), t('canal', 'guia')]],
  sizes: [same('48 mm x 3 m'), same('70 mm x 3 m')],
  sizePriceFactors: [0.85, 1],
  brands: ['yesolit'],
  saleUnit: 'UN',
  priceUsd: [2, 5],
  attributes: [
    attr(label.thickness, ['0,5 mm']),
    attr(t('Recubrimiento', 'Revestimento'), [t('Galvanizado', 'Galvanizado')]),
    attr(label.use, [t('Tabiques y cielos rasos', 'Paredes e forros')]),
  ],
  dimensionsCm: { depth: [3.5, 7], height: [3, 4], width: [300, 301] },
  weightKg: [1.1, 1.8],
  shipping: 'bulky',
};

export const osbBoard: ProductTypeSeed = {
  key: 'osb-board',
  noun: t('Tablero OSB', 'Chapa OSB'),
  qualifiers: [[t('estructural', 'estrutural'), t('con barrera radiante', 'com barreira radiante')]],
  sizes: [same('9,5 mm'), same('11,1 mm'), same('15 mm'), same('18 mm')],
  sizePriceFactors: [0.7, 0.8, 1, 1.2],
  brands: ['maderasur'],
  ...board,
  priceUsd: [14, 30],
  attributes: [
    attr(label.dimensions, ['122 x 244 cm']),
    attr(t('Resistencia a la humedad', 'Resistência à umidade'), [
      t('Apto para exterior protegido', 'Apto para área externa protegida'),
    ]),
    attr(label.use, [t('Muros, pisos y techos', 'Paredes, pisos e telhados')]),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [0.95, 1.8], height: [122, 122], width: [244, 244] },
  weightKg: [17, 35],
  services: ['cut-board'],
};

export const mdfBoard: ProductTypeSeed = {
  key: 'mdf-board',
  noun: t('Tablero MDF', 'Chapa de MDF'),
  qualifiers: [
    [t('crudo', 'cru'), t('melamínico blanco', 'melamínico branco'), t('enchapado en roble', 'folheado de carvalho')],
  ],
  sizes: [same('9 mm'), same('15 mm'), same('18 mm')],
  sizePriceFactors: [0.6, 0.85, 1],
  brands: ['maderasur'],
  ...board,
  priceUsd: [25, 55],
  attributes: [
    attr(label.dimensions, ['183 x 250 cm', '152 x 244 cm']),
    attr(t('Densidad', 'Densidade'), ['650 kg/m³', '720 kg/m³']),
    attr(t('Emisión de formaldehído', 'Emissão de formaldeído'), ['E1', 'E0']),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [0.9, 1.8], height: [152, 183], width: [244, 250] },
  weightKg: [22, 60],
  services: ['cut-board'],
};

export const pineLumber: ProductTypeSeed = {
  key: 'pine-lumber',
  noun: t('Pino dimensionado', 'Madeira de pinus'),
  qualifiers: [[t('en bruto', 'bruta'), t('cepillado', 'aparelhada')]],
  sizes: [same('1 x 4" x 3,2 m'), same('2 x 2" x 3,2 m'), same('2 x 4" x 3,2 m')],
  sizePriceFactors: [0.6, 0.6, 1],
  brands: ['maderasur'],
  saleUnit: 'UN',
  priceUsd: [3, 9],
  attributes: [
    attr(t('Tratamiento', 'Tratamento'), [t('Impregnado', 'Autoclavado'), t('Sin tratamiento', 'Sem tratamento')]),
    attr(t('Secado', 'Secagem'), [t('En horno', 'Em estufa')]),
    attr(label.use, [t('Estructuras y tabiques', 'Estruturas e divisórias')]),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [2, 5], height: [5, 10], width: [320, 320] },
  weightKg: [4, 10],
  shipping: 'bulky',
  services: ['cut-board'],
};
