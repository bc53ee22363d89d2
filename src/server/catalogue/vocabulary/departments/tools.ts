import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const powerTool = { saleUnit: 'UN', shipping: 'home', warranty: true } satisfies Partial<ProductTypeSeed>;
const handTool = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
// Brazil sells both voltages; the other countries 220 V, Mexico 127 V.
const mainsVoltage = attr(label.voltage, ['127 V', '220 V']);
const chromeVanadium = attr(label.material, [t('Acero cromo vanadio', 'Aço cromo-vanádio')]);
const grip = t('Mango', 'Cabo');

const hammerDrill: ProductTypeSeed = {
  key: 'hammer-drill',
  noun: t('Taladro percutor', 'Furadeira de impacto'),
  qualifiers: [[same('650 W'), same('750 W'), same('850 W')]],
  sizes: [same('10 mm'), same('13 mm')],
  sizePriceFactors: [0.85, 1],
  brands: ['trabex', 'voltmak', 'kronner'],
  ...powerTool,
  priceUsd: [60, 120],
  attributes: [
    attr(label.speed, ['0-2800 rpm', '0-3000 rpm']),
    attr(t('Impactos por minuto', 'Impactos por minuto'), ['44800 ipm', '48000 ipm']),
    attr(t('Mandril', 'Mandril'), [t('Con llave', 'Com chave'), t('Sin llave', 'Sem chave')]),
    mainsVoltage,
    attr(label.cableLength, ['2 m', '2,5 m']),
    attr(label.includes, [
      t('Maletín, mango auxiliar y tope de profundidad', 'Maleta, empunhadura auxiliar e limitador de profundidade'),
    ]),
    madeIn('china'),
  ],
  topAttributes: 4,
  dimensionsCm: { depth: [8, 10], height: [22, 26], width: [28, 34] },
  weightKg: [1.8, 2.8],
};

const cordlessDrill: ProductTypeSeed = {
  key: 'cordless-drill',
  noun: t('Taladro atornillador inalámbrico', 'Parafusadeira e furadeira sem fio'),
  qualifiers: [[same('12 V'), same('18 V'), same('20 V')]],
  sizes: [same('10 mm'), same('13 mm')],
  sizePriceFactors: [0.8, 1],
  brands: ['trabex', 'voltmak', 'kronner'],
  ...powerTool,
  priceUsd: [45, 160],
  attributes: [
    attr(label.battery, [
      t('Ion-litio 1,5 Ah', 'Íon-lítio 1,5 Ah'),
      t('Ion-litio 2 Ah', 'Íon-lítio 2 Ah'),
      t('Ion-litio 4 Ah', 'Íon-lítio 4 Ah'),
    ]),
    attr(t('Baterías incluidas', 'Baterias inclusas'), ['1', '2']),
    attr(t('Torque máximo', 'Torque máximo'), ['25 Nm', '45 Nm', '60 Nm']),
    attr(label.speed, ['0-400 / 0-1500 rpm']),
    attr(t('Cargador', 'Carregador'), [t('Incluido', 'Incluso')]),
    madeIn('china'),
  ],
  topAttributes: 4,
  dimensionsCm: { depth: [9, 12], height: [25, 30], width: [30, 36] },
  weightKg: [1.6, 3.2],
};

const rotaryHammer: ProductTypeSeed = {
  key: 'rotary-hammer',
  noun: t('Rotomartillo', 'Martelete perfurador'),
  qualifiers: [[same('800 W'), same('1000 W'), same('1500 W')]],
  sizes: [same('SDS Plus'), same('SDS Max')],
  sizePriceFactors: [1, 1.8],
  brands: ['kronner', 'trabex'],
  ...powerTool,
  priceUsd: [95, 260],
  attributes: [
    attr(t('Energía de impacto', 'Energia de impacto'), ['2,7 J', '3,2 J', '5 J']),
    attr(t('Perforación en concreto', 'Perfuração em concreto'), ['26 mm', '32 mm']),
    attr(t('Funciones', 'Funções'), [t('Perforar, percutir y cincelar', 'Furar, furar com impacto e cinzelar')]),
    mainsVoltage,
    attr(label.includes, [t('Maletín y tres brocas', 'Maleta e três brocas')]),
    madeIn('china', 'germany'),
  ],
  dimensionsCm: { depth: [10, 13], height: [22, 28], width: [38, 48] },
  weightKg: [3, 6.5],
};

