import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { chromeVanadium, grip, handTool, powerTool } from './shared';

export const hammer: ProductTypeSeed = {
  key: 'hammer',
  noun: t('Martillo', 'Martelo'),
  qualifiers: [[t('carpintero', 'de unha'), t('de bola', 'de bola'), t('de goma', 'de borracha')]],
  sizes: [same('16 oz'), same('20 oz')],
  sizePriceFactors: [0.85, 1],
  brands: ['forjax'],
  ...handTool,
  priceUsd: [8, 25],
  attributes: [
    attr(grip, [t('Fibra de vidrio', 'Fibra de vidro'), t('Madera', 'Madeira'), t('Acero', 'Aço')]),
    attr(t('Cabeza', 'Cabeça'), [t('Acero forjado', 'Aço forjado')]),
    attr(t('Empuñadura', 'Empunhadura'), [t('Antideslizante', 'Antiderrapante')]),
    madeIn('china', 'taiwan', 'brazil'),
  ],
  dimensionsCm: { depth: [3, 4], height: [30, 34], width: [12, 14] },
  weightKg: [0.5, 0.9],
};

export const screwdriverSet: ProductTypeSeed = {
  key: 'screwdriver-set',
  noun: t('Juego de destornilladores', 'Jogo de chaves de fenda'),
  qualifiers: [
    [t('6 piezas', '6 peças'), t('12 piezas', '12 peças')],
    [t('estándar', 'padrão'), t('aislados 1000 V', 'isoladas 1000 V')],
  ],
  brands: ['forjax'],
  ...handTool,
  saleUnit: 'JGO',
  priceUsd: [9, 30],
  attributes: [
    attr(t('Puntas', 'Pontas'), [
      t('Paleta y cruz', 'Fenda e Phillips'),
      t('Paleta, cruz y hexagonal', 'Fenda, Phillips e sextavada'),
    ]),
    chromeVanadium,
    attr(t('Punta imantada', 'Ponta imantada'), [yes]),
    madeIn('china', 'taiwan'),
  ],
  dimensionsCm: { depth: [4, 6], height: [25, 30], width: [15, 22] },
  weightKg: [0.4, 1],
};

export const adjustableWrench: ProductTypeSeed = {
  key: 'adjustable-wrench',
  noun: t('Llave ajustable', 'Chave inglesa'),
  qualifiers: [],
  sizes: [same('8"'), same('10"'), same('12"')],
  sizePriceFactors: [0.75, 1, 1.3],
  brands: ['forjax'],
  ...handTool,
  priceUsd: [7, 22],
  attributes: [
    chromeVanadium,
    attr(t('Escala', 'Escala'), [t('Milímetros y pulgadas', 'Milímetros e polegadas')]),
    attr(label.finish, [t('Cromado', 'Cromado'), t('Fosfatado negro', 'Fosfatizado preto')]),
    madeIn('china', 'taiwan'),
  ],
  dimensionsCm: { depth: [1.5, 2], height: [6, 8], width: [20, 31] },
  weightKg: [0.25, 0.6],
};

export const pliers: ProductTypeSeed = {
  key: 'pliers',
  noun: t('Alicate universal', 'Alicate universal'),
  qualifiers: [[t('estándar', 'padrão'), t('aislado 1000 V', 'isolado 1000 V')]],
  sizes: [same('7"'), same('8"')],
  sizePriceFactors: [0.9, 1],
  brands: ['forjax'],
  ...handTool,
  priceUsd: [6, 18],
  attributes: [
    chromeVanadium,
    attr(grip, [t('Bimaterial', 'Bimaterial'), t('PVC', 'PVC')]),
    attr(t('Corta alambre', 'Corta arame'), [yes]),
    madeIn('china', 'taiwan', 'brazil'),
  ],
  dimensionsCm: { depth: [1.5, 2], height: [5, 6], width: [18, 21] },
  weightKg: [0.25, 0.35],
};

