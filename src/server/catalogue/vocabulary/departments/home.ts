import { palettes } from '../colors';
import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
const curtain = { ...item, services: ['install-curtain'] } satisfies Partial<ProductTypeSeed>;
const polyester = attr(label.material, [t('Poliéster', 'Poliéster')]);
const machineWashable = attr(t('Lavable en lavadora', 'Lavável na máquina'), [yes]);
const hangerIncluded = attr(t('Colgador incluido', 'Suporte incluso'), [yes]);

const storageBox: ProductTypeSeed = {
  key: 'storage-box',
  noun: t('Caja organizadora', 'Caixa organizadora'),
  qualifiers: [
    [t('con tapa', 'com tampa'), t('con ruedas', 'com rodinhas')],
    [t('transparente', 'transparente'), t('opaca', 'opaca')],
  ],
  sizes: [same('15 L'), same('30 L'), same('60 L')],
  sizePriceFactors: [0.5, 0.75, 1],
  brands: ['ordenix'],
  ...item,
  priceUsd: [6, 22],
  attributes: [
    attr(label.material, [t('Polipropileno', 'Polipropileno')]),
    attr(t('Apilable', 'Empilhável'), [yes]),
    attr(t('Cierre con seguros', 'Fechamento com travas'), [yes, no]),
  ],
  dimensionsCm: { depth: [30, 45], height: [15, 35], width: [40, 60] },
  weightKg: [0.5, 2],
};

const metalShelf: ProductTypeSeed = {
  key: 'metal-shelf',
  noun: t('Estante metálico', 'Estante de aço'),
  qualifiers: [[t('de 4 repisas', 'com 4 prateleiras'), t('de 5 repisas', 'com 5 prateleiras')]],
  brands: ['ordenix', 'mueblix'],
  saleUnit: 'UN',
  priceUsd: [35, 110],
  attributes: [
    attr(t('Carga por repisa', 'Carga por prateleira'), ['50 kg', '100 kg', '175 kg']),
    attr(label.dimensions, ['180 x 90 x 40 cm', '150 x 75 x 30 cm']),
    attr(t('Repisas regulables', 'Prateleiras reguláveis'), [yes]),
    attr(label.installation, [
      t('Por encastre, sin tornillos', 'Por encaixe, sem parafusos'),
      t('Con pernos', 'Com parafusos'),
    ]),
  ],
  dimensionsCm: { depth: [30, 45], height: [8, 15], width: [90, 180] },
  weightKg: [10, 28],
  shipping: 'bulky',
  services: ['assembly'],
};

