import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { grip, item, woodOrFibreglass } from './shared';

export const lawnMower: ProductTypeSeed = {
  key: 'lawn-mower',
  noun: t('Cortadora de pasto', 'Cortador de grama'),
  qualifiers: [
    [
      t('eléctrica de 1400 W', 'elétrico de 1400 W'),
      t('a gasolina de 139 cc', 'a gasolina de 139 cc'),
      t('a batería de 40 V', 'a bateria de 40 V'),
    ],
  ],
  sizes: [same('32 cm'), same('42 cm'), same('46 cm')],
  sizePriceFactors: [0.7, 1, 1.3],
  brands: ['trabex', 'jardinex'],
  saleUnit: 'UN',
  priceUsd: [120, 450],
  attributes: [
    attr(t('Alturas de corte', 'Alturas de corte'), [t('5 posiciones', '5 posições'), t('7 posiciones', '7 posições')]),
    attr(t('Recolector', 'Recolhedor'), ['35 L', '50 L']),
    attr(t('Función mulching', 'Função mulching'), [yes, no]),
    attr(t('Chasis', 'Chassi'), [t('Acero', 'Aço'), t('Polipropileno', 'Polipropileno')]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [45, 65], height: [35, 50], width: [55, 85] },
  weightKg: [10, 32],
  shipping: 'bulky',
  warranty: true,
};

export const stringTrimmer: ProductTypeSeed = {
  key: 'string-trimmer',
  noun: t('Desbrozadora', 'Roçadeira'),
  qualifiers: [
    [
      t('eléctrica de 1000 W', 'elétrica de 1000 W'),
      t('a gasolina de 43 cc', 'a gasolina de 43 cc'),
      t('a gasolina de 52 cc', 'a gasolina de 52 cc'),
    ],
  ],
  brands: ['trabex', 'jardinex'],
  saleUnit: 'UN',
  priceUsd: [45, 260],
  attributes: [
    attr(t('Sistema de corte', 'Sistema de corte'), [
      t('Cabezal de nylon', 'Carretel de nylon'),
      t('Cabezal de nylon y cuchilla', 'Carretel de nylon e lâmina'),
    ]),
    attr(t('Ancho de corte', 'Largura de corte'), ['35 cm', '42 cm']),
    attr(t('Eje', 'Haste'), [t('Recto', 'Reta'), t('Desmontable', 'Desmontável')]),
    attr(t('Arnés incluido', 'Cinto de sustentação incluso'), [yes, no]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [20, 30], height: [25, 35], width: [90, 160] },
  weightKg: [4, 10],
  shipping: 'bulky',
  warranty: true,
};

export const pruningShears: ProductTypeSeed = {
  key: 'pruning-shears',
  noun: t('Tijera de podar', 'Tesoura de poda'),
  qualifiers: [
    [t('de una mano', 'de uma mão'), t('de dos manos', 'de duas mãos')],
    [t('de corte bypass', 'bypass'), t('de yunque', 'bigorna')],
  ],
  brands: ['jardinex'],
  ...item,
  priceUsd: [8, 40],
  attributes: [
    attr(t('Capacidad de corte', 'Capacidade de corte'), ['20 mm', '25 mm', '45 mm']),
    attr(t('Hoja', 'Lâmina'), [
      t('Acero al carbono', 'Aço carbono'),
      t('Acero con recubrimiento antiadherente', 'Aço com revestimento antiaderente'),
    ]),
    attr(grip, [t('Aluminio', 'Alumínio'), t('Fibra de vidrio', 'Fibra de vidro')]),
    madeIn('taiwan', 'china', 'brazil'),
  ],
  dimensionsCm: { depth: [2, 4], height: [6, 12], width: [20, 75] },
  weightKg: [0.25, 1.5],
};

export const shovel: ProductTypeSeed = {
  key: 'shovel',
  noun: t('Pala', 'Pá'),
  qualifiers: [[t('de punta redonda', 'de bico'), t('cuadrada', 'quadrada')]],
  brands: ['jardinex', 'forjax'],
  ...item,
  priceUsd: [10, 30],
  attributes: [
    attr(grip, woodOrFibreglass),
    attr(t('Largo total', 'Comprimento total'), ['1,2 m', '1,4 m']),
    attr(label.material, [t('Acero templado', 'Aço temperado')]),
  ],
  dimensionsCm: { depth: [6, 8], height: [22, 28], width: [110, 145] },
  weightKg: [1.6, 2.5],
};

export const rake: ProductTypeSeed = {
  key: 'rake',
  noun: t('Rastrillo', 'Ancinho'),
  qualifiers: [[t('para hojas', 'para folhas'), t('de dientes rectos', 'de dentes retos')]],
  brands: ['jardinex'],
  ...item,
  priceUsd: [6, 20],
  attributes: [
    attr(t('Dientes', 'Dentes'), ['14', '22']),
    attr(grip, woodOrFibreglass),
    attr(label.material, [t('Acero', 'Aço'), t('Plástico', 'Plástico')]),
  ],
  dimensionsCm: { depth: [5, 10], height: [30, 50], width: [120, 150] },
  weightKg: [0.6, 1.5],
};