const circularSaw: ProductTypeSeed = {
  key: 'circular-saw',
  noun: t('Sierra circular', 'Serra circular'),
  qualifiers: [[same('1200 W'), same('1400 W'), same('1800 W')]],
  sizes: [same('7 1/4"')],
  brands: ['trabex', 'kronner'],
  ...powerTool,
  priceUsd: [70, 150],
  attributes: [
    attr(t('Profundidad de corte a 90°', 'Profundidade de corte a 90°'), ['63 mm', '65 mm']),
    attr(t('Corte en bisel', 'Corte em bisel'), ['0-45°', '0-56°']),
    attr(label.speed, ['5000 rpm', '5500 rpm']),
    attr(label.includes, [t('Disco de 24 dientes y guía paralela', 'Disco de 24 dentes e guia paralela')]),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [24, 28], height: [24, 28], width: [34, 40] },
  weightKg: [3.5, 5.5],
};

const jigsaw: ProductTypeSeed = {
  key: 'jigsaw',
  noun: t('Sierra caladora', 'Serra tico-tico'),
  qualifiers: [[same('450 W'), same('600 W'), same('800 W')]],
  brands: ['trabex', 'voltmak'],
  ...powerTool,
  priceUsd: [40, 110],
  attributes: [
    attr(t('Carrera', 'Curso'), ['18 mm', '20 mm', '22 mm']),
    attr(t('Movimiento pendular', 'Movimento pendular'), [
      t('3 posiciones', '3 posições'),
      t('4 posiciones', '4 posições'),
    ]),
    attr(t('Corte en madera', 'Corte em madeira'), ['65 mm', '80 mm']),
    attr(label.speed, ['500-3000 gpm']),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [8, 10], height: [20, 24], width: [25, 30] },
  weightKg: [1.8, 2.8],
};

const miterSaw: ProductTypeSeed = {
  key: 'miter-saw',
  noun: t('Sierra ingleteadora', 'Serra de esquadria'),
  qualifiers: [
    [same('1500 W'), same('1800 W')],
    [t('telescópica', 'telescópica'), t('compacta', 'compacta')],
  ],
  sizes: [same('10"'), same('12"')],
  sizePriceFactors: [1, 1.4],
  brands: ['kronner', 'trabex'],
  ...powerTool,
  priceUsd: [150, 380],
  attributes: [
    attr(label.speed, ['4500 rpm', '5000 rpm']),
    attr(t('Inclinación', 'Inclinação'), ['0-45°']),
    attr(t('Giro de la mesa', 'Giro da mesa'), ['0-45°', '0-52°']),
    attr(label.includes, [t('Disco de 40 dientes y prensa', 'Disco de 40 dentes e grampo')]),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [45, 60], height: [40, 55], width: [55, 75] },
  weightKg: [11, 22],
  shipping: 'bulky',
};

const angleGrinder: ProductTypeSeed = {
  key: 'angle-grinder',
  noun: t('Amoladora angular', 'Esmerilhadeira angular'),
  qualifiers: [[same('850 W'), same('1000 W')]],
  sizes: [same('4 1/2"'), same('5"')],
  sizePriceFactors: [1, 1.15],
  brands: ['trabex', 'voltmak', 'kronner'],
  ...powerTool,
  priceUsd: [35, 80],
  attributes: [
    attr(label.speed, ['11000 rpm', '12000 rpm']),
    attr(t('Rosca del eje', 'Rosca do eixo'), ['M14']),
    attr(t('Protector del disco', 'Proteção do disco'), [t('Ajustable sin herramientas', 'Ajustável sem ferramentas')]),
    attr(label.includes, [t('Disco de desbaste y llave', 'Disco de desbaste e chave')]),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [10, 13], height: [12, 15], width: [30, 36] },
  weightKg: [1.8, 2.6],
};

