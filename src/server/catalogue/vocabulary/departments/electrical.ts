import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
const wallBox = { depth: [3, 5], height: [10, 12], width: [6, 8] } satisfies ProductTypeSeed['dimensionsCm'];
const ratedCurrent = t('Corriente nominal', 'Corrente nominal');
const maxCurrent = t('Corriente máxima', 'Corrente máxima');
const dinRail = attr(t('Montaje', 'Montagem'), [t('Riel DIN', 'Trilho DIN')]);
const wifi = attr(t('Conectividad', 'Conectividade'), ['Wi-Fi 2,4 GHz']);

const wire: ProductTypeSeed = {
  key: 'electric-wire',
  noun: t('Cable eléctrico flexible', 'Cabo flexível'),
  qualifiers: [[same('1,5 mm²'), same('2,5 mm²'), same('4 mm²')]],
  sizes: [same('50 m'), same('100 m')],
  sizePriceFactors: [0.55, 1],
  brands: ['conductel'],
  saleUnit: 'ROLLO',
  priceUsd: [25, 90],
  variants: 'COLOR',
  colors: ['red', 'black', 'blue', 'white', 'green', 'yellow'],
  attributes: [
    attr(t('Conductor', 'Condutor'), [t('Cobre electrolítico', 'Cobre eletrolítico')]),
    attr(t('Aislamiento', 'Isolação'), [t('PVC 750 V', 'PVC 750 V')]),
    attr(t('Temperatura máxima', 'Temperatura máxima'), ['70 °C']),
    attr(t('Norma', 'Norma'), ['IEC 60227', 'NBR NM 247-3']),
    madeIn('chile', 'brazil', 'peru', 'mexico', 'colombia'),
  ],
  dimensionsCm: { depth: [25, 30], height: [8, 12], width: [25, 30] },
  weightKg: [2, 10],
  shipping: 'home',
};