const floatingShelf: ProductTypeSeed = {
  key: 'floating-shelf',
  noun: t('Repisa flotante', 'Prateleira flutuante'),
  qualifiers: [],
  sizes: [same('60 cm'), same('80 cm'), same('100 cm')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['mueblix', 'casaviva'],
  ...item,
  priceUsd: [8, 30],
  variants: 'COLOR',
  colors: ['white', 'black', 'oak', 'walnut'],
  attributes: [
    attr(t('Profundidad', 'Profundidade'), ['20 cm', '25 cm']),
    attr(t('Carga máxima', 'Carga máxima'), ['10 kg', '15 kg']),
    attr(t('Fijación oculta', 'Fixação invisível'), [yes]),
    attr(label.material, [t('MDF', 'MDF'), t('Melamina', 'MDP')]),
  ],
  dimensionsCm: { depth: [20, 25], height: [4, 6], width: [60, 100] },
  weightKg: [1.5, 4],
};

const wardrobe: ProductTypeSeed = {
  key: 'wardrobe',
  noun: t('Clóset', 'Guarda-roupa'),
  qualifiers: [
    [t('de 2 puertas', 'de 2 portas'), t('de 3 puertas', 'de 3 portas')],
    [t('con cajones', 'com gavetas'), t('con espejo', 'com espelho')],
  ],
  brands: ['mueblix'],
  saleUnit: 'UN',
  priceUsd: [120, 380],
  variants: 'COLOR',
  colors: palettes.furniture,
  attributes: [
    attr(label.material, [t('Melamina de 15 mm', 'MDP de 15 mm')]),
    attr(t('Altura', 'Altura'), ['180 cm', '200 cm']),
    attr(t('Barra para colgar', 'Cabideiro'), [yes]),
    attr(t('Repisas interiores', 'Prateleiras internas'), ['3', '5']),
  ],
  dimensionsCm: { depth: [45, 60], height: [15, 30], width: [100, 200] },
  weightKg: [45, 95],
  shipping: 'bulky',
  services: ['assembly'],
};

const blackoutCurtain: ProductTypeSeed = {
  key: 'blackout-curtain',
  noun: t('Cortina blackout', 'Cortina blackout'),
  qualifiers: [[t('con argollas', 'com ilhoses'), t('con presillas', 'com passantes')]],
  sizes: [same('140 x 220 cm'), same('280 x 220 cm')],
  sizePriceFactors: [0.6, 1],
  brands: ['telaval', 'cortinova'],
  ...curtain,
  priceUsd: [15, 60],
  variants: 'COLOR',
  colors: palettes.textiles,
  attributes: [
    polyester,
    attr(t('Bloqueo de luz', 'Bloqueio de luz'), ['90 %', '100 %']),
    machineWashable,
    attr(t('Aislante térmico', 'Isolante térmico'), [yes]),
  ],
  dimensionsCm: { depth: [4, 6], height: [30, 35], width: [25, 30] },
  weightKg: [0.8, 2.5],
};

const sheerCurtain: ProductTypeSeed = {
  key: 'sheer-curtain',
  noun: t('Cortina de velo', 'Cortina de voil'),
  qualifiers: [[t('lisa', 'lisa'), t('con textura de lino', 'com textura de linho')]],
  sizes: [same('140 x 220 cm'), same('280 x 220 cm')],
  sizePriceFactors: [0.6, 1],
  brands: ['telaval'],
  ...curtain,
  priceUsd: [12, 40],
  variants: 'COLOR',
  colors: ['white', 'ivory', 'beige', 'pearl-grey'],
  attributes: [polyester, attr(label.installation, [t('Jareta para barra', 'Passante para varão')]), machineWashable],
  dimensionsCm: { depth: [3, 5], height: [25, 30], width: [20, 25] },
  weightKg: [0.3, 1],
};

const rollerBlind: ProductTypeSeed = {
  key: 'roller-blind',
  noun: t('Cortina enrollable', 'Persiana rolô'),
  qualifiers: [[t('blackout', 'blackout'), t('screen', 'tela solar'), t('dúo', 'double vision')]],
  sizes: [same('80 x 180 cm'), same('120 x 180 cm'), same('160 x 250 cm')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['cortinova'],
  ...curtain,
  priceUsd: [20, 90],
  variants: 'COLOR',
  colors: ['white', 'beige', 'grey', 'graphite'],
  attributes: [
    attr(t('Accionamiento', 'Acionamento'), [t('Cadena', 'Corrente'), t('Motorizado', 'Motorizado')]),
    attr(label.installation, [t('Al techo o al muro', 'No teto ou na parede')]),
    attr(t('Cenefa', 'Bandô'), [yes, no]),
    madeIn('china', 'brazil', 'chile'),
  ],
  dimensionsCm: { depth: [6, 10], height: [6, 10], width: [85, 165] },
  weightKg: [1.2, 4],
};

const curtainRod: ProductTypeSeed = {
  key: 'curtain-rod',
  noun: t('Barra para cortina', 'Varão para cortina'),
  qualifiers: [
    [t('simple', 'simples'), t('doble', 'duplo')],
    [t('extensible', 'extensível'), t('fija', 'fixo')],
  ],
  sizes: [same('1,5 m'), same('2 m'), same('3 m')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['cortinova'],
  ...curtain,
  priceUsd: [8, 30],
  variants: 'COLOR',
  colors: ['black', 'white', 'silver', 'gold'],
  attributes: [
    attr(label.diameter, ['19 mm', '25 mm']),
    attr(label.material, [t('Metal', 'Metal')]),
    attr(t('Soportes incluidos', 'Suportes inclusos'), [yes]),
    attr(t('Terminales', 'Ponteiras'), [t('Decorativos', 'Decorativas')]),
  ],
  dimensionsCm: { depth: [4, 6], height: [4, 6], width: [150, 300] },
  weightKg: [0.6, 2],
};

const rug: ProductTypeSeed = {
  key: 'rug',
  noun: t('Alfombra', 'Tapete'),
  qualifiers: [[t('de pelo corto', 'de pelo baixo'), t('shaggy', 'shaggy'), t('de yute', 'de juta')]],
  sizes: [same('120 x 170 cm'), same('160 x 230 cm'), same('200 x 290 cm')],
  sizePriceFactors: [0.5, 1, 1.7],
  brands: ['alfombrelia', 'telaval'],
  ...item,
  priceUsd: [35, 110],
  variants: 'COLOR',
  colors: ['beige', 'grey', 'graphite', 'terracotta', 'navy'],
  attributes: [
    attr(t('Base antideslizante', 'Base antiderrapante'), [yes, no]),
    attr(label.use, [t('Living, comedor y dormitorio', 'Sala e quarto')]),
    attr(t('Limpieza', 'Limpeza'), [
      t('Con aspiradora', 'Com aspirador'),
      t('Lavado profesional', 'Lavagem profissional'),
    ]),
    madeIn('turkey', 'india', 'china'),
  ],
  dimensionsCm: { depth: [25, 35], height: [25, 35], width: [120, 200] },
  weightKg: [3, 15],
};

const doorMat: ProductTypeSeed = {
  key: 'door-mat',
  noun: t('Limpiapiés', 'Capacho'),
  qualifiers: [
    [t('de fibra de coco', 'de fibra de coco'), t('de goma', 'de borracha'), t('de alfombra', 'de carpete')],
  ],
  sizes: [same('40 x 60 cm'), same('60 x 90 cm')],
  sizePriceFactors: [0.6, 1],
  brands: ['alfombrelia'],
  ...item,
  priceUsd: [6, 25],
  attributes: [
    attr(t('Base antideslizante', 'Base antiderrapante'), [yes]),
    attr(label.use, [t('Interior', 'Interno'), t('Exterior', 'Externo')]),
    attr(t('Lavable', 'Lavável'), [yes, no]),
  ],
  dimensionsCm: { depth: [40, 60], height: [1, 3], width: [60, 90] },
  weightKg: [0.8, 3],
};

const cushion: ProductTypeSeed = {
  key: 'cushion',
  noun: t('Cojín decorativo', 'Almofada decorativa'),
  qualifiers: [[t('liso', 'lisa'), t('tejido', 'tricotada'), t('de terciopelo', 'de veludo')]],
  sizes: [same('45 x 45 cm'), same('50 x 50 cm')],
  sizePriceFactors: [0.85, 1],
  brands: ['casaviva', 'telaval'],
  ...item,
  priceUsd: [6, 20],
  variants: 'COLOR',
  colors: palettes.textiles,
  attributes: [
    attr(t('Relleno', 'Enchimento'), [t('Fibra siliconada', 'Fibra siliconizada')]),
    attr(t('Funda', 'Capa'), [t('Removible, con cierre oculto', 'Removível, com zíper invisível')]),
    machineWashable,
  ],
  dimensionsCm: { depth: [10, 15], height: [45, 50], width: [45, 50] },
  weightKg: [0.4, 0.8],
};

const throwBlanket: ProductTypeSeed = {
  key: 'throw-blanket',
  noun: t('Manta tejida', 'Manta de tricô'),
  qualifiers: [[t('con flecos', 'com franjas'), t('lisa', 'lisa')]],
  sizes: [same('130 x 170 cm'), same('150 x 200 cm')],
  sizePriceFactors: [0.8, 1],
  brands: ['casaviva', 'telaval'],
  ...item,
  priceUsd: [15, 45],
  variants: 'COLOR',
  colors: ['white', 'beige', 'grey', 'terracotta', 'olive-green'],
  attributes: [
    attr(t('Composición', 'Composição'), [t('100 % algodón', '100% algodão'), t('Acrílico', 'Acrílico')]),
    machineWashable,
    madeIn('india', 'turkey', 'brazil', 'peru'),
  ],
  dimensionsCm: { depth: [8, 12], height: [30, 35], width: [25, 30] },
  weightKg: [0.8, 1.6],
};

const wallMirror: ProductTypeSeed = {
  key: 'wall-mirror',
  noun: t('Espejo decorativo', 'Espelho decorativo'),
  qualifiers: [
    [t('redondo', 'redondo'), t('rectangular', 'retangular'), t('orgánico', 'orgânico')],
    [t('con marco metálico', 'com moldura metálica'), t('con marco de madera', 'com moldura de madeira')],
  ],
  brands: ['casaviva'],
  ...item,
  priceUsd: [25, 140],
  attributes: [
    attr(label.thickness, ['4 mm', '5 mm']),
    attr(label.installation, [t('Colgado en el muro', 'Fixado na parede'), t('Apoyado en el piso', 'Apoiado no chão')]),
    hangerIncluded,
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [4, 8], height: [50, 100], width: [50, 80] },
  weightKg: [3, 12],
};

const wallArt: ProductTypeSeed = {
  key: 'wall-art',
  noun: t('Cuadro decorativo', 'Quadro decorativo'),
  qualifiers: [[t('abstracto', 'abstrato'), t('botánico', 'botânico'), t('fotográfico', 'fotográfico')]],
  sizes: [same('40 x 60 cm'), same('60 x 90 cm')],
  sizePriceFactors: [0.6, 1],
  brands: ['casaviva'],
  ...item,
  priceUsd: [15, 70],
  attributes: [
    attr(t('Impresión', 'Impressão'), [
      t('Sobre tela', 'Em tela canvas'),
      t('Sobre papel, con vidrio', 'Em papel, com vidro'),
    ]),
    attr(t('Marco', 'Moldura'), [
      t('Negro', 'Preta'),
      t('Madera natural', 'Madeira natural'),
      t('Sin marco', 'Sem moldura'),
    ]),
    hangerIncluded,
  ],
  dimensionsCm: { depth: [3, 5], height: [40, 60], width: [60, 90] },
  weightKg: [1, 4],
};

const wallClock: ProductTypeSeed = {
  key: 'wall-clock',
  noun: t('Reloj de pared', 'Relógio de parede'),
  qualifiers: [[t('silencioso', 'silencioso'), t('estilo nórdico', 'estilo nórdico')]],
  sizes: [same('30 cm'), same('40 cm')],
  sizePriceFactors: [0.8, 1],
  brands: ['casaviva'],
  ...item,
  priceUsd: [10, 45],
  variants: 'COLOR',
  colors: ['black', 'white', 'gold', 'oak'],
  attributes: [
    attr(t('Mecanismo', 'Mecanismo'), [t('Cuarzo de barrido continuo', 'Quartzo de varredura contínua')]),
    attr(t('Alimentación', 'Alimentação'), [t('1 pila AA', '1 pilha AA')]),
    attr(label.material, [t('Metal', 'Metal'), t('MDF', 'MDF')]),
  ],
  dimensionsCm: { depth: [5, 7], height: [31, 42], width: [31, 42] },
  weightKg: [0.4, 1.2],
};

export const home: DepartmentSeed = {
  key: 'home',
  name: t('Hogar y decoración', 'Casa e decoração'),
  children: [
    {
      key: 'organisation',
      name: t('Organización', 'Organização'),
      children: [
        { key: 'storage-boxes', name: t('Cajas organizadoras', 'Caixas organizadoras'), types: [storageBox] },
        {
          key: 'shelving',
          name: t('Estantes y repisas', 'Estantes e prateleiras'),
          types: [metalShelf, floatingShelf],
        },
        { key: 'wardrobes', name: t('Clósets', 'Guarda-roupas'), types: [wardrobe] },
      ],
    },
    {
      key: 'curtains-blinds',
      name: t('Cortinas y persianas', 'Cortinas e persianas'),
      children: [
        { key: 'curtains', name: t('Cortinas', 'Cortinas'), types: [blackoutCurtain, sheerCurtain] },
        {
          key: 'blinds-rods',
          name: t('Cortinas enrollables y barras', 'Persianas e varões'),
          types: [rollerBlind, curtainRod],
        },
      ],
    },
    {
      key: 'rugs-textiles',
      name: t('Alfombras y textiles', 'Tapetes e têxteis'),
      children: [
        { key: 'rugs', name: t('Alfombras y limpiapiés', 'Tapetes e capachos'), types: [rug, doorMat] },
        { key: 'cushions-throws', name: t('Cojines y mantas', 'Almofadas e mantas'), types: [cushion, throwBlanket] },
      ],
    },
    {
      key: 'decoration',
      name: t('Decoración', 'Decoração'),
      children: [
        { key: 'decorative-mirrors', name: t('Espejos decorativos', 'Espelhos decorativos'), types: [wallMirror] },
        { key: 'wall-decor', name: t('Cuadros y relojes', 'Quadros e relógios'), types: [wallArt, wallClock] },
      ],
    },
  ],
};
