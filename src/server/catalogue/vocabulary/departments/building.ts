import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const sack = { depth: [10, 14], height: [40, 50], width: [55, 70] } satisfies ProductTypeSeed['dimensionsCm'];
const board = { saleUnit: 'PLANCHA', shipping: 'bulky' } satisfies Partial<ProductTypeSeed>;
const compression = t('Resistencia a la compresión', 'Resistência à compressão');
const perM2 = t('Unidades por m²', 'Unidades por m²');

const cement: ProductTypeSeed = {
  key: 'cement',
  noun: t('Cemento', 'Cimento'),
  qualifiers: [[t('de uso general', 'de uso geral'), t('de alta resistencia', 'de alta resistência')]],
  sizes: [same('25 kg'), same('42,5 kg'), same('50 kg')],
  sizePriceFactors: [1, 1.6, 1.9],
  brands: ['andicem'],
  saleUnit: 'SACO',
  priceUsd: [7, 10],
  attributes: [
    attr(t('Fraguado inicial', 'Início de pega'), ['45 min', '60 min']),
    attr(label.use, [t('Concreto, morteros y estucos', 'Concreto, argamassas e rebocos')]),
    attr(t('Almacenamiento', 'Armazenamento'), [t('Lugar seco y ventilado', 'Local seco e ventilado')]),
    madeIn('chile', 'peru', 'mexico', 'brazil', 'colombia'),
  ],
  dimensionsCm: sack,
  weightKg: [25, 50],
  shipping: 'bulky',
};