const orbitalSander: ProductTypeSeed = {
  key: 'orbital-sander',
  noun: t('Lijadora orbital', 'Lixadeira orbital'),
  qualifiers: [
    [same('200 W'), same('300 W')],
    [t('de palma', 'de palma'), t('excéntrica', 'roto-orbital')],
  ],
  brands: ['voltmak', 'kronner'],
  ...powerTool,
  priceUsd: [35, 90],
  attributes: [
    attr(t('Órbitas por minuto', 'Órbitas por minuto'), ['12000 opm', '22000 opm']),
    attr(t('Recolector de polvo', 'Coletor de pó'), [yes]),
    attr(t('Fijación de la lija', 'Fixação da lixa'), [t('Autoadherente', 'Autoaderente'), t('Prensa', 'Grampo')]),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [14, 16], height: [14, 18], width: [20, 26] },
  weightKg: [1.2, 2],
};

const hammer: ProductTypeSeed = {
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

const screwdriverSet: ProductTypeSeed = {
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

const adjustableWrench: ProductTypeSeed = {
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

const pliers: ProductTypeSeed = {
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

const socketSet: ProductTypeSeed = {
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

const tapeMeasure: ProductTypeSeed = {
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

const spiritLevel: ProductTypeSeed = {
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

const laserLevel: ProductTypeSeed = {
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

const drillBitSet: ProductTypeSeed = {
  key: 'drill-bit-set',
  noun: t('Juego de brocas', 'Jogo de brocas'),
  qualifiers: [
    [t('para concreto', 'para concreto'), t('para metal', 'para metal'), t('multiuso', 'multiuso')],
    [t('5 piezas', '5 peças'), t('10 piezas', '10 peças'), t('15 piezas', '15 peças')],
  ],
  brands: ['dexta'],
  ...handTool,
  saleUnit: 'JGO',
  priceUsd: [5, 28],
  attributes: [
    attr(t('Diámetros', 'Diâmetros'), ['3 a 10 mm', '4 a 12 mm']),
    attr(label.material, [t('Acero rápido HSS', 'Aço rápido HSS'), t('Punta de carburo', 'Ponta de metal duro')]),
    attr(t('Encastre', 'Encaixe'), [t('Cilíndrico', 'Cilíndrico'), t('Hexagonal', 'Sextavado')]),
    madeIn('china', 'germany'),
  ],
  dimensionsCm: { depth: [2, 3], height: [12, 20], width: [8, 15] },
  weightKg: [0.1, 0.6],
};

const cuttingDisc: ProductTypeSeed = {
  key: 'cutting-disc',
  noun: t('Disco de corte', 'Disco de corte'),
  qualifiers: [
    [
      t('para metal', 'para metal'),
      t('para acero inoxidable', 'para inox'),
      t('diamantado para cerámica', 'diamantado para cerâmica'),
    ],
  ],
  sizes: [same('4 1/2"'), same('7"'), same('9"')],
  sizePriceFactors: [1, 1.6, 2.2],
  brands: ['dexta'],
  ...handTool,
  priceUsd: [1.5, 12],
  attributes: [
    attr(label.thickness, ['1 mm', '1,6 mm', '2 mm']),
    attr(t('Velocidad máxima', 'Velocidade máxima'), ['8500 rpm', '13300 rpm']),
    attr(t('Orificio central', 'Furo central'), ['22,2 mm']),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [11, 23], height: [0.2, 1], width: [11, 23] },
  weightKg: [0.03, 0.4],
};

const toolbox: ProductTypeSeed = {
  key: 'toolbox',
  noun: t('Caja de herramientas', 'Caixa de ferramentas'),
  qualifiers: [
    [t('plástica', 'plástica'), t('metálica', 'metálica')],
    [t('con bandeja', 'com bandeja'), t('con organizador', 'com organizador')],
  ],
  sizes: [same('16"'), same('19"'), same('22"')],
  sizePriceFactors: [0.7, 1, 1.3],
  brands: ['guardabox'],
  ...handTool,
  priceUsd: [8, 40],
  attributes: [
    attr(t('Cierre', 'Fecho'), [t('Metálico', 'Metálico'), t('Plástico', 'Plástico')]),
    attr(t('Carga máxima', 'Carga máxima'), ['10 kg', '15 kg', '20 kg']),
    attr(t('Portacandado', 'Porta-cadeado'), [yes, no]),
  ],
  dimensionsCm: { depth: [20, 26], height: [18, 25], width: [40, 56] },
  weightKg: [0.9, 3.5],
};

const workbench: ProductTypeSeed = {
  key: 'workbench',
  noun: t('Banco de trabajo', 'Bancada de trabalho'),
  qualifiers: [[t('plegable', 'dobrável'), t('con cajones', 'com gavetas')]],
  brands: ['guardabox'],
  saleUnit: 'UN',
  priceUsd: [50, 220],
  attributes: [
    attr(t('Carga máxima', 'Carga máxima'), ['100 kg', '200 kg']),
    attr(t('Cubierta', 'Tampo'), [t('MDF', 'MDF'), t('Madera maciza', 'Madeira maciça')]),
    attr(label.dimensions, ['60 x 120 cm', '70 x 150 cm']),
    attr(t('Altura de trabajo', 'Altura de trabalho'), ['85 cm', '90 cm']),
  ],
  dimensionsCm: { depth: [15, 70], height: [15, 30], width: [80, 155] },
  weightKg: [10, 45],
  shipping: 'bulky',
  services: ['assembly'],
};

export const tools: DepartmentSeed = {
  key: 'tools',
  name: t('Herramientas', 'Ferramentas'),
  children: [
    {
      key: 'power-tools',
      name: t('Herramientas eléctricas', 'Ferramentas elétricas'),
      children: [
        {
          key: 'drills',
          name: t('Taladros y rotomartillos', 'Furadeiras e marteletes'),
          types: [hammerDrill, cordlessDrill, rotaryHammer],
        },
        { key: 'saws', name: t('Sierras', 'Serras'), types: [circularSaw, jigsaw, miterSaw] },
        {
          key: 'grinders-sanders',
          name: t('Amoladoras y lijadoras', 'Esmerilhadeiras e lixadeiras'),
          types: [angleGrinder, orbitalSander],
        },
      ],
    },
    {
      key: 'hand-tools',
      name: t('Herramientas manuales', 'Ferramentas manuais'),
      children: [
        {
          key: 'hammers-screwdrivers',
          name: t('Martillos y destornilladores', 'Martelos e chaves de fenda'),
          types: [hammer, screwdriverSet],
        },
        {
          key: 'wrenches-pliers',
          name: t('Llaves y alicates', 'Chaves e alicates'),
          types: [adjustableWrench, pliers, socketSet],
        },
        {
          key: 'measuring',
          name: t('Medición y nivelación', 'Medição e nivelamento'),
          types: [tapeMeasure, spiritLevel, laserLevel],
        },
      ],
    },
    {
      key: 'tool-accessories',
      name: t('Accesorios para herramientas', 'Acessórios para ferramentas'),
      children: [
        { key: 'drill-bits', name: t('Brocas', 'Brocas'), types: [drillBitSet] },
        { key: 'cutting-discs', name: t('Discos de corte', 'Discos de corte'), types: [cuttingDisc] },
      ],
    },
    {
      key: 'tool-storage',
      name: t('Almacenamiento de herramientas', 'Armazenamento de ferramentas'),
      children: [
        { key: 'toolboxes', name: t('Cajas de herramientas', 'Caixas de ferramentas'), types: [toolbox] },
        { key: 'workbenches', name: t('Bancos de trabajo', 'Bancadas de trabalho'), types: [workbench] },
      ],
    },
  ],
};
