import { palettes } from '../colors';
import { attr, label, madeIn, no, same, t, years, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const { walls: wallColors, enamels: enamelColors, woods: woodTones } = palettes;

// Cans as sold in the region: a quarter gallon, a gallon and a 4-gallon bucket.
const quarter = t('1/4 galón', '1/4 galão');
const gallon = t('1 galón', '1 galão');
const bucket = t('4 galones', '4 galões');
const smallCans = { sizes: [quarter, gallon], sizeLitres: [0.946, 3.785], sizePriceFactors: [0.32, 1] };
const allCans = {
  sizes: [quarter, gallon, bucket],
  sizeLitres: [0.946, 3.785, 15.14],
  sizePriceFactors: [0.32, 1, 3.6],
};
const bigCans = { sizes: [gallon, bucket], sizeLitres: [3.785, 15.14], sizePriceFactors: [1, 3.6] };
const canBox = { depth: [17, 30], height: [19, 36], width: [17, 30] } satisfies ProductTypeSeed['dimensionsCm'];
// Every coating sold by the can: colour variants and the paint calculator (spec §1).
const paintCan = { saleUnit: 'GL', variants: 'COLOR', calculator: 'paint', shipping: 'home' } as const;
const waterBase = attr(label.base, [t('Agua', 'Água')]);
const solventBase = attr(label.base, [t('Solvente', 'Solvente')]);

const latexPaint: ProductTypeSeed = {
  key: 'latex-paint',
  noun: t('Pintura látex', 'Tinta látex'),
  qualifiers: [
    [t('interior', 'interior'), t('exterior', 'exterior'), t('interior y exterior', 'interior e exterior')],
    [t('mate', 'fosca'), t('satinada', 'acetinada'), t('semibrillo', 'semibrilho')],
  ],
  ...allCans,
  ...paintCan,
  brands: ['colorfino', 'pinturex', 'andescolor'],
  priceUsd: [15, 40],
  colors: wallColors,
  attributes: [
    waterBase,
    attr(label.dryTime, ['30 min', '1 h', '2 h']),
    attr(label.coats, ['2', '2 a 3']),
    attr(t('Lavable', 'Lavável'), [yes, no]),
    attr(t('Antihongos', 'Antimofo'), [yes, no]),
    attr(label.application, [t('Rodillo, brocha o pistola', 'Rolo, trincha ou pistola')]),
    madeIn('chile', 'peru', 'colombia', 'mexico', 'brazil', 'argentina'),
  ],
  topAttributes: 4,
  dimensionsCm: canBox,
  weightKg: [1.3, 21],
  paintYieldM2PerLitre: [8, 12],
};

const waterEnamel: ProductTypeSeed = {
  key: 'water-enamel',
  noun: t('Esmalte al agua', "Esmalte à base d'água"),
  qualifiers: [
    [t('satinado', 'acetinado'), t('brillante', 'brilhante')],
    [t('para interior', 'para interiores'), t('para interior y exterior', 'para interiores e exteriores')],
  ],
  ...smallCans,
  ...paintCan,
  brands: ['colorfino', 'tintamar'],
  priceUsd: [20, 45],
  colors: wallColors,
  attributes: [
    waterBase,
    attr(label.dryTime, ['1 h', '2 h']),
    attr(t('Resistencia al lavado', 'Resistência à lavagem'), [t('Alta', 'Alta'), t('Muy alta', 'Muito alta')]),
    attr(t('Olor', 'Odor'), [t('Bajo', 'Baixo'), t('Casi imperceptible', 'Quase imperceptível')]),
    madeIn('chile', 'colombia', 'brazil'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1.2, 4.8],
  paintYieldM2PerLitre: [10, 13],
};

const floorPaint: ProductTypeSeed = {
  key: 'floor-paint',
  noun: t('Pintura de pisos', 'Tinta piso'),
  qualifiers: [[t('de alto tránsito', 'de alto tráfego'), t('para canchas deportivas', 'para quadras esportivas')]],
  ...bigCans,
  ...paintCan,
  brands: ['pinturex', 'tintamar'],
  priceUsd: [28, 60],
  colors: ['grey', 'graphite', 'terracotta', 'green', 'navy', 'white'],
  attributes: [
    attr(label.base, [t('Acrílica', 'Acrílica'), t('Epóxica', 'Epóxi')]),
    attr(t('Tránsito peatonal', 'Liberação para pessoas'), ['24 h', '48 h']),
    attr(label.application, [t('Pisos de cemento', 'Pisos de cimento')]),
    attr(label.finish, [t('Semibrillo', 'Semibrilho'), t('Satinado', 'Acetinado')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: canBox,
  weightKg: [4.5, 22],
  paintYieldM2PerLitre: [6, 9],
};

const roofWaterproofing: ProductTypeSeed = {
  key: 'roof-waterproofing',
  noun: t('Impermeabilizante acrílico', 'Manta líquida acrílica'),
  qualifiers: [
    [t('fibratado', 'com fibras'), t('elastomérico', 'elastomérica')],
    [t('3 años', '3 anos'), t('5 años', '5 anos'), t('7 años', '7 anos')],
  ],
  ...bigCans,
  ...paintCan,
  brands: ['tintamar', 'andescolor'],
  priceUsd: [25, 55],
  colors: ['white', 'terracotta', 'grey'],
  attributes: [
    waterBase,
    attr(label.coats, ['2', '3']),
    attr(t('Reflectante solar', 'Refletância solar'), [yes, no]),
    attr(label.application, [
      t('Losas y techos de hormigón o fibrocemento', 'Lajes e telhados de concreto ou fibrocimento'),
    ]),
    madeIn('mexico', 'brazil', 'chile'),
  ],
  dimensionsCm: canBox,
  weightKg: [4.8, 22],
  paintYieldM2PerLitre: [1, 1.5],
};

const sprayPaint: ProductTypeSeed = {
  key: 'spray-paint',
  noun: t('Pintura en aerosol', 'Tinta spray'),
  qualifiers: [
    [t('multiuso', 'multiuso'), t('para alta temperatura', 'para alta temperatura')],
    [t('brillante', 'brilhante'), t('mate', 'fosca')],
  ],
  sizes: [same('300 ml'), same('400 ml')],
  brands: ['pinturex', 'colorfino'],
  saleUnit: 'UN',
  priceUsd: [4, 9],
  variants: 'COLOR',
  colors: [...enamelColors, 'silver', 'gold'],
  attributes: [
    attr(label.dryTime, ['10 min', '15 min', '20 min']),
    attr(t('Rendimiento por envase', 'Rendimento por embalagem'), ['1,5 m²', '2 m²']),
    attr(t('Superficies', 'Superfícies'), [
      t('Metal, madera, plástico y cerámica', 'Metal, madeira, plástico e cerâmica'),
    ]),
    attr(t('Válvula', 'Válvula'), [t('Con boquilla 360°', 'Com bico 360°')]),
    madeIn('brazil', 'mexico', 'china'),
  ],
  dimensionsCm: { depth: [6.5, 6.8], height: [19, 24], width: [6.5, 6.8] },
  weightKg: [0.3, 0.45],
  shipping: 'home',
};

const marineVarnish: ProductTypeSeed = {
  key: 'marine-varnish',
  noun: t('Barniz marino', 'Verniz marítimo'),
  qualifiers: [[t('brillante', 'brilhante'), t('satinado', 'acetinado')]],
  ...smallCans,
  ...paintCan,
  brands: ['barnilux', 'tintamar'],
  priceUsd: [16, 38],
  colors: woodTones,
  attributes: [
    solventBase,
    attr(t('Filtro UV', 'Filtro UV'), [yes]),
    attr(label.dryTime, ['4 h', '6 h', '8 h']),
    attr(label.coats, ['3']),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1, 4.2],
  paintYieldM2PerLitre: [10, 14],
};

const woodStain: ProductTypeSeed = {
  key: 'wood-stain',
  noun: t('Protector para madera', 'Stain protetor para madeira'),
  qualifiers: [[t('impregnante', 'impregnante'), t('con cera', 'com cera')]],
  ...smallCans,
  ...paintCan,
  brands: ['barnilux'],
  priceUsd: [14, 34],
  colors: woodTones,
  attributes: [
    attr(label.base, [t('Agua', 'Água'), t('Solvente', 'Solvente')]),
    attr(t('Protege contra', 'Protege contra'), [t('Hongos, insectos y rayos UV', 'Fungos, insetos e raios UV')]),
    attr(t('Durabilidad', 'Durabilidade'), [t('Hasta 4 años', 'Até 4 anos'), t('Hasta 6 años', 'Até 6 anos')]),
    attr(label.dryTime, ['2 h', '4 h']),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1, 4],
  paintYieldM2PerLitre: [8, 12],
};

const deckOil: ProductTypeSeed = {
  key: 'deck-oil',
  noun: t('Aceite para deck', 'Óleo para deck'),
  qualifiers: [[t('a base de solvente', 'à base de solvente'), t('a base de agua', "à base d'água")]],
  ...smallCans,
  ...paintCan,
  brands: ['barnilux', 'andescolor'],
  priceUsd: [20, 45],
  colors: woodTones,
  attributes: [
    attr(label.application, [t('Terrazas, pérgolas y muebles de exterior', 'Decks, pergolados e móveis externos')]),
    attr(label.coats, ['2']),
    attr(t('Filtro UV', 'Filtro UV'), [yes]),
    attr(t('Repelente al agua', 'Hidrorrepelente'), [yes]),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1, 4],
  paintYieldM2PerLitre: [10, 15],
};

const syntheticEnamel: ProductTypeSeed = {
  key: 'synthetic-enamel',
  noun: t('Esmalte sintético', 'Esmalte sintético'),
  qualifiers: [[t('brillante', 'brilhante'), t('semibrillante', 'acetinado'), t('mate', 'fosco')]],
  ...smallCans,
  ...paintCan,
  brands: ['colorfino', 'pinturex', 'tintamar'],
  priceUsd: [18, 42],
  colors: enamelColors,
  attributes: [
    solventBase,
    attr(label.dryTime, ['4 h', '6 h']),
    attr(label.application, [t('Metal y madera', 'Metal e madeira')]),
    attr(t('Diluyente', 'Diluente'), [t('Aguarrás', 'Aguarrás')]),
    madeIn('chile', 'peru', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1.1, 4.6],
  paintYieldM2PerLitre: [10, 14],
};

const anticorrosive: ProductTypeSeed = {
  key: 'anticorrosive',
  noun: t('Pintura anticorrosiva', 'Tinta anticorrosiva'),
  qualifiers: [[t('estructural', 'estrutural'), t('convencional', 'convencional')]],
  ...smallCans,
  ...paintCan,
  brands: ['tintamar', 'andescolor'],
  priceUsd: [17, 38],
  colors: ['red', 'grey', 'black', 'white'],
  attributes: [
    solventBase,
    attr(label.application, [t('Hierro y acero', 'Ferro e aço')]),
    attr(label.dryTime, ['1 h', '3 h']),
    attr(t('Protección contra la corrosión', 'Proteção contra corrosão'), [years(3), years(5)]),
    madeIn('chile', 'brazil', 'colombia'),
  ],
  dimensionsCm: { depth: [11, 18], height: [12, 20], width: [11, 18] },
  weightKg: [1.2, 5],
  paintYieldM2PerLitre: [8, 11],
};

const wallSealer: ProductTypeSeed = {
  key: 'wall-sealer',
  noun: t('Sellador acrílico para muros', 'Selador acrílico para paredes'),
  qualifiers: [[t('para interior', 'para interiores'), t('para exterior', 'para exteriores')]],
  ...bigCans,
  ...paintCan,
  brands: ['colorfino', 'andescolor'],
  priceUsd: [12, 28],
  colors: ['white', 'pearl-grey'],
  attributes: [
    waterBase,
    attr(label.dryTime, ['30 min', '1 h']),
    attr(label.application, [t('Yeso, hormigón y fibrocemento', 'Gesso, concreto e fibrocimento')]),
    attr(t('Mejora la adherencia', 'Melhora a aderência'), [yes]),
    madeIn('chile', 'peru', 'brazil'),
  ],
  dimensionsCm: canBox,
  weightKg: [4.2, 19],
  paintYieldM2PerLitre: [10, 14],
};

const wallFiller: ProductTypeSeed = {
  key: 'wall-filler',
  noun: t('Pasta para muro', 'Massa corrida'),
  qualifiers: [[t('lista para usar', 'pronta para uso'), t('de secado rápido', 'de secagem rápida')]],
  sizes: [same('1,5 kg'), same('6 kg'), same('25 kg')],
  sizePriceFactors: [0.3, 1, 3.2],
  brands: ['colorfino', 'pinturex'],
  saleUnit: 'UN',
  priceUsd: [7, 15],
  attributes: [
    attr(label.base, [t('Acrílica', 'Acrílica'), t('Vinílica', 'PVA')]),
    attr(label.use, [t('Interior', 'Interno'), t('Interior y exterior', 'Interno e externo')]),
    attr(label.dryTime, ['1 h', '2 h', '4 h']),
    attr(t('Lijable', 'Lixável'), [yes]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [12, 30], height: [10, 36], width: [12, 30] },
  weightKg: [1.6, 25.5],
  shipping: 'home',
};

const woodFiller: ProductTypeSeed = {
  key: 'wood-filler',
  noun: t('Masilla para madera', 'Massa para madeira'),
  qualifiers: [],
  sizes: [same('250 g'), same('500 g')],
  sizePriceFactors: [0.6, 1],
  brands: ['barnilux'],
  saleUnit: 'UN',
  priceUsd: [4, 9],
  variants: 'COLOR',
  colors: woodTones,
  attributes: [
    waterBase,
    attr(label.dryTime, ['30 min', '1 h']),
    attr(t('Lijable', 'Lixável'), [yes]),
    attr(t('Acepta barniz', 'Aceita verniz'), [yes]),
  ],
  dimensionsCm: { depth: [7, 9], height: [6, 9], width: [7, 9] },
  weightKg: [0.27, 0.53],
  shipping: 'home',
};

const wetSandpaper: ProductTypeSeed = {
  key: 'wet-sandpaper',
  noun: t('Lija al agua', "Lixa d'água"),
  qualifiers: [
    [t('grano 80', 'grão 80'), t('grano 120', 'grão 120'), t('grano 220', 'grão 220'), t('grano 400', 'grão 400')],
  ],
  sizes: [t('pack de 10 unidades', 'pacote com 10 unidades'), t('pack de 50 unidades', 'pacote com 50 unidades')],
  sizePriceFactors: [1, 4.2],
  brands: ['pincelar'],
  saleUnit: 'PACK',
  priceUsd: [3, 7],
  attributes: [
    attr(label.dimensions, ['23 x 28 cm']),
    attr(t('Abrasivo', 'Abrasivo'), [t('Carburo de silicio', 'Carbeto de silício')]),
    attr(label.use, [t('Lijado húmedo o en seco', 'Lixamento úmido ou a seco')]),
    madeIn('brazil', 'china'),
  ],
  dimensionsCm: { depth: [23, 24], height: [0.5, 2], width: [28, 29] },
  weightKg: [0.1, 0.5],
  shipping: 'home',
};

const paintRoller: ProductTypeSeed = {
  key: 'paint-roller',
  noun: t('Rodillo', 'Rolo'),
  qualifiers: [[t('de lana', 'de lã'), t('de espuma', 'de espuma'), t('antigota', 'antirrespingo')]],
  sizes: [same('9 cm'), same('18 cm'), same('23 cm')],
  sizePriceFactors: [0.5, 0.85, 1],
  brands: ['pincelar'],
  saleUnit: 'UN',
  priceUsd: [4, 14],
  attributes: [
    attr(t('Altura del pelo', 'Altura do pelo'), ['6 mm', '12 mm', '22 mm']),
    attr(t('Mango', 'Cabo'), [t('Plástico', 'Plástico'), t('Madera', 'Madeira')]),
    attr(label.use, [t('Superficies lisas', 'Superfícies lisas'), t('Superficies rugosas', 'Superfícies rugosas')]),
    attr(t('Pinturas recomendadas', 'Tintas recomendadas'), [t('Látex y acrílicas', 'Látex e acrílicas')]),
  ],
  dimensionsCm: { depth: [5, 7], height: [25, 32], width: [10, 25] },
  weightKg: [0.1, 0.35],
  shipping: 'home',
};

const paintBrush: ProductTypeSeed = {
  key: 'paint-brush',
  noun: t('Brocha', 'Trincha'),
  qualifiers: [[t('de cerda natural', 'de cerdas naturais'), t('de cerda sintética', 'de cerdas sintéticas')]],
  sizes: [same('1"'), same('2"'), same('3"'), same('4"')],
  sizePriceFactors: [0.4, 0.6, 0.8, 1],
  brands: ['pincelar'],
  saleUnit: 'UN',
  priceUsd: [2, 9],
  attributes: [
    attr(t('Mango', 'Cabo'), [t('Madera', 'Madeira'), t('Plástico', 'Plástico')]),
    attr(t('Largo de la cerda', 'Comprimento das cerdas'), ['44 mm', '51 mm', '57 mm']),
    attr(t('Pinturas recomendadas', 'Tintas recomendadas'), [
      t('Esmaltes y barnices', 'Esmaltes e vernizes'),
      t('Todo tipo de pintura', 'Todos os tipos de tinta'),
    ]),
  ],
  dimensionsCm: { depth: [1.5, 2.5], height: [20, 28], width: [3, 11] },
  weightKg: [0.03, 0.15],
  shipping: 'home',
};

const paintingKit: ProductTypeSeed = {
  key: 'painting-kit',
  noun: t('Kit de pintura', 'Kit para pintura'),
  qualifiers: [[t('5 piezas', '5 peças'), t('7 piezas', '7 peças')]],
  brands: ['pincelar'],
  saleUnit: 'JGO',
  priceUsd: [10, 22],
  attributes: [
    attr(label.includes, [
      t('Rodillo, bandeja y brocha', 'Rolo, bandeja e trincha'),
      t('Rodillo, bandeja, dos brochas y extensor', 'Rolo, bandeja, duas trinchas e extensor'),
    ]),
    attr(t('Ancho del rodillo', 'Largura do rolo'), ['18 cm', '23 cm']),
    attr(label.use, [t('Muros y cielos', 'Paredes e tetos')]),
  ],
  dimensionsCm: { depth: [8, 12], height: [35, 40], width: [25, 30] },
  weightKg: [0.5, 1.1],
  shipping: 'home',
};

const maskingTape: ProductTypeSeed = {
  key: 'masking-tape',
  noun: t('Cinta de enmascarar', 'Fita crepe'),
  qualifiers: [[t('de uso general', 'de uso geral'), t('de baja adherencia', 'de baixa aderência')]],
  sizes: [same('18 mm x 40 m'), same('24 mm x 40 m'), same('48 mm x 40 m')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['pincelar'],
  saleUnit: 'UN',
  priceUsd: [2, 6],
  attributes: [
    attr(t('Resistencia a la temperatura', 'Resistência à temperatura'), ['60 °C', '80 °C']),
    attr(t('Retiro sin residuos', 'Remoção sem resíduos'), [
      t('Hasta 7 días', 'Até 7 dias'),
      t('Hasta 14 días', 'Até 14 dias'),
    ]),
    attr(label.use, [t('Interior', 'Interno'), t('Interior y exterior', 'Interno e externo')]),
  ],
  dimensionsCm: { depth: [5, 5], height: [2, 5], width: [10, 10] },
  weightKg: [0.08, 0.25],
  shipping: 'home',
};

const dropCloth: ProductTypeSeed = {
  key: 'drop-cloth',
  noun: t('Cobertor plástico', 'Lona plástica'),
  qualifiers: [[t('liviano', 'leve'), t('reforzado', 'reforçada')]],
  sizes: [same('3 x 4 m'), same('4 x 5 m')],
  sizePriceFactors: [0.7, 1],
  brands: ['pincelar'],
  saleUnit: 'UN',
  priceUsd: [2, 8],
  attributes: [
    attr(label.material, [t('Polietileno', 'Polietileno')]),
    attr(label.thickness, [t('20 micras', '20 mícrons'), t('50 micras', '50 mícrons')]),
    attr(label.use, [t('Protección de pisos y muebles', 'Proteção de pisos e móveis')]),
  ],
  dimensionsCm: { depth: [2, 4], height: [20, 25], width: [15, 20] },
  weightKg: [0.2, 0.9],
  shipping: 'home',
};

export const paint: DepartmentSeed = {
  key: 'paint',
  name: t('Pinturas', 'Tintas'),
  children: [
    {
      key: 'wall-paints',
      name: t('Pinturas para muros', 'Tintas para paredes'),
      children: [
        { key: 'latex-paints', name: t('Látex y acrílicas', 'Látex e acrílicas'), types: [latexPaint, waterEnamel] },
        {
          key: 'special-paints',
          name: t('Pinturas especiales', 'Tintas especiais'),
          types: [floorPaint, roofWaterproofing],
        },
        { key: 'spray-paints', name: t('Pinturas en aerosol', 'Tintas spray'), types: [sprayPaint] },
      ],
    },
    {
      key: 'wood-metal',
      name: t('Maderas y metales', 'Madeiras e metais'),
      children: [
        { key: 'varnishes', name: t('Barnices', 'Vernizes'), types: [marineVarnish] },
        {
          key: 'wood-protection',
          name: t('Protectores de madera', 'Protetores para madeira'),
          types: [woodStain, deckOil],
        },
        {
          key: 'metal-enamels',
          name: t('Esmaltes y anticorrosivos', 'Esmaltes e anticorrosivos'),
          types: [syntheticEnamel, anticorrosive],
        },
      ],
    },
    {
      key: 'surface-prep',
      name: t('Preparación de superficies', 'Preparação de superfícies'),
      children: [
        { key: 'primers', name: t('Selladores y fondos', 'Seladores e fundos'), types: [wallSealer] },
        { key: 'fillers', name: t('Pastas y masillas', 'Massas'), types: [wallFiller, woodFiller] },
        { key: 'sandpaper', name: t('Lijas', 'Lixas'), types: [wetSandpaper] },
      ],
    },
    {
      key: 'painting-tools',
      name: t('Accesorios para pintar', 'Acessórios para pintura'),
      children: [
        {
          key: 'brushes-rollers',
          name: t('Brochas y rodillos', 'Trinchas e rolos'),
          types: [paintRoller, paintBrush, paintingKit],
        },
        { key: 'masking', name: t('Cintas y protección', 'Fitas e proteção'), types: [maskingTape, dropCloth] },
      ],
    },
  ],
};