const mortar: ProductTypeSeed = {
  key: 'mortar',
  noun: t('Mortero predosificado', 'Argamassa pronta'),
  qualifiers: [[t('para muros de ladrillo', 'de assentamento'), t('para estuco', 'de reboco')]],
  sizes: [same('25 kg')],
  brands: ['andicem', 'adhesa'],
  saleUnit: 'SACO',
  priceUsd: [5, 9],
  attributes: [
    attr(t('Agua por saco', 'Água por saco'), ['3,5 L', '4 L']),
    attr(t('Tiempo de trabajabilidad', 'Tempo de trabalhabilidade'), ['2 h', '2,5 h']),
    attr(label.use, [t('Interior y exterior', 'Interno e externo')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: sack,
  weightKg: [25, 25.5],
  shipping: 'bulky',
};

const sand: ProductTypeSeed = {
  key: 'sand',
  noun: t('Arena', 'Areia'),
  qualifiers: [[t('gruesa', 'grossa'), t('fina', 'fina')]],
  sizes: [same('25 kg')],
  brands: ['andicem'],
  saleUnit: 'SACO',
  priceUsd: [2.5, 5],
  attributes: [
    attr(t('Granulometría', 'Granulometria'), ['0-2 mm', '0-5 mm']),
    attr(label.use, [t('Morteros y concreto', 'Argamassas e concreto')]),
    attr(t('Lavada', 'Lavada'), [yes]),
  ],
  dimensionsCm: sack,
  weightKg: [25, 26],
  shipping: 'bulky',
};

const brick: ProductTypeSeed = {
  key: 'brick',
  noun: t('Ladrillo', 'Tijolo'),
  qualifiers: [[t('macizo', 'maciço'), t('hueco', 'furado')]],
  sizes: [same('29 x 14 x 7 cm'), same('29 x 14 x 9,4 cm')],
  sizePriceFactors: [0.85, 1],
  brands: ['arcillar'],
  saleUnit: 'UN',
  priceUsd: [0.3, 1.2],
  attributes: [
    attr(label.material, [t('Arcilla cocida', 'Cerâmica vermelha')]),
    attr(compression, ['5 MPa', '10 MPa']),
    attr(perM2, ['36', '40']),
  ],
  dimensionsCm: { depth: [14, 14], height: [7, 9.4], width: [29, 29] },
  weightKg: [2.3, 3.2],
  shipping: 'pickup_only',
};

const concreteBlock: ProductTypeSeed = {
  key: 'concrete-block',
  noun: t('Bloque de cemento', 'Bloco de concreto'),
  qualifiers: [[t('estructural', 'estrutural'), t('no estructural', 'de vedação')]],
  sizes: [same('14 x 19 x 39 cm'), same('19 x 19 x 39 cm')],
  sizePriceFactors: [0.8, 1],
  brands: ['arcillar'],
  saleUnit: 'UN',
  priceUsd: [0.8, 2],
  attributes: [
    attr(compression, ['4,5 MPa', '6 MPa']),
    attr(perM2, ['12,5']),
    attr(label.use, [t('Muros y cercos', 'Paredes e muros')]),
  ],
  dimensionsCm: { depth: [14, 19], height: [19, 19], width: [39, 39] },
  weightKg: [9, 14],
  shipping: 'pickup_only',
};

const rebar: ProductTypeSeed = {
  key: 'rebar',
  noun: t('Barra de acero corrugada', 'Vergalhão'),
  qualifiers: [],
  sizes: [same('8 mm x 6 m'), same('10 mm x 6 m'), same('12 mm x 6 m')],
  sizePriceFactors: [0.45, 0.7, 1],
  brands: ['aceroval'],
  saleUnit: 'UN',
  priceUsd: [6, 10],
  attributes: [
    attr(t('Calidad del acero', 'Categoria do aço'), ['A630-420H', 'CA-50']),
    attr(t('Superficie', 'Superfície'), [t('Con resaltes', 'Nervurada')]),
    attr(label.use, [t('Concreto armado', 'Concreto armado')]),
    madeIn('chile', 'brazil', 'mexico', 'peru', 'turkey'),
  ],
  dimensionsCm: { depth: [1, 1.5], height: [1, 1.5], width: [600, 601] },
  weightKg: [2.4, 5.4],
  shipping: 'bulky',
};

const wireMesh: ProductTypeSeed = {
  key: 'wire-mesh',
  noun: t('Malla electrosoldada', 'Tela soldada'),
  qualifiers: [[t('cuadro de 15 x 15 cm', 'malha 15 x 15 cm'), t('cuadro de 10 x 10 cm', 'malha 10 x 10 cm')]],
  sizes: [same('2,6 x 5 m')],
  brands: ['aceroval'],
  saleUnit: 'UN',
  priceUsd: [20, 45],
  attributes: [
    attr(t('Diámetro del alambre', 'Diâmetro do fio'), ['4,2 mm', '5 mm']),
    attr(label.use, [t('Losas y pisos de concreto', 'Lajes e pisos de concreto')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [1, 2], height: [260, 261], width: [500, 501] },
  weightKg: [20, 35],
  shipping: 'bulky',
};

const steelProfile: ProductTypeSeed = {
  key: 'steel-profile',
  noun: t('Perfil de acero galvanizado', 'Perfil de aço galvanizado'),
  qualifiers: [[t('canal', 'U'), t('ángulo', 'cantoneira'), t('tubular cuadrado', 'tubo quadrado')]],
  sizes: [same('3 m'), same('6 m')],
  sizePriceFactors: [0.55, 1],
  brands: ['aceroval'],
  saleUnit: 'UN',
  priceUsd: [6, 30],
  attributes: [
    attr(label.thickness, ['0,85 mm', '1,5 mm', '2 mm']),
    attr(t('Sección', 'Seção'), ['20 x 20 mm', '30 x 30 mm', '40 x 40 mm']),
    attr(label.use, [t('Estructuras livianas y rejas', 'Estruturas leves e grades')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [2, 4], height: [2, 4], width: [300, 600] },
  weightKg: [2, 15],
  shipping: 'bulky',
};

const gypsumBoard: ProductTypeSeed = {
  key: 'gypsum-board',
  noun: t('Placa de yeso cartón', 'Chapa de drywall'),
  qualifiers: [
    [
      t('estándar', 'standard'),
      t('resistente a la humedad', 'resistente à umidade'),
      t('resistente al fuego', 'resistente ao fogo'),
    ],
  ],
  sizes: [same('9,5 mm'), same('12,5 mm'), same('15 mm')],
  sizePriceFactors: [0.85, 1, 1.3],
  brands: ['yesolit'],
  ...board,
  priceUsd: [6, 16],
  attributes: [
    attr(label.dimensions, ['120 x 240 cm', '120 x 180 cm']),
    attr(t('Borde', 'Borda'), [t('Rebajado', 'Rebaixada')]),
    attr(label.use, [t('Tabiques y cielos rasos', 'Paredes e forros')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [0.95, 1.5], height: [120, 120], width: [180, 240] },
  weightKg: [16, 32],
};

const drywallProfile: ProductTypeSeed = {
  key: 'drywall-profile',
  noun: t('Perfil para tabique', 'Perfil para drywall'),
  qualifiers: [[t('montante', 'montante'), t('canal', 'guia')]],
  sizes: [same('48 mm x 3 m'), same('70 mm x 3 m')],
  sizePriceFactors: [0.85, 1],
  brands: ['yesolit'],
  saleUnit: 'UN',
  priceUsd: [2, 5],
  attributes: [
    attr(label.thickness, ['0,5 mm']),
    attr(t('Recubrimiento', 'Revestimento'), [t('Galvanizado', 'Galvanizado')]),
    attr(label.use, [t('Tabiques y cielos rasos', 'Paredes e forros')]),
  ],
  dimensionsCm: { depth: [3.5, 7], height: [3, 4], width: [300, 301] },
  weightKg: [1.1, 1.8],
  shipping: 'bulky',
};

const osbBoard: ProductTypeSeed = {
  key: 'osb-board',
  noun: t('Tablero OSB', 'Chapa OSB'),
  qualifiers: [[t('estructural', 'estrutural'), t('con barrera radiante', 'com barreira radiante')]],
  sizes: [same('9,5 mm'), same('11,1 mm'), same('15 mm'), same('18 mm')],
  sizePriceFactors: [0.7, 0.8, 1, 1.2],
  brands: ['maderasur'],
  ...board,
  priceUsd: [14, 30],
  attributes: [
    attr(label.dimensions, ['122 x 244 cm']),
    attr(t('Resistencia a la humedad', 'Resistência à umidade'), [
      t('Apto para exterior protegido', 'Apto para área externa protegida'),
    ]),
    attr(label.use, [t('Muros, pisos y techos', 'Paredes, pisos e telhados')]),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [0.95, 1.8], height: [122, 122], width: [244, 244] },
  weightKg: [17, 35],
  services: ['cut-board'],
};

const mdfBoard: ProductTypeSeed = {
  key: 'mdf-board',
  noun: t('Tablero MDF', 'Chapa de MDF'),
  qualifiers: [
    [t('crudo', 'cru'), t('melamínico blanco', 'melamínico branco'), t('enchapado en roble', 'folheado de carvalho')],
  ],
  sizes: [same('9 mm'), same('15 mm'), same('18 mm')],
  sizePriceFactors: [0.6, 0.85, 1],
  brands: ['maderasur'],
  ...board,
  priceUsd: [25, 55],
  attributes: [
    attr(label.dimensions, ['183 x 250 cm', '152 x 244 cm']),
    attr(t('Densidad', 'Densidade'), ['650 kg/m³', '720 kg/m³']),
    attr(t('Emisión de formaldehído', 'Emissão de formaldeído'), ['E1', 'E0']),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [0.9, 1.8], height: [152, 183], width: [244, 250] },
  weightKg: [22, 60],
  services: ['cut-board'],
};

const pineLumber: ProductTypeSeed = {
  key: 'pine-lumber',
  noun: t('Pino dimensionado', 'Madeira de pinus'),
  qualifiers: [[t('en bruto', 'bruta'), t('cepillado', 'aparelhada')]],
  sizes: [same('1 x 4" x 3,2 m'), same('2 x 2" x 3,2 m'), same('2 x 4" x 3,2 m')],
  sizePriceFactors: [0.6, 0.6, 1],
  brands: ['maderasur'],
  saleUnit: 'UN',
  priceUsd: [3, 9],
  attributes: [
    attr(t('Tratamiento', 'Tratamento'), [t('Impregnado', 'Autoclavado'), t('Sin tratamiento', 'Sem tratamento')]),
    attr(t('Secado', 'Secagem'), [t('En horno', 'Em estufa')]),
    attr(label.use, [t('Estructuras y tabiques', 'Estruturas e divisórias')]),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [2, 5], height: [5, 10], width: [320, 320] },
  weightKg: [4, 10],
  shipping: 'bulky',
  services: ['cut-board'],
};

const roofSheet: ProductTypeSeed = {
  key: 'roof-sheet',
  noun: t('Plancha ondulada', 'Telha ondulada'),
  qualifiers: [
    [
      t('de acero galvanizado', 'de aço galvanizado'),
      t('de fibrocemento', 'de fibrocimento'),
      t('de policarbonato', 'de policarbonato'),
    ],
  ],
  sizes: [same('2 m'), same('3 m'), same('3,66 m')],
  sizePriceFactors: [0.6, 0.85, 1],
  brands: ['tejaval', 'aceroval'],
  ...board,
  priceUsd: [10, 30],
  attributes: [
    attr(t('Ancho útil', 'Largura útil'), ['80 cm', '85 cm', '100 cm']),
    attr(t('Pendiente mínima', 'Inclinação mínima'), ['10 %', '15 %']),
    attr(label.use, [t('Techos, cobertizos y galpones', 'Telhados, coberturas e galpões')]),
    madeIn('chile', 'brazil', 'peru', 'mexico'),
  ],
  dimensionsCm: { depth: [0.5, 5], height: [85, 110], width: [200, 366] },
  weightKg: [4, 30],
};

const roofingFelt: ProductTypeSeed = {
  key: 'roofing-felt',
  noun: t('Membrana asfáltica', 'Manta asfáltica'),
  qualifiers: [[t('aluminizada', 'aluminizada'), t('estándar', 'padrão')]],
  sizes: [same('10 m²'), same('20 m²')],
  sizePriceFactors: [0.55, 1],
  brands: ['tejaval'],
  saleUnit: 'ROLLO',
  priceUsd: [25, 60],
  attributes: [
    attr(label.thickness, ['3 mm', '4 mm']),
    attr(label.installation, [t('Con soplete', 'Com maçarico'), t('Autoadhesiva', 'Autoadesiva')]),
    attr(label.use, [t('Impermeabilización de techos y losas', 'Impermeabilização de telhados e lajes')]),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [25, 30], height: [100, 101], width: [25, 30] },
  weightKg: [12, 40],
  shipping: 'bulky',
};

const glassWool: ProductTypeSeed = {
  key: 'glass-wool',
  noun: t('Lana de vidrio', 'Lã de vidro'),
  qualifiers: [[t('con papel kraft', 'com papel kraft'), t('con foil de aluminio', 'com face aluminizada')]],
  sizes: [same('50 mm'), same('100 mm')],
  sizePriceFactors: [0.6, 1],
  brands: ['aislaco'],
  saleUnit: 'ROLLO',
  priceUsd: [20, 55],
  attributes: [
    attr(t('Superficie por rollo', 'Área por rolo'), ['9 m²', '12 m²', '15 m²']),
    attr(t('Conductividad térmica', 'Condutividade térmica'), ['0,040 W/mK', '0,044 W/mK']),
    attr(label.use, [t('Techos y tabiques', 'Forros e paredes')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [40, 60], height: [120, 125], width: [40, 60] },
  weightKg: [5, 12],
  shipping: 'bulky',
};

const epsPanel: ProductTypeSeed = {
  key: 'eps-panel',
  noun: t('Plancha de poliestireno expandido', 'Placa de EPS'),
  qualifiers: [[t('de alta densidad', 'de alta densidade'), t('estándar', 'padrão')]],
  sizes: [same('10 mm'), same('20 mm'), same('50 mm')],
  sizePriceFactors: [0.3, 0.5, 1],
  brands: ['aislaco'],
  saleUnit: 'PLANCHA',
  priceUsd: [3, 8],
  attributes: [
    attr(label.dimensions, ['50 x 100 cm', '100 x 100 cm']),
    attr(t('Densidad', 'Densidade'), ['10 kg/m³', '15 kg/m³', '20 kg/m³']),
    attr(t('Autoextinguible', 'Autoextinguível'), [yes, no]),
  ],
  dimensionsCm: { depth: [1, 5], height: [50, 100], width: [100, 100] },
  weightKg: [0.1, 1],
  shipping: 'home',
};

export const building: DepartmentSeed = {
  key: 'building',
  name: t('Materiales de construcción', 'Materiais de construção'),
  children: [
    {
      key: 'cement-aggregates',
      name: t('Cementos y áridos', 'Cimentos e agregados'),
      children: [
        { key: 'cements', name: t('Cementos y morteros', 'Cimentos e argamassas'), types: [cement, mortar] },
        { key: 'aggregates', name: t('Arenas y áridos', 'Areias e agregados'), types: [sand] },
        { key: 'masonry', name: t('Ladrillos y bloques', 'Tijolos e blocos'), types: [brick, concreteBlock] },
      ],
    },
    {
      key: 'construction-steel',
      name: t('Acero para construcción', 'Aço para construção'),
      children: [
        { key: 'rebar-mesh', name: t('Barras y mallas', 'Vergalhões e telas'), types: [rebar, wireMesh] },
        { key: 'metal-profiles', name: t('Perfiles metálicos', 'Perfis metálicos'), types: [steelProfile] },
      ],
    },
    {
      key: 'boards',
      name: t('Tableros y placas', 'Chapas e placas'),
      children: [
        {
          key: 'drywall',
          name: t('Placas de yeso y perfiles', 'Drywall e perfis'),
          types: [gypsumBoard, drywallProfile],
        },
        { key: 'wood-boards', name: t('Tableros de madera', 'Chapas de madeira'), types: [osbBoard, mdfBoard] },
        { key: 'lumber', name: t('Madera dimensionada', 'Madeira serrada'), types: [pineLumber] },
      ],
    },
    {
      key: 'roofing-insulation',
      name: t('Techos y aislamiento', 'Telhados e isolamento'),
      children: [
        { key: 'roof-sheets', name: t('Cubiertas y membranas', 'Telhas e mantas'), types: [roofSheet, roofingFelt] },
        { key: 'insulation', name: t('Aislantes térmicos', 'Isolantes térmicos'), types: [glassWool, epsPanel] },
      ],
    },
  ],
};
