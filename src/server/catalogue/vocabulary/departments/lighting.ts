import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const lamp = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
const installed = { ...lamp, services: ['install-lighting'] } satisfies Partial<ProductTypeSeed>;
const e27 = attr(t('Casquillo', 'Soquete'), ['E27']);
const universalVoltage = attr(label.voltage, ['100-240 V']);
const warm = t('luz cálida', 'luz quente');
const cool = t('luz fría', 'luz fria');
const neutral = t('luz neutra', 'luz neutra');
const motionSensor = [t('con sensor de movimiento', 'com sensor de presença'), t('sin sensor', 'sem sensor')];

const ledBulb: ProductTypeSeed = {
  key: 'led-bulb',
  noun: t('Bombilla LED', 'Lâmpada LED'),
  qualifiers: [
    [same('9 W'), same('12 W'), same('15 W')],
    [warm, cool, neutral],
  ],
  brands: ['lumenta'],
  ...lamp,
  priceUsd: [1.5, 6],
  attributes: [
    e27,
    attr(label.lifetime, ['15000 h', '25000 h']),
    attr(t('Ángulo de apertura', 'Ângulo de abertura'), ['180°', '220°']),
    universalVoltage,
    attr(t('Regulable', 'Dimerizável'), [yes, no]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [6, 7], height: [11, 13], width: [6, 7] },
  weightKg: [0.04, 0.08],
};

const ledBulbPack: ProductTypeSeed = {
  key: 'led-bulb-pack',
  noun: t('Pack de bombillas LED', 'Kit de lâmpadas LED'),
  qualifiers: [
    [t('de 3 unidades', 'com 3 unidades'), t('de 6 unidades', 'com 6 unidades')],
    [same('9 W'), same('12 W')],
    [warm, cool],
  ],
  brands: ['lumenta'],
  ...lamp,
  saleUnit: 'PACK',
  priceUsd: [4, 15],
  attributes: [e27, attr(label.lifetime, ['15000 h']), universalVoltage, madeIn('china')],
  dimensionsCm: { depth: [6, 13], height: [11, 13], width: [18, 38] },
  weightKg: [0.15, 0.45],
};

const ledTube: ProductTypeSeed = {
  key: 'led-tube',
  noun: t('Tubo LED T8', 'Lâmpada tubular LED T8'),
  qualifiers: [[cool, neutral]],
  sizes: [same('60 cm'), same('120 cm')],
  sizePriceFactors: [0.7, 1],
  brands: ['lumenta'],
  ...lamp,
  priceUsd: [3, 9],
  attributes: [
    attr(label.lifetime, ['25000 h', '30000 h']),
    attr(label.connection, [t('Por un extremo', 'Por um lado'), t('Por ambos extremos', 'Pelos dois lados')]),
    attr(t('Material del tubo', 'Material do tubo'), [t('Vidrio', 'Vidro'), t('Policarbonato', 'Policarbonato')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [3, 4], height: [3, 4], width: [60, 121] },
  weightKg: [0.1, 0.3],
};

const ledPanel: ProductTypeSeed = {
  key: 'led-panel',
  noun: t('Panel LED', 'Painel LED'),
  qualifiers: [
    [t('embutido', 'de embutir'), t('sobrepuesto', 'de sobrepor')],
    [t('cuadrado', 'quadrado'), t('redondo', 'redondo')],
  ],
  sizes: [same('12 W'), same('18 W'), same('24 W')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['lumenta', 'focolux'],
  ...installed,
  priceUsd: [6, 25],
  attributes: [
    attr(label.colorTemperature, ['3000 K', '4000 K', '6500 K']),
    attr(label.lifetime, ['25000 h']),
    attr(t('Driver incluido', 'Driver incluso'), [yes]),
    universalVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [17, 30], height: [3, 5], width: [17, 30] },
  weightKg: [0.3, 0.9],
};

const pendantLamp: ProductTypeSeed = {
  key: 'pendant-lamp',
  noun: t('Lámpara colgante', 'Pendente'),
  qualifiers: [
    [t('nórdica', 'estilo nórdico'), t('industrial', 'estilo industrial')],
    [t('de 1 luz', 'de 1 lâmpada'), t('de 3 luces', 'de 3 lâmpadas')],
  ],
  brands: ['lucenza'],
  ...installed,
  priceUsd: [25, 110],
  variants: 'COLOR',
  colors: ['black', 'white', 'gold', 'copper'],
  attributes: [
    attr(label.material, [t('Metal', 'Metal'), t('Vidrio y metal', 'Vidro e metal')]),
    e27,
    attr(label.cableLength, ['1 m', '1,5 m']),
    attr(t('Bombilla incluida', 'Lâmpada inclusa'), [no]),
    attr(t('Potencia máxima por luz', 'Potência máxima por lâmpada'), ['40 W', '60 W']),
  ],
  dimensionsCm: { depth: [25, 40], height: [20, 35], width: [25, 70] },
  weightKg: [0.8, 3],
};

const ceilingLight: ProductTypeSeed = {
  key: 'ceiling-light',
  noun: t('Plafón LED', 'Plafon LED'),
  qualifiers: [
    [t('redondo', 'redondo'), t('cuadrado', 'quadrado')],
    [t('con control remoto', 'com controle remoto'), t('estándar', 'padrão')],
  ],
  sizes: [same('24 W'), same('36 W')],
  sizePriceFactors: [0.8, 1],
  brands: ['lucenza', 'lumenta'],
  ...installed,
  priceUsd: [15, 60],
  attributes: [
    attr(label.colorTemperature, [t('Regulable de 3000 a 6500 K', 'Ajustável de 3000 a 6500 K'), '4000 K']),
    attr(label.dimensions, ['30 cm', '40 cm']),
    attr(label.lifetime, ['25000 h']),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [32, 42], height: [8, 12], width: [32, 42] },
  weightKg: [0.8, 2],
};

const floorLamp: ProductTypeSeed = {
  key: 'floor-lamp',
  noun: t('Lámpara de pie', 'Luminária de chão'),
  qualifiers: [[t('de arco', 'em arco'), t('trípode', 'tripé'), t('con repisa', 'com prateleira')]],
  brands: ['lucenza', 'casaviva'],
  ...lamp,
  priceUsd: [40, 160],
  variants: 'COLOR',
  colors: ['black', 'white', 'gold'],
  attributes: [
    attr(t('Altura', 'Altura'), ['150 cm', '165 cm', '180 cm']),
    e27,
    attr(t('Interruptor', 'Interruptor'), [t('De pie', 'De pé'), t('En el cable', 'No fio')]),
    attr(t('Pantalla', 'Cúpula'), [t('Tela', 'Tecido'), t('Metal', 'Metal')]),
  ],
  dimensionsCm: { depth: [20, 30], height: [20, 30], width: [60, 100] },
  weightKg: [3, 9],
};

const tableLamp: ProductTypeSeed = {
  key: 'table-lamp',
  noun: t('Lámpara de mesa', 'Abajur'),
  qualifiers: [[t('con pantalla de tela', 'com cúpula de tecido'), t('de cerámica', 'de cerâmica')]],
  brands: ['lucenza', 'casaviva'],
  ...lamp,
  priceUsd: [15, 60],
  variants: 'COLOR',
  colors: ['white', 'beige', 'grey', 'black'],
  attributes: [
    attr(t('Altura', 'Altura'), ['35 cm', '45 cm', '55 cm']),
    e27,
    attr(t('Bombilla incluida', 'Lâmpada inclusa'), [yes, no]),
    attr(t('Interruptor en el cable', 'Interruptor no fio'), [yes]),
  ],
  dimensionsCm: { depth: [22, 35], height: [38, 58], width: [22, 35] },
  weightKg: [0.8, 2.5],
};

const trackSpot: ProductTypeSeed = {
  key: 'track-spot',
  noun: t('Foco para riel', 'Spot para trilho'),
  qualifiers: [[same('10 W'), same('20 W'), same('30 W')]],
  brands: ['focolux'],
  ...installed,
  priceUsd: [10, 35],
  variants: 'COLOR',
  colors: ['black', 'white'],
  attributes: [
    attr(t('Ángulo de apertura', 'Ângulo de abertura'), ['24°', '36°']),
    attr(label.colorTemperature, ['3000 K', '4000 K']),
    attr(t('Orientable', 'Orientável'), [yes]),
    attr(t('Tipo de riel', 'Tipo de trilho'), [t('Monofásico', 'Monofásico')]),
  ],
  dimensionsCm: { depth: [8, 10], height: [15, 20], width: [8, 10] },
  weightKg: [0.3, 0.6],
};

const outdoorWallLight: ProductTypeSeed = {
  key: 'outdoor-wall-light',
  noun: t('Aplique de muro exterior', 'Arandela externa'),
  qualifiers: [motionSensor],
  brands: ['focolux'],
  ...installed,
  priceUsd: [12, 55],
  variants: 'COLOR',
  colors: ['black', 'graphite', 'white'],
  attributes: [
    attr(label.protection, ['IP44', 'IP54', 'IP65']),
    attr(t('Fuente de luz', 'Fonte de luz'), [t('Casquillo E27', 'Soquete E27'), t('LED integrado', 'LED integrado')]),
    attr(label.material, [t('Aluminio', 'Alumínio'), t('Acero inoxidable', 'Aço inox')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [10, 15], height: [15, 30], width: [10, 20] },
  weightKg: [0.4, 1.5],
};

const ledFloodlight: ProductTypeSeed = {
  key: 'led-floodlight',
  noun: t('Proyector LED', 'Refletor LED'),
  qualifiers: [[same('30 W'), same('50 W'), same('100 W')], motionSensor],
  brands: ['focolux', 'lumenta'],
  ...lamp,
  priceUsd: [10, 60],
  attributes: [
    attr(label.protection, ['IP65', 'IP66']),
    attr(label.colorTemperature, ['4000 K', '6500 K']),
    attr(label.material, [t('Aluminio', 'Alumínio')]),
    attr(label.lifetime, ['30000 h']),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [5, 8], height: [15, 25], width: [15, 30] },
  weightKg: [0.5, 1.8],
};

const solarStake: ProductTypeSeed = {
  key: 'solar-stake',
  noun: t('Estaca solar LED', 'Espeto solar LED'),
  qualifiers: [[t('pack de 4 unidades', 'kit com 4 unidades'), t('pack de 6 unidades', 'kit com 6 unidades')]],
  brands: ['solvanta'],
  ...lamp,
  saleUnit: 'PACK',
  priceUsd: [10, 35],
  attributes: [
    attr(t('Autonomía', 'Autonomia'), ['6 h', '8 h', '10 h']),
    attr(t('Encendido', 'Acendimento'), [t('Automático al anochecer', 'Automático ao anoitecer')]),
    attr(label.protection, ['IP44', 'IP65']),
    attr(label.battery, [t('Recargable Ni-MH', 'Recarregável Ni-MH')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [10, 15], height: [35, 45], width: [20, 30] },
  weightKg: [0.5, 1.2],
};

const stringLights: ProductTypeSeed = {
  key: 'string-lights',
  noun: t('Guirnalda de luces LED', 'Cordão de luzes LED'),
  qualifiers: [
    [t('solar', 'solar'), t('de enchufe', 'de tomada')],
    [warm, t('multicolor', 'colorida')],
  ],
  sizes: [same('5 m'), same('10 m'), same('15 m')],
  sizePriceFactors: [0.6, 1, 1.4],
  brands: ['solvanta', 'lucenza'],
  ...lamp,
  priceUsd: [8, 35],
  attributes: [
    attr(label.protection, ['IP44']),
    attr(t('Modos de luz', 'Modos de iluminação'), ['1', '8']),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
  ],
  dimensionsCm: { depth: [10, 15], height: [5, 10], width: [15, 20] },
  weightKg: [0.3, 1],
};

const smartBulb: ProductTypeSeed = {
  key: 'smart-bulb',
  noun: t('Bombilla LED inteligente Wi-Fi', 'Lâmpada LED inteligente Wi-Fi'),
  qualifiers: [
    [same('9 W'), same('12 W')],
    [t('RGB y blanco', 'RGB e branco'), t('blanco regulable', 'branco ajustável')],
  ],
  brands: ['nexalum'],
  ...lamp,
  priceUsd: [8, 20],
  attributes: [
    e27,
    attr(t('Compatible con', 'Compatível com'), [t('Asistentes de voz', 'Assistentes de voz')]),
    attr(t('Requiere hub', 'Requer hub'), [no]),
    attr(t('Conectividad', 'Conectividade'), ['Wi-Fi 2,4 GHz']),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [6, 7], height: [11, 13], width: [6, 7] },
  weightKg: [0.05, 0.1],
};

const ledStrip: ProductTypeSeed = {
  key: 'led-strip',
  noun: t('Tira LED', 'Fita LED'),
  qualifiers: [
    [t('RGB con control remoto', 'RGB com controle remoto'), warm, t('inteligente Wi-Fi', 'inteligente Wi-Fi')],
  ],
  sizes: [same('2 m'), same('5 m'), same('10 m')],
  sizePriceFactors: [0.5, 1, 1.7],
  brands: ['nexalum', 'lumenta'],
  ...lamp,
  priceUsd: [10, 40],
  attributes: [
    attr(t('LED por metro', 'LEDs por metro'), ['30', '60']),
    attr(label.protection, ['IP20', 'IP65']),
    attr(t('Autoadhesiva', 'Autoadesiva'), [yes]),
    attr(t('Fuente de poder incluida', 'Fonte inclusa'), [yes]),
    attr(label.voltage, ['12 V', '24 V']),
  ],
  dimensionsCm: { depth: [10, 15], height: [3, 5], width: [10, 15] },
  weightKg: [0.2, 0.6],
};

export const lighting: DepartmentSeed = {
  key: 'lighting',
  name: t('Iluminación', 'Iluminação'),
  children: [
    {
      key: 'bulbs-tubes',
      name: t('Bombillas y tubos LED', 'Lâmpadas'),
      children: [
        { key: 'led-bulbs', name: t('Bombillas LED', 'Lâmpadas LED'), types: [ledBulb, ledBulbPack] },
        {
          key: 'led-tubes-panels',
          name: t('Tubos y paneles LED', 'Tubulares e painéis LED'),
          types: [ledTube, ledPanel],
        },
      ],
    },
    {
      key: 'indoor-lighting',
      name: t('Iluminación interior', 'Iluminação interna'),
      children: [
        {
          key: 'ceiling-lamps',
          name: t('Lámparas de techo', 'Luminárias de teto'),
          types: [pendantLamp, ceilingLight],
        },
        {
          key: 'floor-table-lamps',
          name: t('Lámparas de pie y de mesa', 'Luminárias de chão e abajures'),
          types: [floorLamp, tableLamp],
        },
        { key: 'track-lighting', name: t('Focos y rieles', 'Spots e trilhos'), types: [trackSpot] },
      ],
    },
    {
      key: 'outdoor-lighting',
      name: t('Iluminación exterior', 'Iluminação externa'),
      children: [
        {
          key: 'outdoor-lights',
          name: t('Apliques y proyectores', 'Arandelas e refletores'),
          types: [outdoorWallLight, ledFloodlight],
        },
        {
          key: 'solar-lights',
          name: t('Luces solares y guirnaldas', 'Luzes solares e cordões de luz'),
          types: [solarStake, stringLights],
        },
      ],
    },
    {
      key: 'smart-lighting',
      name: t('Iluminación inteligente', 'Iluminação inteligente'),
      children: [
        { key: 'smart-bulbs', name: t('Bombillas inteligentes', 'Lâmpadas inteligentes'), types: [smartBulb] },
        { key: 'led-strips', name: t('Tiras LED', 'Fitas LED'), types: [ledStrip] },
      ],
    },
  ],
};
