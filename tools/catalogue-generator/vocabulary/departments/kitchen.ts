import { palettes } from '../colors';
import { attr, label, madeIn, no, same, t, warrantyOf, years, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const appliance = {
  saleUnit: 'UN',
  shipping: 'home',
  warranty: true,
  services: ['install-appliance'],
} satisfies Partial<ProductTypeSeed>;
const cabinet = {
  saleUnit: 'UN',
  variants: 'COLOR',
  colors: palettes.furniture,
  shipping: 'bulky',
  services: ['assembly'],
} satisfies Partial<ProductTypeSeed>;
const cabinetBoard = attr(label.material, [t('Melamina de 15 mm', 'MDP de 15 mm'), t('MDF de 18 mm', 'MDF de 18 mm')]);

const kitchenSink: ProductTypeSeed = {
  key: 'kitchen-sink',
  noun: t('Lavaplatos de acero inoxidable', 'Cuba de inox'),
  qualifiers: [
    [t('de una taza', 'simples'), t('de dos tazas', 'dupla')],
    [t('para empotrar', 'de embutir'), t('para sobreponer', 'de sobrepor')],
  ],
  sizes: [same('80 x 50 cm'), same('100 x 50 cm')],
  sizePriceFactors: [0.8, 1],
  brands: ['inoxa'],
  saleUnit: 'UN',
  priceUsd: [40, 180],
  attributes: [
    attr(t('Acero', 'Aço'), ['AISI 304', 'AISI 430']),
    attr(label.thickness, ['0,6 mm', '0,8 mm']),
    attr(t('Profundidad de la taza', 'Profundidade da cuba'), ['16 cm', '18 cm', '20 cm']),
    attr(t('Escurridor integrado', 'Escorredor integrado'), [yes, no]),
    attr(t('Desagüe incluido', 'Válvula inclusa'), [yes]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: { depth: [50, 55], height: [18, 25], width: [80, 102] },
  weightKg: [5, 12],
  shipping: 'home',
};

const kitchenMixer: ProductTypeSeed = {
  key: 'kitchen-mixer',
  noun: t('Monomando de cocina', 'Misturador monocomando para cozinha'),
  qualifiers: [[t('con ducha extraíble', 'com ducha extensível'), t('de caño giratorio', 'de bica móvel')]],
  brands: ['grifomar', 'inoxa'],
  saleUnit: 'UN',
  priceUsd: [40, 160],
  variants: 'COLOR',
  colors: ['chrome', 'stainless', 'black'],
  attributes: [
    attr(label.material, [t('Latón', 'Latão'), t('Acero inoxidable', 'Aço inox')]),
    attr(t('Altura del caño', 'Altura da bica'), ['22 cm', '30 cm', '40 cm']),
    attr(t('Cartucho', 'Cartucho'), [t('Cerámico de 35 mm', 'Cerâmico de 35 mm')]),
    warrantyOf(years(5)),
    madeIn('china', 'brazil', 'spain'),
  ],
  dimensionsCm: { depth: [18, 25], height: [8, 12], width: [35, 50] },
  weightKg: [1.2, 2.8],
  shipping: 'home',
  services: ['install-faucet'],
};

const gasCooktop: ProductTypeSeed = {
  key: 'gas-cooktop',
  noun: t('Encimera a gas', 'Cooktop a gás'),
  qualifiers: [
    [t('de 4 quemadores', 'de 4 bocas'), t('de 5 quemadores', 'de 5 bocas')],
    [t('de acero inoxidable', 'de inox'), t('de vidrio templado', 'de vidro temperado')],
  ],
  sizes: [same('60 cm'), same('75 cm')],
  sizePriceFactors: [1, 1.3],
  brands: ['fogonal', 'campanix'],
  ...appliance,
  priceUsd: [120, 380],
  attributes: [
    attr(t('Encendido', 'Acendimento'), [t('Eléctrico a una mano', 'Automático')]),
    attr(t('Tipo de gas', 'Tipo de gás'), [t('Licuado o natural', 'GLP ou gás natural')]),
    attr(t('Parrillas', 'Grades'), [t('Hierro fundido', 'Ferro fundido'), t('Acero esmaltado', 'Aço esmaltado')]),
    attr(t('Válvula de seguridad', 'Válvula de segurança'), [yes, no]),
    madeIn('chile', 'brazil', 'mexico', 'china', 'italy'),
  ],
  dimensionsCm: { depth: [52, 60], height: [10, 14], width: [62, 78] },
  weightKg: [8, 16],
};

const inductionCooktop: ProductTypeSeed = {
  key: 'induction-cooktop',
  noun: t('Encimera de inducción', 'Cooktop de indução'),
  qualifiers: [[t('de 2 zonas', 'de 2 zonas'), t('de 4 zonas', 'de 4 zonas')]],
  brands: ['fogonal'],
  ...appliance,
  priceUsd: [180, 520],
  attributes: [
    attr(label.power, ['3500 W', '7200 W']),
    attr(label.voltage, ['220 V']),
    attr(t('Control', 'Controle'), [t('Táctil', 'Touch')]),
    attr(t('Bloqueo infantil', 'Trava de segurança'), [yes]),
    attr(t('Temporizador', 'Timer'), [yes]),
    madeIn('china', 'italy', 'turkey'),
  ],
  dimensionsCm: { depth: [52, 60], height: [8, 12], width: [30, 62] },
  weightKg: [4, 12],
};

const rangeHood: ProductTypeSeed = {
  key: 'range-hood',
  noun: t('Campana de cocina', 'Coifa'),
  qualifiers: [[t('de pared', 'de parede'), t('de isla', 'de ilha'), t('purificadora', 'depuradora')]],
  sizes: [same('60 cm'), same('90 cm')],
  sizePriceFactors: [1, 1.35],
  brands: ['campanix'],
  ...appliance,
  priceUsd: [110, 420],
  attributes: [
    attr(t('Capacidad de extracción', 'Capacidade de exaustão'), ['350 m³/h', '600 m³/h', '800 m³/h']),
    attr(t('Velocidades', 'Velocidades'), ['3', '4']),
    attr(t('Nivel de ruido', 'Nível de ruído'), ['52 dB', '58 dB']),
    attr(label.finish, [t('Acero inoxidable', 'Aço inox'), t('Vidrio negro', 'Vidro preto')]),
    madeIn('china', 'italy', 'brazil'),
  ],
  dimensionsCm: { depth: [45, 55], height: [40, 65], width: [62, 92] },
  weightKg: [8, 22],
};

const builtInOven: ProductTypeSeed = {
  key: 'built-in-oven',
  noun: t('Horno eléctrico empotrable', 'Forno elétrico de embutir'),
  qualifiers: [[t('multifunción', 'multifunção'), t('con convección', 'com convecção')]],
  sizes: [same('60 L'), same('70 L')],
  sizePriceFactors: [1, 1.2],
  brands: ['fogonal'],
  ...appliance,
  priceUsd: [250, 700],
  attributes: [
    attr(t('Programas de cocción', 'Programas de cocção'), ['6', '8', '10']),
    attr(t('Temperatura máxima', 'Temperatura máxima'), ['250 °C', '280 °C']),
    attr(t('Limpieza', 'Limpeza'), [t('Catalítica', 'Catalítica'), t('Tradicional', 'Tradicional')]),
    attr(label.power, ['2400 W', '3000 W']),
    attr(label.voltage, ['220 V']),
    madeIn('italy', 'turkey', 'china', 'brazil'),
  ],
  dimensionsCm: { depth: [55, 60], height: [59, 62], width: [59, 62] },
  weightKg: [28, 40],
  shipping: 'bulky',
};

const baseCabinet: ProductTypeSeed = {
  key: 'base-cabinet',
  noun: t('Mueble base de cocina', 'Balcão de cozinha'),
  qualifiers: [[t('con cajones', 'com gavetas'), t('de 2 puertas', 'de 2 portas')]],
  sizes: [same('60 cm'), same('80 cm'), same('120 cm')],
  sizePriceFactors: [0.75, 1, 1.4],
  brands: ['cocinova', 'mueblix'],
  ...cabinet,
  priceUsd: [70, 260],
  attributes: [
    cabinetBoard,
    attr(t('Cubierta incluida', 'Tampo incluso'), [yes, no]),
    attr(t('Bisagras', 'Dobradiças'), [t('Con cierre suave', 'Com amortecedor'), t('Estándar', 'Padrão')]),
    attr(t('Altura', 'Altura'), ['82 cm', '86 cm']),
  ],
  dimensionsCm: { depth: [48, 60], height: [15, 25], width: [62, 122] },
  weightKg: [20, 45],
};

const wallCabinet: ProductTypeSeed = {
  key: 'wall-cabinet',
  noun: t('Mueble aéreo de cocina', 'Armário aéreo de cozinha'),
  qualifiers: [[t('de 2 puertas', 'de 2 portas'), t('con puerta abatible', 'com porta basculante')]],
  sizes: [same('60 cm'), same('80 cm')],
  sizePriceFactors: [0.8, 1],
  brands: ['cocinova', 'mueblix'],
  ...cabinet,
  priceUsd: [50, 180],
  attributes: [
    cabinetBoard,
    attr(t('Repisas', 'Prateleiras'), ['1', '2']),
    attr(t('Altura', 'Altura'), ['70 cm', '72 cm']),
    attr(t('Soportes de fijación incluidos', 'Suportes de fixação inclusos'), [yes]),
  ],
  dimensionsCm: { depth: [32, 40], height: [12, 20], width: [62, 82] },
  weightKg: [12, 25],
};

const countertop: ProductTypeSeed = {
  key: 'countertop',
  noun: t('Cubierta de cocina postformada', 'Tampo pós-formado'),
  qualifiers: [
    [
      t('tipo granito negro', 'padrão granito preto'),
      t('tipo mármol blanco', 'padrão mármore branco'),
      t('tipo madera', 'padrão madeira'),
    ],
  ],
  sizes: [same('2,4 m'), same('3 m')],
  sizePriceFactors: [0.85, 1],
  brands: ['cocinova'],
  saleUnit: 'UN',
  priceUsd: [45, 140],
  attributes: [
    attr(label.thickness, ['28 mm', '38 mm']),
    attr(t('Fondo', 'Profundidade'), ['60 cm']),
    attr(t('Borde', 'Borda'), [t('Postformado redondeado', 'Pós-formada arredondada')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [60, 62], height: [3, 4], width: [240, 300] },
  weightKg: [25, 40],
  shipping: 'bulky',
  services: ['cut-board'],
};

const dishRack: ProductTypeSeed = {
  key: 'dish-rack',
  noun: t('Escurridor de platos', 'Escorredor de louça'),
  qualifiers: [
    [t('de acero inoxidable', 'de inox'), t('plástico', 'plástico')],
    [t('de 1 nivel', 'de 1 nível'), t('de 2 niveles', 'de 2 níveis')],
  ],
  brands: ['ordenix', 'inoxa'],
  saleUnit: 'UN',
  priceUsd: [8, 40],
  attributes: [
    attr(label.capacity, [t('12 platos', '12 pratos'), t('20 platos', '20 pratos')]),
    attr(t('Bandeja de goteo', 'Bandeja coletora'), [yes]),
    attr(t('Portacubiertos', 'Porta-talheres'), [yes]),
  ],
  dimensionsCm: { depth: [30, 35], height: [12, 40], width: [40, 50] },
  weightKg: [0.8, 2.5],
  shipping: 'home',
};

const kitchenBin: ProductTypeSeed = {
  key: 'kitchen-bin',
  noun: t('Basurero con pedal', 'Lixeira com pedal'),
  qualifiers: [[t('de acero pintado', 'de aço pintado'), t('plástico', 'plástica')]],
  sizes: [same('12 L'), same('20 L'), same('30 L')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['inoxa', 'ordenix'],
  saleUnit: 'UN',
  priceUsd: [15, 60],
  variants: 'COLOR',
  colors: ['white', 'black', 'grey', 'red'],
  attributes: [
    attr(t('Tapa', 'Tampa'), [t('De cierre suave', 'Com fechamento suave'), t('Estándar', 'Padrão')]),
    attr(t('Balde interior', 'Balde interno'), [t('Removible', 'Removível')]),
    attr(t('Base antideslizante', 'Base antiderrapante'), [yes]),
  ],
  dimensionsCm: { depth: [25, 35], height: [35, 65], width: [25, 35] },
  weightKg: [1.5, 5],
  shipping: 'home',
};

export const kitchen: DepartmentSeed = {
  key: 'kitchen',
  name: t('Cocina', 'Cozinha'),
  children: [
    {
      key: 'sinks-faucets',
      name: t('Lavaplatos y grifería', 'Cubas e torneiras'),
      children: [
        { key: 'sinks', name: t('Lavaplatos', 'Cubas'), types: [kitchenSink] },
        { key: 'kitchen-faucets', name: t('Grifería de cocina', 'Torneiras para cozinha'), types: [kitchenMixer] },
      ],
    },
    {
      key: 'cooking',
      name: t('Encimeras, hornos y campanas', 'Cooktops, fornos e coifas'),
      children: [
        { key: 'cooktops', name: t('Encimeras', 'Cooktops'), types: [gasCooktop, inductionCooktop] },
        { key: 'range-hoods', name: t('Campanas', 'Coifas'), types: [rangeHood] },
        { key: 'ovens', name: t('Hornos empotrables', 'Fornos de embutir'), types: [builtInOven] },
      ],
    },
    {
      key: 'kitchen-furniture',
      name: t('Muebles de cocina', 'Móveis de cozinha'),
      children: [
        {
          key: 'kitchen-cabinets',
          name: t('Muebles base y aéreos', 'Balcões e armários aéreos'),
          types: [baseCabinet, wallCabinet],
        },
        { key: 'countertops', name: t('Cubiertas', 'Tampos'), types: [countertop] },
      ],
    },
    {
      key: 'kitchen-organisation',
      name: t('Orden en la cocina', 'Organização da cozinha'),
      children: [
        { key: 'dish-racks', name: t('Escurridores', 'Escorredores'), types: [dishRack] },
        { key: 'kitchen-bins', name: t('Basureros', 'Lixeiras'), types: [kitchenBin] },
      ],
    },
  ],
};
