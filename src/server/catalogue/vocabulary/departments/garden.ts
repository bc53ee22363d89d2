import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
const outdoorFurniture = { saleUnit: 'UN', shipping: 'bulky' } satisfies Partial<ProductTypeSeed>;
const grip = t('Mango', 'Cabo');
const woodOrFibreglass = [t('Madera', 'Madeira'), t('Fibra de vidrio', 'Fibra de vidro')];

const lawnMower: ProductTypeSeed = {
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

const stringTrimmer: ProductTypeSeed = {
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

const pruningShears: ProductTypeSeed = {
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

const shovel: ProductTypeSeed = {
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

const rake: ProductTypeSeed = {
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

const gardenHose: ProductTypeSeed = {
  key: 'garden-hose',
  noun: t('Manguera de jardín', 'Mangueira de jardim'),
  qualifiers: [[t('reforzada', 'reforçada'), t('extensible', 'extensível')]],
  sizes: [same('15 m'), same('25 m'), same('30 m')],
  sizePriceFactors: [0.6, 0.9, 1],
  brands: ['riegomax'],
  ...item,
  priceUsd: [12, 45],
  attributes: [
    attr(label.diameter, ['1/2"', '5/8"', '3/4"']),
    attr(t('Capas', 'Camadas'), ['3', '4']),
    attr(label.includes, [t('Pistola y conectores', 'Esguicho e engates'), t('Conectores', 'Engates')]),
    attr(t('Protección UV', 'Proteção UV'), [yes]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: { depth: [30, 40], height: [10, 18], width: [30, 40] },
  weightKg: [1.5, 5],
};

const hoseReel: ProductTypeSeed = {
  key: 'hose-reel',
  noun: t('Enrollador de manguera', 'Enrolador de mangueira'),
  qualifiers: [[t('con ruedas', 'com rodas'), t('de pared', 'de parede')]],
  brands: ['riegomax'],
  ...item,
  priceUsd: [20, 60],
  attributes: [
    attr(label.capacity, [
      t('30 m de manguera de 1/2"', '30 m de mangueira de 1/2"'),
      t('50 m de manguera de 1/2"', '50 m de mangueira de 1/2"'),
    ]),
    attr(label.material, [t('Plástico reforzado', 'Plástico reforçado'), t('Acero pintado', 'Aço pintado')]),
    attr(t('Manivela', 'Manivela'), [yes]),
  ],
  dimensionsCm: { depth: [30, 45], height: [40, 60], width: [30, 50] },
  weightKg: [2, 6],
};

const sprinkler: ProductTypeSeed = {
  key: 'sprinkler',
  noun: t('Aspersor', 'Aspersor'),
  qualifiers: [[t('oscilante', 'oscilante'), t('giratorio', 'giratório'), t('de impacto', 'de impacto')]],
  brands: ['riegomax'],
  ...item,
  priceUsd: [5, 25],
  attributes: [
    attr(t('Cobertura', 'Cobertura'), ['50 m²', '120 m²', '250 m²']),
    attr(t('Base', 'Base'), [t('Trineo', 'Trenó'), t('Estaca', 'Estaca')]),
    attr(label.connection, [t('Enchufe rápido', 'Engate rápido')]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [10, 30], height: [10, 40], width: [10, 30] },
  weightKg: [0.2, 1],
};

const irrigationTimer: ProductTypeSeed = {
  key: 'irrigation-timer',
  noun: t('Programador de riego', 'Temporizador de irrigação'),
  qualifiers: [[t('de 1 salida', 'de 1 saída'), t('de 2 salidas', 'de 2 saídas')]],
  brands: ['riegomax'],
  ...item,
  priceUsd: [25, 70],
  attributes: [
    attr(t('Alimentación', 'Alimentação'), [t('2 pilas AA', '2 pilhas AA')]),
    attr(t('Programas', 'Programas'), ['1', '4']),
    attr(t('Conexión a la llave', 'Conexão à torneira'), ['3/4"']),
    attr(label.protection, ['IPX5']),
  ],
  dimensionsCm: { depth: [8, 12], height: [15, 20], width: [10, 15] },
  weightKg: [0.3, 0.6],
};

const plantPot: ProductTypeSeed = {
  key: 'plant-pot',
  noun: t('Macetero', 'Vaso para plantas'),
  qualifiers: [
    [t('de plástico', 'de plástico'), t('de fibrocemento', 'de fibrocimento'), t('de cerámica', 'de cerâmica')],
  ],
  sizes: [same('20 cm'), same('30 cm'), same('40 cm')],
  sizePriceFactors: [0.5, 1, 1.8],
  brands: ['verdalia'],
  ...item,
  priceUsd: [6, 25],
  variants: 'COLOR',
  colors: ['terracotta', 'white', 'graphite', 'black', 'beige'],
  attributes: [
    attr(t('Orificio de drenaje', 'Furo de drenagem'), [yes]),
    attr(t('Plato incluido', 'Prato incluso'), [yes, no]),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
    attr(t('Forma', 'Formato'), [t('Redonda', 'Redondo'), t('Cuadrada', 'Quadrado')]),
  ],
  dimensionsCm: { depth: [20, 42], height: [18, 40], width: [20, 42] },
  weightKg: [0.3, 8],
};

const pottingSoil: ProductTypeSeed = {
  key: 'potting-soil',
  noun: t('Sustrato para plantas', 'Substrato para plantas'),
  qualifiers: [
    [
      t('universal', 'universal'),
      t('para cactus y suculentas', 'para cactos e suculentas'),
      t('para huerta', 'para hortas'),
    ],
  ],
  sizes: [same('10 L'), same('25 L'), same('50 L')],
  sizePriceFactors: [0.45, 1, 1.8],
  brands: ['verdalia'],
  ...item,
  saleUnit: 'SACO',
  priceUsd: [4, 10],
  attributes: [
    attr(t('Composición', 'Composição'), [
      t('Turba, compost y perlita', 'Turfa, composto e perlita'),
      t('Tierra de hoja y compost', 'Terra vegetal e composto'),
    ]),
    attr(same('pH'), ['5,5-6,5', '6-7']),
    attr(t('Con fertilizante', 'Com fertilizante'), [yes, no]),
  ],
  dimensionsCm: { depth: [8, 15], height: [40, 70], width: [30, 45] },
  weightKg: [4, 22],
};

const fertilizer: ProductTypeSeed = {
  key: 'fertilizer',
  noun: t('Fertilizante', 'Fertilizante'),
  qualifiers: [
    [t('granulado', 'granulado'), t('líquido', 'líquido')],
    [t('para césped', 'para gramado'), t('para flores', 'para flores'), t('para hortalizas', 'para hortaliças')],
  ],
  brands: ['verdalia'],
  ...item,
  priceUsd: [5, 18],
  attributes: [
    attr(same('NPK'), ['10-10-10', '15-15-15', '20-5-10']),
    attr(t('Frecuencia de aplicación', 'Frequência de aplicação'), [
      t('Cada 15 días', 'A cada 15 dias'),
      t('Cada 30 días', 'A cada 30 dias'),
    ]),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
  ],
  dimensionsCm: { depth: [8, 12], height: [18, 28], width: [10, 18] },
  weightKg: [0.5, 1.2],
};

const terraceSet: ProductTypeSeed = {
  key: 'terrace-set',
  noun: t('Juego de terraza', 'Conjunto para área externa'),
  qualifiers: [
    [t('con 4 sillas', 'com 4 cadeiras'), t('con 6 sillas', 'com 6 cadeiras')],
    [t('de ratán sintético', 'de rattan sintético'), t('de aluminio', 'de alumínio')],
  ],
  brands: ['terrazul'],
  ...outdoorFurniture,
  priceUsd: [250, 900],
  variants: 'COLOR',
  colors: ['graphite', 'beige', 'white'],
  attributes: [
    attr(t('Cubierta de la mesa', 'Tampo da mesa'), [
      t('Vidrio templado', 'Vidro temperado'),
      t('Aluminio', 'Alumínio'),
    ]),
    attr(t('Cojines incluidos', 'Almofadas inclusas'), [yes, no]),
    attr(t('Resistente a la intemperie', 'Resistente às intempéries'), [yes]),
    madeIn('china', 'vietnam', 'brazil'),
  ],
  dimensionsCm: { depth: [60, 90], height: [60, 80], width: [100, 160] },
  weightKg: [25, 60],
  services: ['assembly'],
};

const sunLounger: ProductTypeSeed = {
  key: 'sun-lounger',
  noun: t('Reposera', 'Espreguiçadeira'),
  qualifiers: [
    [t('de aluminio', 'de alumínio'), t('de madera', 'de madeira'), t('de ratán sintético', 'de rattan sintético')],
    [t('reclinable', 'reclinável'), t('con ruedas', 'com rodas')],
  ],
  brands: ['terrazul'],
  ...outdoorFurniture,
  priceUsd: [60, 220],
  variants: 'COLOR',
  colors: ['white', 'graphite', 'beige', 'natural'],
  attributes: [
    attr(t('Posiciones del respaldo', 'Posições do encosto'), ['4', '5']),
    attr(t('Carga máxima', 'Carga máxima'), ['110 kg', '130 kg']),
    attr(t('Cojín incluido', 'Almofada inclusa'), [yes, no]),
  ],
  dimensionsCm: { depth: [60, 70], height: [30, 40], width: [180, 200] },
  weightKg: [7, 20],
};

const patioUmbrella: ProductTypeSeed = {
  key: 'patio-umbrella',
  noun: t('Quitasol', 'Ombrelone'),
  qualifiers: [[t('central', 'central'), t('lateral', 'lateral')]],
  sizes: [same('2 m'), same('2,7 m'), same('3 m')],
  sizePriceFactors: [0.6, 0.85, 1],
  brands: ['terrazul'],
  ...outdoorFurniture,
  priceUsd: [35, 160],
  variants: 'COLOR',
  colors: ['beige', 'graphite', 'terracotta', 'white'],
  attributes: [
    attr(t('Tela', 'Tecido'), [t('Poliéster con filtro UV', 'Poliéster com filtro UV')]),
    attr(t('Inclinable', 'Inclinável'), [yes, no]),
    attr(t('Base incluida', 'Base inclusa'), [no]),
    attr(t('Estructura', 'Estrutura'), [t('Aluminio', 'Alumínio'), t('Acero', 'Aço')]),
  ],
  dimensionsCm: { depth: [15, 20], height: [15, 20], width: [180, 280] },
  weightKg: [5, 15],
};

export const garden: DepartmentSeed = {
  key: 'garden',
  name: t('Jardín', 'Jardim'),
  children: [
    {
      key: 'garden-tools',
      name: t('Herramientas de jardín', 'Ferramentas de jardim'),
      children: [
        {
          key: 'garden-power-tools',
          name: t('Cortadoras y desbrozadoras', 'Cortadores de grama e roçadeiras'),
          types: [lawnMower, stringTrimmer],
        },
        {
          key: 'garden-hand-tools',
          name: t('Herramientas manuales de jardín', 'Ferramentas manuais de jardim'),
          types: [pruningShears, shovel, rake],
        },
      ],
    },
    {
      key: 'irrigation',
      name: t('Riego', 'Irrigação'),
      children: [
        {
          key: 'hoses',
          name: t('Mangueras y enrolladores', 'Mangueiras e enroladores'),
          types: [gardenHose, hoseReel],
        },
        {
          key: 'sprinklers',
          name: t('Aspersores y programadores', 'Aspersores e temporizadores'),
          types: [sprinkler, irrigationTimer],
        },
      ],
    },
    {
      key: 'plant-care',
      name: t('Maceteros y cuidado de plantas', 'Vasos e cuidado das plantas'),
      children: [
        { key: 'pots', name: t('Maceteros', 'Vasos'), types: [plantPot] },
        {
          key: 'soil-fertilizer',
          name: t('Sustratos y fertilizantes', 'Substratos e fertilizantes'),
          types: [pottingSoil, fertilizer],
        },
      ],
    },
    {
      key: 'outdoor-furniture',
      name: t('Muebles de terraza', 'Móveis para área externa'),
      children: [
        {
          key: 'terrace-sets',
          name: t('Juegos de terraza y reposeras', 'Conjuntos e espreguiçadeiras'),
          types: [terraceSet, sunLounger],
        },
        { key: 'umbrellas', name: t('Quitasoles', 'Ombrelones'), types: [patioUmbrella] },
      ],
    },
  ],
};