const extensionCord: ProductTypeSeed = {
  key: 'extension-cord',
  noun: t('Extensión eléctrica', 'Extensão elétrica'),
  qualifiers: [
    [t('de 3 salidas', 'com 3 tomadas'), t('de 6 salidas', 'com 6 tomadas')],
    [t('con interruptor', 'com interruptor'), t('con protección contra sobretensión', 'com proteção contra surtos')],
  ],
  sizes: [same('3 m'), same('5 m'), same('10 m')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['enchufex', 'conductel'],
  ...item,
  priceUsd: [4, 18],
  variants: 'COLOR',
  colors: ['white', 'black'],
  attributes: [
    attr(maxCurrent, ['10 A', '16 A']),
    attr(label.voltage, ['127 V', '220 V']),
    attr(t('Sección del cable', 'Bitola do cabo'), ['3 x 1 mm²', '3 x 1,5 mm²']),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [6, 10], height: [12, 18], width: [20, 30] },
  weightKg: [0.3, 1.2],
};

const conduit: ProductTypeSeed = {
  key: 'conduit',
  noun: t('Tubo conduit de PVC rígido', 'Eletroduto rígido de PVC'),
  qualifiers: [],
  sizes: [same('16 mm x 3 m'), same('20 mm x 3 m'), same('25 mm x 3 m')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['conductel', 'tubosur'],
  saleUnit: 'UN',
  priceUsd: [1, 3],
  attributes: [
    attr(t('Color', 'Cor'), [t('Gris', 'Cinza'), t('Blanco', 'Branco')]),
    attr(label.installation, [t('Embutida o a la vista', 'Embutida ou aparente')]),
    attr(t('Autoextinguible', 'Antichama'), [yes]),
  ],
  dimensionsCm: { depth: [1.6, 2.5], height: [1.6, 2.5], width: [300, 301] },
  weightKg: [0.3, 0.8],
  shipping: 'bulky',
};

const cableDuct: ProductTypeSeed = {
  key: 'cable-duct',
  noun: t('Canaleta plástica', 'Canaleta de PVC'),
  qualifiers: [[t('con adhesivo', 'com adesivo'), t('sin adhesivo', 'sem adesivo')]],
  sizes: [same('20 x 10 mm'), same('32 x 12 mm')],
  sizePriceFactors: [0.7, 1],
  brands: ['conductel'],
  ...item,
  priceUsd: [1.5, 5],
  attributes: [
    attr(label.length, ['2 m']),
    attr(t('Color', 'Cor'), [t('Blanco', 'Branco')]),
    attr(t('Divisiones', 'Divisórias'), ['1', '2']),
  ],
  dimensionsCm: { depth: [1, 2], height: [1, 3], width: [200, 201] },
  weightKg: [0.15, 0.4],
};

const lightSwitch: ProductTypeSeed = {
  key: 'light-switch',
  noun: t('Interruptor', 'Interruptor'),
  qualifiers: [
    [t('simple', 'simples'), t('doble', 'duplo'), t('triple', 'triplo')],
    [t('de embutir', 'de embutir'), t('de sobreponer', 'de sobrepor')],
  ],
  brands: ['voltana'],
  ...item,
  priceUsd: [2, 8],
  variants: 'COLOR',
  colors: ['white', 'black', 'graphite'],
  attributes: [
    attr(ratedCurrent, ['10 A', '16 A']),
    attr(label.voltage, ['250 V']),
    attr(t('Placa incluida', 'Placa inclusa'), [yes, no]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: wallBox,
  weightKg: [0.05, 0.15],
};

const dimmer: ProductTypeSeed = {
  key: 'dimmer',
  noun: t('Atenuador de luz', 'Dimmer'),
  qualifiers: [[t('rotativo', 'rotativo'), t('táctil', 'touch')]],
  brands: ['voltana'],
  ...item,
  priceUsd: [8, 22],
  variants: 'COLOR',
  colors: ['white', 'black'],
  attributes: [
    attr(t('Potencia máxima', 'Potência máxima'), ['300 W', '600 W']),
    attr(t('Compatible con LED', 'Compatível com LED'), [yes]),
    attr(label.voltage, ['127 V', '220 V']),
  ],
  dimensionsCm: wallBox,
  weightKg: [0.08, 0.2],
};

const socket: ProductTypeSeed = {
  key: 'socket',
  noun: t('Tomacorriente', 'Tomada'),
  qualifiers: [
    [t('doble', 'dupla'), t('triple', 'tripla')],
    [t('con USB', 'com USB'), t('estándar', 'padrão')],
  ],
  brands: ['voltana', 'enchufex'],
  ...item,
  priceUsd: [3, 18],
  variants: 'COLOR',
  colors: ['white', 'black', 'graphite'],
  attributes: [
    attr(ratedCurrent, ['10 A', '20 A']),
    attr(t('Con conexión a tierra', 'Com aterramento'), [yes]),
    attr(t('Obturadores de seguridad', 'Obturadores de segurança'), [yes, no]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: wallBox,
  weightKg: [0.05, 0.2],
};

const plugAdapter: ProductTypeSeed = {
  key: 'plug-adapter',
  noun: t('Adaptador de enchufe', 'Adaptador de tomada'),
  qualifiers: [[t('universal', 'universal'), t('de 2 a 3 patas', 'de 2 para 3 pinos')]],
  brands: ['enchufex'],
  ...item,
  priceUsd: [2, 8],
  attributes: [attr(maxCurrent, ['10 A']), attr(t('Con USB', 'Com USB'), [yes, no]), attr(label.voltage, ['250 V'])],
  dimensionsCm: { depth: [4, 6], height: [5, 8], width: [4, 6] },
  weightKg: [0.05, 0.1],
};

const breaker: ProductTypeSeed = {
  key: 'breaker',
  noun: t('Interruptor termomagnético', 'Disjuntor'),
  qualifiers: [[t('de 1 polo', 'unipolar'), t('de 2 polos', 'bipolar')]],
  sizes: [same('10 A'), same('16 A'), same('20 A'), same('32 A')],
  sizePriceFactors: [1, 1, 1.05, 1.15],
  brands: ['protectra'],
  ...item,
  priceUsd: [4, 18],
  attributes: [
    attr(t('Curva de disparo', 'Curva de disparo'), [t('Curva B', 'Curva B'), t('Curva C', 'Curva C')]),
    attr(t('Capacidad de ruptura', 'Capacidade de interrupção'), ['3 kA', '6 kA']),
    dinRail,
    madeIn('china', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [7, 8], height: [8, 10], width: [2, 4] },
  weightKg: [0.1, 0.25],
};

const rcd: ProductTypeSeed = {
  key: 'rcd',
  noun: t('Interruptor diferencial', 'Interruptor diferencial residual'),
  qualifiers: [[t('de 2 polos', 'bipolar'), t('de 4 polos', 'tetrapolar')]],
  sizes: [same('25 A'), same('40 A')],
  sizePriceFactors: [0.85, 1],
  brands: ['protectra'],
  ...item,
  priceUsd: [25, 70],
  attributes: [
    attr(t('Sensibilidad', 'Sensibilidade'), ['30 mA']),
    attr(label.type, ['AC', 'A']),
    dinRail,
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [7, 8], height: [8, 10], width: [4, 8] },
  weightKg: [0.2, 0.4],
};

const distributionBoard: ProductTypeSeed = {
  key: 'distribution-board',
  noun: t('Tablero eléctrico', 'Quadro de distribuição'),
  qualifiers: [[t('embutido', 'de embutir'), t('sobrepuesto', 'de sobrepor')]],
  sizes: [t('4 circuitos', '4 disjuntores'), t('8 circuitos', '8 disjuntores'), t('12 circuitos', '12 disjuntores')],
  sizePriceFactors: [0.5, 0.8, 1],
  brands: ['protectra'],
  ...item,
  priceUsd: [12, 45],
  attributes: [
    attr(label.material, [t('Plástico autoextinguible', 'Plástico antichama'), t('Metálico', 'Metálico')]),
    attr(label.protection, ['IP40', 'IP65']),
    attr(t('Puerta', 'Porta'), [t('Transparente', 'Transparente'), t('Opaca', 'Opaca')]),
    attr(t('Barras de neutro y tierra', 'Barramentos de neutro e terra'), [yes]),
  ],
  dimensionsCm: { depth: [8, 12], height: [20, 35], width: [15, 30] },
  weightKg: [0.5, 2.5],
};

const smartPlug: ProductTypeSeed = {
  key: 'smart-plug',
  noun: t('Enchufe inteligente Wi-Fi', 'Tomada inteligente Wi-Fi'),
  qualifiers: [[t('con medidor de consumo', 'com medidor de consumo'), t('estándar', 'padrão')]],
  brands: ['nexalum', 'enchufex'],
  ...item,
  priceUsd: [10, 25],
  attributes: [
    attr(maxCurrent, ['10 A', '16 A']),
    attr(t('Control por voz', 'Controle por voz'), [yes]),
    attr(t('Programación horaria', 'Programação de horários'), [yes]),
    wifi,
  ],
  dimensionsCm: { depth: [5, 7], height: [7, 10], width: [5, 7] },
  weightKg: [0.08, 0.15],
};

const doorbell: ProductTypeSeed = {
  key: 'doorbell',
  noun: t('Timbre inalámbrico', 'Campainha sem fio'),
  qualifiers: [[t('a pilas', 'a pilha'), t('de enchufe', 'de tomada')]],
  brands: ['voltana'],
  ...item,
  priceUsd: [10, 35],
  attributes: [
    attr(t('Alcance', 'Alcance'), ['100 m', '150 m']),
    attr(t('Melodías', 'Melodias'), ['36', '52']),
    attr(label.protection, ['IP44']),
  ],
  dimensionsCm: { depth: [5, 8], height: [10, 15], width: [10, 15] },
  weightKg: [0.1, 0.3],
};

const videoDoorbell: ProductTypeSeed = {
  key: 'video-doorbell',
  noun: t('Timbre con cámara Wi-Fi', 'Campainha com câmera Wi-Fi'),
  qualifiers: [[t('a batería', 'a bateria'), t('cableado', 'com fio')]],
  brands: ['nexalum'],
  ...item,
  priceUsd: [40, 120],
  attributes: [
    attr(t('Resolución', 'Resolução'), ['1080p', '2K']),
    attr(t('Visión nocturna', 'Visão noturna'), [yes]),
    attr(t('Audio bidireccional', 'Áudio bidirecional'), [yes]),
    attr(t('Detección de movimiento', 'Detecção de movimento'), [yes]),
    attr(label.protection, ['IP54', 'IP65']),
    wifi,
  ],
  dimensionsCm: { depth: [5, 7], height: [14, 18], width: [8, 12] },
  weightKg: [0.3, 0.6],
  warranty: true,
};

export const electrical: DepartmentSeed = {
  key: 'electrical',
  name: t('Electricidad', 'Elétrica'),
  children: [
    {
      key: 'cables',
      name: t('Cables y canalización', 'Fios, cabos e eletrodutos'),
      children: [
        { key: 'electric-wires', name: t('Cables eléctricos', 'Fios e cabos'), types: [wire] },
        { key: 'extension-cords', name: t('Extensiones', 'Extensões'), types: [extensionCord] },
        { key: 'conduits', name: t('Tubos y canaletas', 'Eletrodutos e canaletas'), types: [conduit, cableDuct] },
      ],
    },
    {
      key: 'switches-sockets',
      name: t('Interruptores y enchufes', 'Interruptores e tomadas'),
      children: [
        {
          key: 'switches',
          name: t('Interruptores y atenuadores', 'Interruptores e dimmers'),
          types: [lightSwitch, dimmer],
        },
        {
          key: 'sockets',
          name: t('Tomacorrientes y adaptadores', 'Tomadas e adaptadores'),
          types: [socket, plugAdapter],
        },
      ],
    },
    {
      key: 'electrical-protection',
      name: t('Tableros y protecciones', 'Quadros e proteção'),
      children: [
        { key: 'breakers', name: t('Protecciones eléctricas', 'Disjuntores e DR'), types: [breaker, rcd] },
        {
          key: 'distribution-boards',
          name: t('Tableros eléctricos', 'Quadros de distribuição'),
          types: [distributionBoard],
        },
      ],
    },
    {
      key: 'smart-home',
      name: t('Hogar inteligente', 'Casa inteligente'),
      children: [
        { key: 'smart-plugs', name: t('Enchufes inteligentes', 'Tomadas inteligentes'), types: [smartPlug] },
        { key: 'doorbells', name: t('Timbres', 'Campainhas'), types: [doorbell, videoDoorbell] },
      ],
    },
  ],
};
