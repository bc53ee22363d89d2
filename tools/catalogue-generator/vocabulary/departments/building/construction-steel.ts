import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const rebar: ProductTypeSeed = {
  key: 'rebar',
  noun: t('Barra de acero corrugada', 'Vergalhão'),
  qualifiers: [],
  sizes: [same('8 mm x 6 m'), same('10 mm x 6 m'), same('12 mm x 6 m')],
  sizePriceFactors: [0.45, 0.7, 1],
  brands: ['aceroval'],
  saleUnit: 'UN',
  priceUsd: [6, 10],
  attributes: [
    attr(t('Calidad del acero', 'Categoria do aço'), ['A630-420H', 'CA-50']),
    attr(t('Superficie', 'Superfície'), [t('Con resaltes', 'Nervurada')]),
    attr(label.use, [t('Concreto armado', 'Concreto armado')]),
    madeIn('chile', 'brazil', 'mexico', 'peru', 'turkey'),
  ],
  dimensionsCm: { depth: [1, 1.5], height: [1, 1.5], width: [600, 601] },
  weightKg: [2.4, 5.4],
  shipping: 'bulky',
};

export const wireMesh: ProductTypeSeed = {
  key: 'wire-mesh',
  noun: t('Malla electrosoldada', 'Tela soldada'),
  qualifiers: [[t('cuadro de 15 x 15 cm', 'malha 15 x 15 cm'), t('cuadro de 10 x 10 cm', 'malha 10 x 10 cm')]],
  sizes: [same('2,6 x 5 m')],
  brands: ['aceroval'],
  saleUnit: 'UN',
  priceUsd: [20, 45],
  attributes: [
    attr(t('Diámetro del alambre', 'Diâmetro do fio'), ['4,2 mm', '5 mm']),
    attr(label.use, [t('Losas y pisos de concreto', 'Lajes e pisos de concreto')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [1, 2], height: [260, 261], width: [500, 501] },
  weightKg: [20, 35],
  shipping: 'bulky',
};

export const steelProfile: ProductTypeSeed = {
  key: 'steel-profile',
  noun: t('Perfil de acero galvanizado', 'Perfil de aço galvanizado'),
  qualifiers: [[t('canal', 'U'), t('ángulo', 'cantoneira'), t('tubular cuadrado', 'tubo quadrado')]],
  sizes: [same('3 m'), same('6 m')],
  sizePriceFactors: [0.55, 1],
  brands: ['aceroval'],
  saleUnit: 'UN',
  priceUsd: [6, 30],
  attributes: [
    attr(label.thickness, ['0,85 mm', '1,5 mm', '2 mm']),
    attr(t('Sección', 'Seção'), ['20 x 20 mm', '30 x 30 mm', '40 x 40 mm']),
    attr(label.use, [t('Estructuras livianas y rejas', 'Estruturas leves e grades')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [2, 4], height: [2, 4], width: [300, 600] },
  weightKg: [2, 15],
  shipping: 'bulky',
};
