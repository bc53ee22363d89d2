import { palettes } from '../../colors';
import { attr, label, madeIn, no, same, t, warrantyOf, years, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { bathMetals, fixture } from './shared';

export const basinMixer: ProductTypeSeed = {
  key: 'basin-mixer',
  noun: t('Monomando para lavamanos', 'Misturador monocomando para lavatório'),
  qualifiers: [[t('de caño bajo', 'de bica baixa'), t('de caño alto', 'de bica alta')]],
  brands: ['grifomar', 'aquabella'],
  ...fixture,
  priceUsd: [35, 120],
  variants: 'COLOR',
  colors: palettes.metals,
  attributes: [
    attr(label.material, [t('Latón', 'Latão'), t('Zamak', 'Zamac')]),
    attr(t('Cartucho', 'Cartucho'), [
      t('Cerámico de 35 mm', 'Cerâmico de 35 mm'),
      t('Cerámico de 40 mm', 'Cerâmico de 40 mm'),
    ]),
    attr(t('Presión mínima', 'Pressão mínima'), ['0,5 bar', '1 bar']),
    attr(t('Flexibles incluidos', 'Flexíveis inclusos'), [yes]),
    warrantyOf(years(5), years(10)),
    madeIn('china', 'brazil', 'spain'),
  ],
  dimensionsCm: { depth: [15, 22], height: [8, 12], width: [25, 38] },
  weightKg: [0.9, 2],
  services: ['install-faucet'],
};

export const showerSet: ProductTypeSeed = {
  key: 'shower-set',
  noun: t('Set de ducha', 'Conjunto de chuveiro'),
  qualifiers: [
    [t('con barra deslizante', 'com barra deslizante'), t('con columna y lluvia', 'com coluna e chuveiro de teto')],
  ],
  brands: ['hidrolux', 'grifomar'],
  ...fixture,
  priceUsd: [40, 180],
  variants: 'COLOR',
  colors: bathMetals,
  attributes: [
    attr(t('Funciones de la ducha de mano', 'Jatos da ducha manual'), ['1', '3', '5']),
    attr(t('Largo de la manguera', 'Comprimento da mangueira'), ['1,5 m', '1,75 m']),
    attr(t('Ahorro de agua', 'Economia de água'), [yes, no]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [8, 12], height: [12, 20], width: [70, 110] },
  weightKg: [1.2, 4],
  services: ['install-faucet'],
};

export const electricShower: ProductTypeSeed = {
  key: 'electric-shower',
  noun: t('Ducha eléctrica', 'Chuveiro elétrico'),
  qualifiers: [
    [same('5500 W'), same('7500 W')],
    [t('de 4 temperaturas', 'de 4 temperaturas'), t('multitemperatura', 'multitemperaturas')],
  ],
  brands: ['hidrolux'],
  ...fixture,
  priceUsd: [15, 60],
  attributes: [
    attr(label.voltage, ['127 V', '220 V']),
    attr(t('Sección de cable recomendada', 'Bitola de fio recomendada'), ['4 mm²', '6 mm²', '10 mm²']),
    attr(t('Presión mínima', 'Pressão mínima'), ['1 m.c.a.', '2 m.c.a.']),
    madeIn('brazil', 'peru'),
  ],
  dimensionsCm: { depth: [12, 16], height: [25, 32], width: [15, 20] },
  weightKg: [0.6, 1.2],
};

export const showerScreen: ProductTypeSeed = {
  key: 'shower-screen',
  noun: t('Mampara de ducha', 'Box para banheiro'),
  qualifiers: [
    [t('corredera', 'de correr'), t('abatible', 'de abrir')],
    [
      t('de vidrio templado transparente', 'de vidro temperado incolor'),
      t('de vidrio templado esmerilado', 'de vidro temperado jateado'),
    ],
  ],
  sizes: [same('80 x 190 cm'), same('120 x 190 cm'), same('140 x 190 cm')],
  sizePriceFactors: [0.7, 1, 1.15],
  brands: ['vidralia'],
  saleUnit: 'UN',
  priceUsd: [150, 420],
  attributes: [
    attr(label.thickness, ['6 mm', '8 mm']),
    attr(t('Perfiles', 'Perfis'), [t('Aluminio natural', 'Alumínio natural'), t('Aluminio negro', 'Alumínio preto')]),
    attr(t('Tratamiento antisarro', 'Tratamento antical'), [yes, no]),
    attr(label.installation, [t('Sobre receptáculo o piso', 'Sobre base ou piso')]),
  ],
  dimensionsCm: { depth: [8, 15], height: [195, 200], width: [85, 145] },
  weightKg: [25, 60],
  shipping: 'bulky',
  services: ['install-shower-screen'],
};

export const showerCurtain: ProductTypeSeed = {
  key: 'shower-curtain',
  noun: t('Cortina de baño', 'Cortina para box'),
  qualifiers: [[t('lisa', 'lisa'), t('estampada', 'estampada')]],
  sizes: [same('180 x 180 cm'), same('180 x 200 cm')],
  brands: ['nordsan', 'telaval'],
  ...fixture,
  priceUsd: [6, 25],
  variants: 'COLOR',
  colors: ['white', 'grey', 'navy', 'beige', 'sky-blue'],
  attributes: [
    attr(label.material, [t('Poliéster', 'Poliéster'), t('PEVA', 'PEVA')]),
    attr(t('Impermeable', 'Impermeável'), [yes]),
    attr(t('Ganchos incluidos', 'Ganchos inclusos'), [yes, no]),
    attr(t('Lavable en lavadora', 'Lavável na máquina'), [yes]),
  ],
  dimensionsCm: { depth: [3, 5], height: [25, 30], width: [20, 25] },
  weightKg: [0.4, 0.8],
};
