import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item } from './shared';

export const doorLock: ProductTypeSeed = {
  key: 'door-lock',
  noun: t('Cerradura', 'Fechadura'),
  qualifiers: [
    [t('de embutir', 'de embutir'), t('de sobreponer', 'de sobrepor')],
    [t('para puerta exterior', 'para porta externa'), t('para puerta interior', 'para porta interna')],
  ],
  brands: ['cerrojal'],
  ...item,
  priceUsd: [15, 60],
  variants: 'COLOR',
  colors: ['silver', 'gold', 'black'],
  attributes: [
    attr(t('Llaves incluidas', 'Chaves inclusas'), ['3', '5']),
    attr(t('Distancia de entrada', 'Distância de broca'), ['60 mm', '70 mm']),
    attr(label.material, [t('Acero', 'Aço'), t('Zamak', 'Zamac')]),
    attr(t('Cilindro', 'Cilindro'), [t('De latón', 'De latão')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [5, 8], height: [15, 22], width: [12, 18] },
  weightKg: [0.5, 1.5],
  services: ['install-lock'],
};

export const digitalLock: ProductTypeSeed = {
  key: 'digital-lock',
  noun: t('Cerradura digital', 'Fechadura digital'),
  qualifiers: [
    [t('biométrica', 'biométrica'), t('con clave y tarjeta', 'com senha e cartão')],
    [t('Wi-Fi', 'Wi-Fi'), t('sin conexión', 'sem conexão')],
  ],
  brands: ['cerrojal'],
  ...item,
  priceUsd: [90, 300],
  variants: 'COLOR',
  colors: ['black', 'silver'],
  attributes: [
    attr(t('Usuarios', 'Usuários'), ['100', '300']),
    attr(t('Alimentación', 'Alimentação'), [t('4 pilas AA', '4 pilhas AA')]),
    attr(t('Llave de emergencia', 'Chave de emergência'), [yes]),
    attr(t('Alarma antimanipulación', 'Alarme antiviolação'), [yes]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [8, 12], height: [30, 40], width: [15, 20] },
  weightKg: [1.5, 3],
  services: ['install-lock'],
  warranty: true,
};

export const padlock: ProductTypeSeed = {
  key: 'padlock',
  noun: t('Candado', 'Cadeado'),
  qualifiers: [
    [t('de latón', 'de latão'), t('de acero laminado', 'de aço laminado'), t('de combinación', 'com segredo')],
  ],
  sizes: [same('30 mm'), same('40 mm'), same('50 mm')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['cerrojal'],
  ...item,
  priceUsd: [4, 25],
  attributes: [
    attr(t('Arco', 'Haste'), [t('Acero endurecido', 'Aço temperado')]),
    attr(t('Llaves', 'Chaves'), ['2', '3']),
    attr(t('Apto para exterior', 'Uso externo'), [yes, no]),
  ],
  dimensionsCm: { depth: [2, 4], height: [8, 14], width: [5, 9] },
  weightKg: [0.1, 0.6],
};

export const safe: ProductTypeSeed = {
  key: 'safe',
  noun: t('Caja fuerte', 'Cofre'),
  qualifiers: [[t('digital', 'digital'), t('con llave', 'com chave')]],
  sizes: [same('16 L'), same('25 L'), same('40 L')],
  sizePriceFactors: [0.65, 0.85, 1],
  brands: ['cerrojal'],
  saleUnit: 'UN',
  priceUsd: [60, 250],
  attributes: [
    attr(t('Espesor de la puerta', 'Espessura da porta'), ['3 mm', '5 mm']),
    attr(t('Pernos de cierre', 'Pinos de travamento'), ['2', '3']),
    attr(t('Anclaje', 'Fixação'), [t('Al piso o al muro', 'No piso ou na parede')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [25, 40], height: [20, 45], width: [30, 45] },
  weightKg: [8, 25],
  shipping: 'bulky',
};