export const socketSet: ProductTypeSeed = {
  key: 'socket-set',
  noun: t('Juego de dados', 'Jogo de soquetes'),
  qualifiers: [[t('24 piezas', '24 peças'), t('40 piezas', '40 peças'), t('94 piezas', '94 peças')]],
  brands: ['forjax', 'kronner'],
  ...handTool,
  saleUnit: 'JGO',
  priceUsd: [18, 90],
  attributes: [
    attr(t('Encastre', 'Encaixe'), ['1/4"', '3/8"', '1/2"']),
    chromeVanadium,
    attr(label.includes, [t('Llave de trinquete y maletín', 'Catraca e maleta')]),
    madeIn('china', 'taiwan'),
  ],
  dimensionsCm: { depth: [6, 8], height: [22, 30], width: [30, 45] },
  weightKg: [1.2, 5],
};

export const tapeMeasure: ProductTypeSeed = {
  key: 'tape-measure',
  noun: t('Cinta métrica', 'Trena'),
  qualifiers: [[t('con freno', 'com trava'), t('magnética', 'magnética')]],
  sizes: [same('3 m'), same('5 m'), same('8 m')],
  sizePriceFactors: [0.6, 1, 1.5],
  brands: ['nivelia', 'forjax'],
  ...handTool,
  priceUsd: [3, 15],
  attributes: [
    attr(t('Ancho de la cinta', 'Largura da fita'), ['16 mm', '19 mm', '25 mm']),
    attr(t('Carcasa', 'Carcaça'), [t('ABS con goma', 'ABS emborrachado')]),
    attr(t('Escala', 'Escala'), [t('Métrica', 'Métrica'), t('Métrica y pulgadas', 'Métrica e polegadas')]),
  ],
  dimensionsCm: { depth: [4, 5], height: [6, 9], width: [6, 9] },
  weightKg: [0.15, 0.45],
};

export const spiritLevel: ProductTypeSeed = {
  key: 'spirit-level',
  noun: t('Nivel de burbuja', 'Nível de bolha'),
  qualifiers: [[t('de aluminio', 'de alumínio'), t('magnético', 'magnético')]],
  sizes: [same('30 cm'), same('60 cm'), same('120 cm')],
  sizePriceFactors: [0.5, 1, 1.8],
  brands: ['nivelia'],
  ...handTool,
  priceUsd: [5, 30],
  attributes: [
    attr(t('Burbujas', 'Bolhas'), ['2', '3']),
    attr(t('Precisión', 'Precisão'), ['0,5 mm/m', '1 mm/m']),
    attr(t('Perfil', 'Perfil'), [t('Rectangular', 'Retangular'), t('Tipo I', 'Tipo I')]),
  ],
  dimensionsCm: { depth: [2.5, 3], height: [5, 6], width: [30, 121] },
  weightKg: [0.2, 1.2],
};

export const laserLevel: ProductTypeSeed = {
  key: 'laser-level',
  noun: t('Nivel láser', 'Nível a laser'),
  qualifiers: [
    [t('de líneas cruzadas', 'de linhas cruzadas'), t('de 3 líneas 360°', 'de 3 linhas 360°')],
    [t('rayo rojo', 'feixe vermelho'), t('rayo verde', 'feixe verde')],
  ],
  brands: ['nivelia'],
  ...powerTool,
  priceUsd: [45, 200],
  attributes: [
    attr(t('Alcance', 'Alcance'), ['15 m', '20 m', '30 m']),
    attr(t('Precisión', 'Precisão'), ['±0,3 mm/m', '±0,5 mm/m']),
    attr(t('Autonivelante', 'Autonivelante'), [yes]),
    attr(label.includes, [t('Trípode y estuche', 'Tripé e estojo'), t('Estuche', 'Estojo')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [12, 16], height: [14, 20], width: [20, 30] },
  weightKg: [0.5, 1.5],
};
