import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
const pipe = { saleUnit: 'UN', shipping: 'bulky' } satisfies Partial<ProductTypeSeed>;
const heater = {
  saleUnit: 'UN',
  warranty: true,
  services: ['install-water-heater'],
} satisfies Partial<ProductTypeSeed>;
const joint = t('Tipo de unión', 'Tipo de junta');
const glued = t('Cementada', 'Soldável');
const pipeColour = attr(t('Color', 'Cor'), [t('Gris', 'Cinza'), t('Blanco', 'Branco')]);
const maxPressure = t('Presión máxima', 'Pressão máxima');
const maxFlow = t('Caudal máximo', 'Vazão máxima');

const sewerPipe: ProductTypeSeed = {
  key: 'sewer-pipe',
  noun: t('Tubo de PVC sanitario', 'Tubo de PVC para esgoto'),
  qualifiers: [],
  sizes: [same('40 mm x 3 m'), same('50 mm x 3 m'), same('110 mm x 3 m')],
  sizePriceFactors: [0.35, 0.45, 1],
  brands: ['tubosur'],
  ...pipe,
  priceUsd: [8, 16],
  attributes: [
    attr(joint, [glued, t('Con anillo de goma', 'Com anel de borracha')]),
    pipeColour,
    attr(label.use, [t('Desagüe y alcantarillado', 'Esgoto e águas pluviais')]),
  ],
  dimensionsCm: { depth: [4, 11.5], height: [4, 11.5], width: [300, 301] },
  weightKg: [1, 4.5],
};

