import { attr, label, madeIn, no, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { fixture, vitreousChina } from './shared';

export const toilet: ProductTypeSeed = {
  key: 'toilet',
  noun: t('Inodoro', 'Vaso sanitário'),
  qualifiers: [
    [t('de una pieza', 'monobloco'), t('de dos piezas', 'com caixa acoplada')],
    [t('descarga dual', 'duplo acionamento'), t('descarga simple', 'acionamento simples')],
  ],
  brands: ['lozafin', 'aquabella'],
  saleUnit: 'UN',
  priceUsd: [80, 260],
  variants: 'COLOR',
  colors: ['white', 'bone-white'],
  attributes: [
    attr(t('Consumo máximo por descarga', 'Consumo máximo por descarga'), ['4,8 L', '6 L']),
    attr(label.material, [vitreousChina]),
    attr(t('Salida', 'Saída'), [t('Al piso', 'Pelo piso'), t('A la pared', 'Pela parede')]),
    attr(t('Asiento incluido', 'Assento incluso'), [yes, no]),
    attr(t('Distancia al muro', 'Distância da parede'), ['25 cm', '30 cm']),
    madeIn('chile', 'brazil', 'mexico', 'colombia', 'china'),
  ],
  dimensionsCm: { depth: [65, 75], height: [72, 82], width: [36, 42] },
  weightKg: [28, 45],
  shipping: 'bulky',
  services: ['install-toilet'],
};

export const toiletSeat: ProductTypeSeed = {
  key: 'toilet-seat',
  noun: t('Asiento para inodoro', 'Assento sanitário'),
  qualifiers: [[t('de cierre lento', 'com fechamento suave'), t('estándar', 'padrão')]],
  brands: ['lozafin', 'nordsan'],
  ...fixture,
  priceUsd: [12, 45],
  variants: 'COLOR',
  colors: ['white', 'bone-white', 'black'],
  attributes: [
    attr(label.material, [
      t('Polipropileno', 'Polipropileno'),
      t('MDF', 'MDF'),
      t('Resina termoestable', 'Resina termofixa'),
    ]),
    attr(t('Forma', 'Formato'), [t('Ovalada', 'Oval'), t('Redonda', 'Redondo')]),
    attr(t('Desmontable para limpieza', 'Removível para limpeza'), [yes, no]),
  ],
  dimensionsCm: { depth: [44, 48], height: [5, 8], width: [36, 38] },
  weightKg: [1.5, 3],
};

export const washbasin: ProductTypeSeed = {
  key: 'washbasin',
  noun: t('Lavamanos', 'Lavatório'),
  qualifiers: [[t('con pedestal', 'com coluna'), t('de sobreponer', 'de apoio'), t('de colgar', 'suspenso')]],
  brands: ['lozafin', 'aquabella'],
  ...fixture,
  priceUsd: [35, 160],
  variants: 'COLOR',
  colors: ['white', 'bone-white'],
  attributes: [
    attr(label.material, [vitreousChina, t('Porcelana', 'Porcelana')]),
    attr(label.dimensions, ['45 x 35 cm', '50 x 40 cm', '55 x 43 cm']),
    attr(t('Perforación para grifería', 'Furo para torneira'), [t('Una', 'Um'), t('Sin perforación', 'Sem furo')]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: { depth: [35, 45], height: [15, 85], width: [45, 56] },
  weightKg: [8, 22],
};
