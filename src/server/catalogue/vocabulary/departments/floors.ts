import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

// Sold by the square metre and packed in boxes: the floor calculator (spec §1, glossary M2).
const tiles = {
  saleUnit: 'M2',
  calculator: 'floor',
  shipping: 'bulky',
  services: ['install-ceramic'],
} satisfies Partial<ProductTypeSeed>;
const planks = {
  saleUnit: 'M2',
  calculator: 'floor',
  shipping: 'bulky',
  services: ['install-floor'],
} satisfies Partial<ProductTypeSeed>;
const sack = { depth: [10, 14], height: [40, 45], width: [55, 62] } satisfies ProductTypeSeed['dimensionsCm'];
const slipResistant = attr(t('Antideslizante', 'Antiderrapante'), [yes, no]);
const indoorOutdoor = attr(label.use, [t('Interior', 'Interno'), t('Interior y exterior', 'Interno e externo')]);

const floorCeramic: ProductTypeSeed = {
  key: 'floor-ceramic',
  noun: t('Cerámica para piso', 'Piso cerâmico'),
  qualifiers: [
    [t('tipo madera', 'amadeirado'), t('tipo piedra', 'efeito pedra'), t('tipo cemento', 'efeito cimento')],
    [t('beige', 'bege'), t('gris', 'cinza'), t('blanca', 'branco'), t('marrón', 'marrom')],
  ],
  sizes: [same('33 x 33 cm'), same('45 x 45 cm'), same('60 x 60 cm')],
  sizePriceFactors: [0.85, 1, 1.2],
  brands: ['ceramar', 'porcelsur'],
  ...tiles,
  priceUsd: [7, 16],
  attributes: [
    attr(label.traffic, [t('Alto', 'Alto'), t('Medio', 'Médio')]),
    attr(t('Resistencia a la abrasión', 'Resistência à abrasão'), ['PEI 3', 'PEI 4', 'PEI 5']),
    attr(label.finish, [t('Mate', 'Fosco'), t('Satinado', 'Acetinado'), t('Brillante', 'Brilhante')]),
    indoorOutdoor,
    slipResistant,
    madeIn('brazil', 'mexico', 'colombia', 'peru', 'spain'),
  ],
  topAttributes: 4,
  dimensionsCm: { depth: [34, 61], height: [6, 10], width: [34, 61] },
  weightKg: [20, 32],
  m2PerBox: [1.44, 2.2],
};

const porcelainTile: ProductTypeSeed = {
  key: 'porcelain-tile',
  noun: t('Porcelanato', 'Porcelanato'),
  qualifiers: [
    [t('rectificado', 'retificado'), t('esmaltado', 'esmaltado'), t('pulido', 'polido')],
    [t('tipo mármol', 'marmorizado'), t('tipo cemento', 'efeito cimento'), t('tipo madera', 'amadeirado')],
  ],
  sizes: [same('60 x 60 cm'), same('60 x 120 cm'), same('20 x 120 cm')],
  sizePriceFactors: [1, 1.35, 1.1],
  brands: ['porcelsur', 'ceramar'],
  ...tiles,
  priceUsd: [12, 35],
  attributes: [
    attr(t('Absorción de agua', 'Absorção de água'), ['< 0,5 %']),
    attr(label.thickness, ['8 mm', '9 mm', '10 mm']),
    attr(label.traffic, [t('Alto', 'Alto'), t('Comercial', 'Comercial')]),
    indoorOutdoor,
    slipResistant,
    madeIn('brazil', 'spain', 'italy', 'china', 'mexico'),
  ],
  dimensionsCm: { depth: [21, 121], height: [6, 9], width: [61, 121] },
  weightKg: [24, 36],
  m2PerBox: [1.08, 1.8],
};