const pressurePipe: ProductTypeSeed = {
  key: 'pressure-pipe',
  noun: t('Tubo de PVC hidráulico', 'Tubo de PVC soldável para água fria'),
  qualifiers: [],
  sizes: [same('20 mm x 6 m'), same('25 mm x 6 m'), same('32 mm x 6 m')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['tubosur'],
  ...pipe,
  priceUsd: [5, 14],
  attributes: [
    attr(t('Presión nominal', 'Pressão nominal'), ['PN 10', 'PN 16']),
    attr(joint, [glued]),
    attr(label.use, [t('Agua fría', 'Água fria')]),
  ],
  dimensionsCm: { depth: [2, 3.2], height: [2, 3.2], width: [600, 601] },
  weightKg: [1, 2.5],
};

const pprPipe: ProductTypeSeed = {
  key: 'ppr-pipe',
  noun: t('Tubo PPR termofusión', 'Tubo PPR termofusão'),
  qualifiers: [
    [t('PN 20 para agua caliente', 'PN 20 para água quente'), t('PN 10 para agua fría', 'PN 10 para água fria')],
  ],
  sizes: [same('20 mm x 4 m'), same('25 mm x 4 m'), same('32 mm x 4 m')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['tubosur'],
  ...pipe,
  priceUsd: [6, 16],
  attributes: [
    attr(joint, [t('Termofusión', 'Termofusão')]),
    attr(label.material, [t('Polipropileno copolímero random', 'Polipropileno copolímero random')]),
    attr(t('Color', 'Cor'), [t('Verde', 'Verde'), t('Blanco', 'Branco')]),
  ],
  dimensionsCm: { depth: [2, 3.2], height: [2, 3.2], width: [400, 401] },
  weightKg: [0.6, 2],
};

const copperPipe: ProductTypeSeed = {
  key: 'copper-pipe',
  noun: t('Tubo de cobre', 'Tubo de cobre'),
  qualifiers: [[t('tipo L', 'classe A'), t('tipo M', 'classe E')]],
  sizes: [same('1/2" x 6 m'), same('3/4" x 6 m')],
  sizePriceFactors: [0.65, 1],
  brands: ['tubosur'],
  ...pipe,
  priceUsd: [25, 60],
  attributes: [
    attr(t('Temple', 'Têmpera'), [t('Rígido', 'Rígido')]),
    attr(label.use, [t('Agua fría, caliente y gas', 'Água fria, quente e gás')]),
    madeIn('chile', 'peru', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [1.5, 2.5], height: [1.5, 2.5], width: [600, 601] },
  weightKg: [1.8, 4],
};

const pvcElbow: ProductTypeSeed = {
  key: 'pvc-elbow',
  noun: t('Codo de PVC', 'Joelho de PVC'),
  qualifiers: [
    [same('90°'), same('45°')],
    [t('sanitario', 'para esgoto'), t('hidráulico', 'soldável')],
  ],
  sizes: [same('20 mm'), same('40 mm'), same('110 mm')],
  sizePriceFactors: [0.3, 0.5, 1],
  brands: ['tubosur'],
  ...item,
  priceUsd: [0.5, 3],
  attributes: [attr(joint, [glued]), attr(label.material, [t('PVC', 'PVC')]), pipeColour],
  dimensionsCm: { depth: [3, 13], height: [3, 13], width: [3, 13] },
  weightKg: [0.01, 0.4],
};

const pvcCement: ProductTypeSeed = {
  key: 'pvc-cement',
  noun: t('Adhesivo para PVC', 'Adesivo para PVC'),
  qualifiers: [[t('de secado normal', 'de secagem normal'), t('de secado rápido', 'de secagem rápida')]],
  sizes: [same('120 ml'), same('240 ml')],
  sizePriceFactors: [0.6, 1],
  brands: ['gasfix', 'tubosur'],
  ...item,
  priceUsd: [3, 8],
  attributes: [
    attr(t('Aplicador incluido', 'Aplicador incluso'), [yes]),
    attr(label.use, [t('Tubos y conexiones de PVC', 'Tubos e conexões de PVC')]),
    attr(t('Tiempo de curado', 'Tempo de cura'), ['2 h', '24 h']),
  ],
  dimensionsCm: { depth: [5, 7], height: [10, 14], width: [5, 7] },
  weightKg: [0.15, 0.3],
};

const ballValve: ProductTypeSeed = {
  key: 'ball-valve',
  noun: t('Llave de paso', 'Registro de esfera'),
  qualifiers: [
    [t('de bronce', 'de latão'), t('de PVC', 'de PVC')],
    [t('con manilla', 'com alavanca'), t('con mariposa', 'com borboleta')],
  ],
  sizes: [same('1/2"'), same('3/4"'), same('1"')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['valvutec'],
  ...item,
  priceUsd: [4, 18],
  attributes: [
    attr(maxPressure, ['10 bar', '16 bar']),
    attr(label.connection, [t('Rosca', 'Rosca'), t('Para soldar', 'Para soldar')]),
    attr(label.use, [t('Agua fría y caliente', 'Água fria e quente')]),
    madeIn('chile', 'brazil', 'china', 'italy'),
  ],
  dimensionsCm: { depth: [4, 8], height: [4, 8], width: [6, 12] },
  weightKg: [0.1, 0.6],
};

const flexibleHose: ProductTypeSeed = {
  key: 'flexible-hose',
  noun: t('Flexible de agua', 'Engate flexível'),
  qualifiers: [[t('de malla de acero inoxidable', 'de malha de aço inox'), t('de PVC', 'de PVC')]],
  sizes: [same('30 cm'), same('40 cm'), same('60 cm')],
  sizePriceFactors: [0.8, 0.9, 1],
  brands: ['valvutec', 'gasfix'],
  ...item,
  priceUsd: [2, 7],
  attributes: [
    attr(label.connection, ['1/2" x 1/2"', '1/2" x 7/8"']),
    attr(maxPressure, ['10 bar']),
    attr(label.use, [t('Grifería e inodoros', 'Torneiras e vasos sanitários')]),
  ],
  dimensionsCm: { depth: [2, 3], height: [2, 3], width: [30, 61] },
  weightKg: [0.05, 0.15],
};

const flushMechanism: ProductTypeSeed = {
  key: 'flush-mechanism',
  noun: t('Mecanismo de descarga para inodoro', 'Mecanismo de descarga para caixa acoplada'),
  qualifiers: [[t('de doble descarga', 'de duplo acionamento'), t('de descarga simple', 'de acionamento simples')]],
  brands: ['valvutec', 'gasfix'],
  ...item,
  priceUsd: [10, 30],
  attributes: [
    attr(t('Válvula de llenado incluida', 'Válvula de entrada inclusa'), [yes, no]),
    attr(t('Altura regulable', 'Altura regulável'), [yes]),
    attr(label.material, [t('Plástico ABS', 'Plástico ABS')]),
    attr(t('Compatibilidad', 'Compatibilidade'), [t('Universal', 'Universal')]),
  ],
  dimensionsCm: { depth: [8, 10], height: [30, 40], width: [10, 15] },
  weightKg: [0.3, 0.7],
};

const gasWaterHeater: ProductTypeSeed = {
  key: 'gas-water-heater',
  noun: t('Calentador de agua', 'Aquecedor de água'),
  qualifiers: [
    [t('de tiro natural', 'de exaustão natural'), t('de tiro forzado', 'de exaustão forçada')],
    [t('a gas licuado', 'a GLP'), t('a gas natural', 'a gás natural')],
  ],
  sizes: [same('10 L'), same('13 L'), same('16 L')],
  sizePriceFactors: [0.75, 0.9, 1],
  brands: ['termaq', 'hidrolux'],
  ...heater,
  priceUsd: [150, 450],
  attributes: [
    attr(t('Encendido', 'Acendimento'), [
      t('Automático a pilas', 'Automático a pilha'),
      t('Electrónico', 'Eletrônico'),
    ]),
    attr(t('Control de temperatura', 'Controle de temperatura'), [t('Digital', 'Digital'), t('Manual', 'Manual')]),
    attr(t('Presión mínima de agua', 'Pressão mínima de água'), ['0,1 bar', '0,2 bar']),
    madeIn('chile', 'brazil', 'china', 'mexico'),
  ],
  dimensionsCm: { depth: [20, 30], height: [50, 65], width: [35, 45] },
  weightKg: [8, 16],
  shipping: 'home',
};

const electricWaterHeater: ProductTypeSeed = {
  key: 'electric-water-heater',
  noun: t('Calentador eléctrico de acumulación', 'Aquecedor elétrico de acumulação'),
  qualifiers: [[t('vertical', 'vertical'), t('horizontal', 'horizontal')]],
  sizes: [same('50 L'), same('80 L'), same('110 L')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['termaq'],
  ...heater,
  priceUsd: [180, 420],
  attributes: [
    attr(label.power, ['1500 W', '2000 W']),
    attr(label.voltage, ['220 V']),
    attr(t('Tanque interior', 'Tanque interno'), [t('Acero vitrificado', 'Aço vitrificado')]),
    attr(t('Aislamiento térmico', 'Isolamento térmico'), [t('Poliuretano', 'Poliuretano')]),
    madeIn('chile', 'brazil', 'turkey', 'italy'),
  ],
  dimensionsCm: { depth: [45, 55], height: [60, 110], width: [45, 55] },
  weightKg: [18, 35],
  shipping: 'bulky',
};

const peripheralPump: ProductTypeSeed = {
  key: 'peripheral-pump',
  noun: t('Bomba periférica', 'Bomba periférica'),
  qualifiers: [[same('0,5 HP'), same('1 HP')]],
  brands: ['aguaflux'],
  ...item,
  priceUsd: [50, 150],
  attributes: [
    attr(maxFlow, ['35 L/min', '40 L/min']),
    attr(t('Altura máxima', 'Altura manométrica máxima'), ['35 m', '45 m']),
    attr(label.voltage, ['127 V', '220 V']),
    attr(label.connection, ['1" x 1"']),
    madeIn('china', 'italy', 'brazil'),
  ],
  dimensionsCm: { depth: [15, 20], height: [18, 22], width: [25, 30] },
  weightKg: [5, 10],
  warranty: true,
};

const submersiblePump: ProductTypeSeed = {
  key: 'submersible-pump',
  noun: t('Bomba sumergible', 'Bomba submersível'),
  qualifiers: [[t('para agua limpia', 'para água limpa'), t('para agua sucia', 'para água suja')]],
  sizes: [same('400 W'), same('750 W')],
  sizePriceFactors: [0.7, 1],
  brands: ['aguaflux'],
  ...item,
  priceUsd: [45, 180],
  attributes: [
    attr(maxFlow, ['7500 L/h', '12000 L/h']),
    attr(t('Interruptor de flotador', 'Boia automática'), [yes]),
    attr(label.cableLength, ['10 m']),
    madeIn('china', 'italy', 'brazil'),
  ],
  dimensionsCm: { depth: [18, 22], height: [30, 40], width: [18, 22] },
  weightKg: [4, 8],
  warranty: true,
};

const waterTank: ProductTypeSeed = {
  key: 'water-tank',
  noun: t('Tanque de agua', "Caixa d'água"),
  qualifiers: [[t('tricapa', 'tricamada'), t('bicapa', 'bicamada')]],
  sizes: [same('500 L'), same('1000 L'), same('2500 L')],
  sizePriceFactors: [0.6, 1, 2.2],
  brands: ['aguaflux'],
  saleUnit: 'UN',
  priceUsd: [90, 160],
  attributes: [
    attr(label.material, [t('Polietileno', 'Polietileno')]),
    attr(t('Tapa', 'Tampa'), [t('Roscada', 'Rosqueável'), t('De encaje', 'De encaixe')]),
    attr(t('Protección UV', 'Proteção UV'), [yes]),
    attr(t('Accesorios incluidos', 'Acessórios inclusos'), [t('Flotador y conexiones', 'Boia e conexões'), no]),
  ],
  dimensionsCm: { depth: [70, 150], height: [70, 160], width: [70, 150] },
  weightKg: [12, 45],
  shipping: 'bulky',
};

export const plumbing: DepartmentSeed = {
  key: 'plumbing',
  name: t('Gasfitería y plomería', 'Hidráulica'),
  children: [
    {
      key: 'pipes-fittings',
      name: t('Tuberías y conexiones', 'Tubos e conexões'),
      children: [
        { key: 'pvc-pipes', name: t('Tubos de PVC', 'Tubos de PVC'), types: [sewerPipe, pressurePipe] },
        {
          key: 'ppr-copper-pipes',
          name: t('Tubos PPR y de cobre', 'Tubos PPR e de cobre'),
          types: [pprPipe, copperPipe],
        },
        { key: 'fittings', name: t('Conexiones y adhesivos', 'Conexões e adesivos'), types: [pvcElbow, pvcCement] },
      ],
    },
    {
      key: 'valves-connectors',
      name: t('Llaves y accesorios', 'Registros e acessórios'),
      children: [
        { key: 'valves', name: t('Llaves de paso', 'Registros'), types: [ballValve] },
        {
          key: 'connectors-repairs',
          name: t('Flexibles y repuestos', 'Engates e reparos'),
          types: [flexibleHose, flushMechanism],
        },
      ],
    },
    {
      key: 'water-heating',
      name: t('Calentadores de agua', 'Aquecedores de água'),
      children: [
        { key: 'gas-water-heaters', name: t('Calentadores a gas', 'Aquecedores a gás'), types: [gasWaterHeater] },
        {
          key: 'electric-water-heaters',
          name: t('Calentadores eléctricos', 'Aquecedores elétricos'),
          types: [electricWaterHeater],
        },
      ],
    },
    {
      key: 'pumps-tanks',
      name: t('Bombas y tanques de agua', "Bombas e caixas d'água"),
      children: [
        { key: 'water-pumps', name: t('Bombas de agua', "Bombas d'água"), types: [peripheralPump, submersiblePump] },
        { key: 'water-tanks', name: t('Tanques de agua', "Caixas d'água"), types: [waterTank] },
      ],
    },
  ],
};