const wallTile: ProductTypeSeed = {
  key: 'wall-tile',
  noun: t('Revestimiento cerámico', 'Revestimento cerâmico'),
  qualifiers: [
    [t('blanco brillante', 'branco brilhante'), t('tipo mármol', 'marmorizado'), t('tipo metro', 'estilo metrô')],
  ],
  sizes: [same('25 x 40 cm'), same('30 x 60 cm'), same('7,5 x 15 cm')],
  sizePriceFactors: [0.85, 1, 1.3],
  brands: ['ceramar'],
  ...tiles,
  priceUsd: [9, 24],
  attributes: [
    attr(label.finish, [t('Brillante', 'Brilhante'), t('Mate', 'Fosco')]),
    attr(label.use, [t('Muros de baño y cocina', 'Paredes de banheiro e cozinha')]),
    attr(label.thickness, ['7 mm', '8 mm']),
    attr(t('Rectificado', 'Retificado'), [yes, no]),
    madeIn('brazil', 'peru', 'colombia', 'spain'),
  ],
  dimensionsCm: { depth: [16, 61], height: [6, 9], width: [26, 31] },
  weightKg: [10, 26],
  m2PerBox: [0.5, 2],
};

const glassMosaic: ProductTypeSeed = {
  key: 'glass-mosaic',
  noun: t('Mosaico de vidrio', 'Pastilha de vidro'),
  qualifiers: [[t('azul', 'azul'), t('verde agua', 'verde-água'), t('blanco', 'branca'), t('mix gris', 'mix cinza')]],
  sizes: [same('30 x 30 cm')],
  brands: ['ceramar'],
  saleUnit: 'UN',
  priceUsd: [6, 15],
  attributes: [
    attr(t('Tamaño de la pieza', 'Tamanho da pastilha'), ['2 x 2 cm', '2,5 x 2,5 cm']),
    attr(t('Montaje', 'Montagem'), [t('Sobre malla', 'Em tela')]),
    attr(label.use, [t('Piscinas, baños y cocinas', 'Piscinas, banheiros e cozinhas')]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [30, 31], height: [0.5, 1], width: [30, 31] },
  weightKg: [1, 1.6],
  shipping: 'home',
  services: ['install-ceramic'],
};

const laminateFloor: ProductTypeSeed = {
  key: 'laminate-floor',
  noun: t('Piso laminado', 'Piso laminado'),
  qualifiers: [
    [
      t('roble natural', 'carvalho natural'),
      t('roble gris', 'carvalho cinza'),
      t('nogal', 'nogueira'),
      t('haya', 'faia'),
    ],
  ],
  sizes: [same('7 mm'), same('8 mm'), same('12 mm')],
  sizePriceFactors: [0.85, 1, 1.4],
  brands: ['laminor'],
  ...planks,
  priceUsd: [9, 25],
  attributes: [
    attr(t('Clase de uso', 'Classe de uso'), ['AC3', 'AC4', 'AC5']),
    attr(label.installation, [t('Sistema click, sin pegamento', 'Sistema de encaixe, sem cola')]),
    attr(t('Resistencia a la humedad', 'Resistência à umidade'), [t('Estándar', 'Padrão'), t('Alta', 'Alta')]),
    attr(t('Medida de la tabla', 'Medida da régua'), ['19,3 x 129 cm', '19,5 x 138 cm']),
    madeIn('germany', 'brazil', 'turkey', 'china'),
  ],
  dimensionsCm: { depth: [129, 139], height: [6, 11], width: [20, 21] },
  weightKg: [14, 24],
  m2PerBox: [1.8, 2.6],
};

const vinylPlank: ProductTypeSeed = {
  key: 'vinyl-plank',
  noun: t('Piso vinílico', 'Piso vinílico'),
  qualifiers: [
    [t('click', 'click'), t('autoadhesivo', 'autoadesivo'), t('para pegar', 'para colar')],
    [t('roble claro', 'carvalho claro'), t('gris ceniza', 'cinza'), t('nogal', 'nogueira')],
  ],
  sizes: [same('2 mm'), same('4 mm'), same('5 mm')],
  sizePriceFactors: [0.6, 1, 1.2],
  brands: ['pisoflex'],
  ...planks,
  priceUsd: [10, 28],
  attributes: [
    attr(t('Capa de uso', 'Camada de uso'), ['0,3 mm', '0,5 mm']),
    attr(t('Resistente al agua', 'Resistente à água'), [yes]),
    attr(label.traffic, [t('Residencial', 'Residencial'), t('Comercial', 'Comercial')]),
    madeIn('china', 'vietnam', 'brazil'),
  ],
  dimensionsCm: { depth: [122, 152], height: [4, 8], width: [18, 23] },
  weightKg: [10, 22],
  m2PerBox: [2, 3.3],
};

const skirtingBoard: ProductTypeSeed = {
  key: 'skirting-board',
  noun: t('Guardapolvo', 'Rodapé'),
  qualifiers: [
    [t('de MDF', 'de MDF'), t('de poliestireno', 'de poliestireno'), t('de PVC', 'de PVC')],
    [t('blanco', 'branco'), t('roble', 'carvalho'), t('nogal', 'nogueira')],
  ],
  sizes: [same('7 cm x 2,4 m'), same('10 cm x 2,4 m')],
  sizePriceFactors: [0.8, 1],
  brands: ['laminor', 'pisoflex'],
  saleUnit: 'UN',
  priceUsd: [3, 9],
  attributes: [
    attr(label.thickness, ['12 mm', '15 mm']),
    attr(t('Fijación', 'Fixação'), [t('Adhesivo o clavos', 'Cola ou pregos'), t('Clips', 'Clipes')]),
    attr(t('Resistente a la humedad', 'Resistente à umidade'), [yes, no]),
  ],
  dimensionsCm: { depth: [1.2, 1.5], height: [7, 10], width: [240, 241] },
  weightKg: [0.6, 1.8],
  shipping: 'bulky',
};

const floorProfile: ProductTypeSeed = {
  key: 'floor-profile',
  noun: t('Perfil de transición', 'Perfil de transição'),
  qualifiers: [
    [t('de aluminio', 'de alumínio'), t('de PVC', 'de PVC')],
    [t('plateado', 'prata'), t('dorado', 'dourado'), t('negro', 'preto')],
  ],
  sizes: [same('90 cm')],
  brands: ['laminor'],
  saleUnit: 'UN',
  priceUsd: [4, 12],
  attributes: [
    attr(t('Desnivel máximo', 'Desnível máximo'), ['3 mm', '8 mm']),
    attr(label.installation, [t('Con tornillos', 'Com parafusos'), t('Adhesiva', 'Adesiva')]),
    attr(label.width, ['30 mm', '40 mm']),
  ],
  dimensionsCm: { depth: [0.5, 1], height: [3, 4], width: [90, 91] },
  weightKg: [0.1, 0.3],
  shipping: 'home',
};

const tileAdhesive: ProductTypeSeed = {
  key: 'tile-adhesive',
  noun: t('Adhesivo cerámico', 'Argamassa colante'),
  qualifiers: [
    [t('para interior', 'para uso interno'), t('para porcelanato', 'para porcelanato'), t('flexible', 'flexível')],
  ],
  sizes: [same('20 kg'), same('25 kg')],
  sizePriceFactors: [0.85, 1],
  brands: ['adhesa'],
  saleUnit: 'SACO',
  priceUsd: [6, 18],
  attributes: [
    attr(t('Clasificación', 'Classificação'), ['C1', 'C2', 'C2TE']),
    attr(t('Tiempo abierto', 'Tempo em aberto'), ['15 min', '20 min', '30 min']),
    attr(t('Rendimiento por saco', 'Rendimento por saco'), ['4 a 5 m²']),
    attr(t('Tránsito peatonal', 'Liberação para pessoas'), ['24 h', '48 h']),
    madeIn('chile', 'brazil', 'peru', 'mexico'),
  ],
  dimensionsCm: sack,
  weightKg: [20, 25],
  shipping: 'bulky',
};

const grout: ProductTypeSeed = {
  key: 'grout',
  noun: t('Fragüe', 'Rejunte'),
  qualifiers: [[t('cementicio', 'cimentício'), t('epóxico', 'epóxi')]],
  sizes: [same('1 kg'), same('5 kg')],
  sizePriceFactors: [1, 4],
  brands: ['adhesa'],
  saleUnit: 'UN',
  priceUsd: [2, 12],
  variants: 'COLOR',
  colors: ['white', 'bone-white', 'beige', 'grey', 'graphite', 'black'],
  attributes: [
    attr(t('Ancho de junta', 'Largura da junta'), ['1 a 3 mm', '2 a 5 mm']),
    attr(t('Antihongos', 'Antimofo'), [yes]),
    attr(label.use, [t('Pisos y muros', 'Pisos e paredes')]),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [6, 15], height: [15, 25], width: [10, 25] },
  weightKg: [1, 5.1],
  shipping: 'home',
};

const floorUnderlay: ProductTypeSeed = {
  key: 'floor-underlay',
  noun: t('Base para piso flotante', 'Manta para piso laminado'),
  qualifiers: [[t('de polietileno', 'de polietileno'), t('con barrera de humedad', 'com barreira de umidade')]],
  sizes: [same('2 mm'), same('3 mm')],
  sizePriceFactors: [0.8, 1],
  brands: ['laminor', 'pisoflex'],
  saleUnit: 'ROLLO',
  priceUsd: [12, 30],
  attributes: [
    attr(t('Superficie por rollo', 'Área por rolo'), ['10 m²', '15 m²', '20 m²']),
    attr(t('Aislamiento acústico', 'Isolamento acústico'), ['18 dB', '20 dB']),
    attr(label.material, [t('Espuma de polietileno', 'Espuma de polietileno')]),
  ],
  dimensionsCm: { depth: [25, 35], height: [100, 110], width: [25, 35] },
  weightKg: [1, 3],
  shipping: 'home',
};

const selfLeveler: ProductTypeSeed = {
  key: 'self-leveler',
  noun: t('Mortero autonivelante', 'Argamassa autonivelante'),
  qualifiers: [[t('para interior', 'para uso interno'), t('de secado rápido', 'de secagem rápida')]],
  sizes: [same('25 kg')],
  brands: ['adhesa'],
  saleUnit: 'SACO',
  priceUsd: [12, 24],
  attributes: [
    attr(t('Espesor de aplicación', 'Espessura de aplicação'), ['1 a 10 mm', '3 a 30 mm']),
    attr(t('Tránsito peatonal', 'Liberação para pessoas'), ['3 h', '24 h']),
    attr(t('Consumo', 'Consumo'), ['1,6 kg/m² por mm']),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: sack,
  weightKg: [25, 25.5],
  shipping: 'bulky',
};

export const floors: DepartmentSeed = {
  key: 'floors',
  name: t('Pisos y muros', 'Pisos e revestimentos'),
  children: [
    {
      key: 'ceramics',
      name: t('Cerámicas y porcelanatos', 'Cerâmicas e porcelanatos'),
      children: [
        { key: 'floor-ceramics', name: t('Cerámicas para piso', 'Pisos cerâmicos'), types: [floorCeramic] },
        { key: 'porcelain-tiles', name: t('Porcelanatos', 'Porcelanatos'), types: [porcelainTile] },
        {
          key: 'wall-tiles',
          name: t('Revestimientos de muro', 'Revestimentos de parede'),
          types: [wallTile, glassMosaic],
        },
      ],
    },
    {
      key: 'wood-vinyl-floors',
      name: t('Pisos flotantes y vinílicos', 'Pisos laminados e vinílicos'),
      children: [
        { key: 'laminate-floors', name: t('Pisos laminados', 'Pisos laminados'), types: [laminateFloor] },
        { key: 'vinyl-floors', name: t('Pisos vinílicos', 'Pisos vinílicos'), types: [vinylPlank] },
        {
          key: 'skirting',
          name: t('Guardapolvos y perfiles', 'Rodapés e perfis'),
          types: [skirtingBoard, floorProfile],
        },
      ],
    },
    {
      key: 'floor-installation',
      name: t('Instalación de pisos', 'Instalação de pisos'),
      children: [
        {
          key: 'tile-adhesives',
          name: t('Adhesivos y fragües', 'Argamassas e rejuntes'),
          types: [tileAdhesive, grout],
        },
        {
          key: 'underlays',
          name: t('Bases y niveladores', 'Mantas e niveladores'),
          types: [floorUnderlay, selfLeveler],
        },
      ],
    },
  ],
};
