import { palettes } from '../colors';
import { attr, label, madeIn, no, same, t, yes } from '../helpers';
import type { DepartmentSeed, ProductTypeSeed } from '../types';

const item = { saleUnit: 'UN', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
const pack = { saleUnit: 'PACK', shipping: 'home' } satisfies Partial<ProductTypeSeed>;
const screwBox = { depth: [5, 8], height: [4, 6], width: [8, 12] } satisfies ProductTypeSeed['dimensionsCm'];
const perBox = t('Unidades por caja', 'Unidades por caixa');
const perPack = t('Unidades por paquete', 'Unidades por pacote');
const softClose = t('con cierre suave', 'com amortecedor');
const standard = t('estándar', 'padrão');
const reflectiveTape = t('Cintas reflectantes', 'Faixas refletivas');
const pockets = t('Bolsillos', 'Bolsos');
// spec §5: clothing sizes XS to XXXXL; footwear in Latin American shoe sizes.
const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'];
const shoeSizes = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'];

const woodScrew: ProductTypeSeed = {
  key: 'wood-screw',
  noun: t('Tornillo para madera', 'Parafuso para madeira'),
  qualifiers: [
    [t('cabeza plana', 'cabeça chata'), t('cabeza lenteja', 'cabeça panela')],
    [t('zincado', 'zincado'), t('bicromatado', 'bicromatizado')],
  ],
  sizes: [same('6 x 1"'), same('8 x 1 1/2"'), same('8 x 2"')],
  sizePriceFactors: [0.7, 0.9, 1],
  brands: ['tornifix'],
  saleUnit: 'CAJA',
  priceUsd: [2, 8],
  attributes: [
    attr(perBox, ['100', '200']),
    attr(t('Punta', 'Ponta'), [t('Aguda', 'Agulha'), t('Autoperforante', 'Autoperfurante')]),
    attr(t('Encaje', 'Fenda'), [t('Cruz', 'Phillips'), t('Cuadrado', 'Quadrada')]),
    madeIn('china', 'taiwan', 'brazil'),
  ],
  dimensionsCm: screwBox,
  weightKg: [0.3, 1.2],
  shipping: 'home',
};

const wallPlug: ProductTypeSeed = {
  key: 'wall-plug',
  noun: t('Tarugo plástico', 'Bucha de náilon'),
  qualifiers: [[t('con tornillo', 'com parafuso'), t('sin tornillo', 'sem parafuso')]],
  sizes: [same('6 mm'), same('8 mm'), same('10 mm')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['fijatec'],
  ...pack,
  priceUsd: [1.5, 5],
  attributes: [
    attr(perPack, ['25', '50', '100']),
    attr(label.material, [t('Nylon', 'Náilon')]),
    attr(label.use, [t('Ladrillo y concreto', 'Tijolo e concreto')]),
  ],
  dimensionsCm: { depth: [3, 5], height: [10, 15], width: [7, 10] },
  weightKg: [0.05, 0.3],
};

const expansionAnchor: ProductTypeSeed = {
  key: 'expansion-anchor',
  noun: t('Perno de anclaje', 'Chumbador'),
  qualifiers: [[t('de cuña', 'de cunha'), t('de camisa', 'de camisa')]],
  sizes: [same('3/8" x 3"'), same('1/2" x 4"')],
  sizePriceFactors: [0.7, 1],
  brands: ['fijatec'],
  ...pack,
  priceUsd: [4, 15],
  attributes: [
    attr(perPack, ['4', '10']),
    attr(t('Carga recomendada', 'Carga recomendada'), ['250 kg', '450 kg']),
    attr(label.material, [t('Acero zincado', 'Aço zincado')]),
  ],
  dimensionsCm: { depth: [3, 5], height: [12, 18], width: [8, 12] },
  weightKg: [0.2, 0.8],
};

const nail: ProductTypeSeed = {
  key: 'nail',
  noun: t('Clavo corriente', 'Prego com cabeça'),
  qualifiers: [],
  sizes: [same('1 1/2"'), same('2 1/2"'), same('4"')],
  brands: ['tornifix'],
  saleUnit: 'KG',
  priceUsd: [2, 4],
  attributes: [
    attr(label.material, [t('Acero', 'Aço')]),
    attr(label.finish, [t('Pulido', 'Polido'), t('Galvanizado', 'Galvanizado')]),
    attr(label.use, [t('Carpintería y construcción', 'Carpintaria e construção')]),
  ],
  dimensionsCm: { depth: [8, 10], height: [5, 8], width: [12, 15] },
  weightKg: [1, 1],
  shipping: 'home',
};

const doorLock: ProductTypeSeed = {
  key: 'door-lock',
  noun: t('Cerradura', 'Fechadura'),
  qualifiers: [
    [t('de embutir', 'de embutir'), t('de sobreponer', 'de sobrepor')],
    [t('para puerta exterior', 'para porta externa'), t('para puerta interior', 'para porta interna')],
  ],
  brands: ['cerrojal'],
  ...item,
  priceUsd: [15, 60],
  variants: 'COLOR',
  colors: ['silver', 'gold', 'black'],
  attributes: [
    attr(t('Llaves incluidas', 'Chaves inclusas'), ['3', '5']),
    attr(t('Distancia de entrada', 'Distância de broca'), ['60 mm', '70 mm']),
    attr(label.material, [t('Acero', 'Aço'), t('Zamak', 'Zamac')]),
    attr(t('Cilindro', 'Cilindro'), [t('De latón', 'De latão')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [5, 8], height: [15, 22], width: [12, 18] },
  weightKg: [0.5, 1.5],
  services: ['install-lock'],
};

const digitalLock: ProductTypeSeed = {
  key: 'digital-lock',
  noun: t('Cerradura digital', 'Fechadura digital'),
  qualifiers: [
    [t('biométrica', 'biométrica'), t('con clave y tarjeta', 'com senha e cartão')],
    [t('Wi-Fi', 'Wi-Fi'), t('sin conexión', 'sem conexão')],
  ],
  brands: ['cerrojal'],
  ...item,
  priceUsd: [90, 300],
  variants: 'COLOR',
  colors: ['black', 'silver'],
  attributes: [
    attr(t('Usuarios', 'Usuários'), ['100', '300']),
    attr(t('Alimentación', 'Alimentação'), [t('4 pilas AA', '4 pilhas AA')]),
    attr(t('Llave de emergencia', 'Chave de emergência'), [yes]),
    attr(t('Alarma antimanipulación', 'Alarme antiviolação'), [yes]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [8, 12], height: [30, 40], width: [15, 20] },
  weightKg: [1.5, 3],
  services: ['install-lock'],
  warranty: true,
};

const padlock: ProductTypeSeed = {
  key: 'padlock',
  noun: t('Candado', 'Cadeado'),
  qualifiers: [
    [t('de latón', 'de latão'), t('de acero laminado', 'de aço laminado'), t('de combinación', 'com segredo')],
  ],
  sizes: [same('30 mm'), same('40 mm'), same('50 mm')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['cerrojal'],
  ...item,
  priceUsd: [4, 25],
  attributes: [
    attr(t('Arco', 'Haste'), [t('Acero endurecido', 'Aço temperado')]),
    attr(t('Llaves', 'Chaves'), ['2', '3']),
    attr(t('Apto para exterior', 'Uso externo'), [yes, no]),
  ],
  dimensionsCm: { depth: [2, 4], height: [8, 14], width: [5, 9] },
  weightKg: [0.1, 0.6],
};

const safe: ProductTypeSeed = {
  key: 'safe',
  noun: t('Caja fuerte', 'Cofre'),
  qualifiers: [[t('digital', 'digital'), t('con llave', 'com chave')]],
  sizes: [same('16 L'), same('25 L'), same('40 L')],
  sizePriceFactors: [0.65, 0.85, 1],
  brands: ['cerrojal'],
  saleUnit: 'UN',
  priceUsd: [60, 250],
  attributes: [
    attr(t('Espesor de la puerta', 'Espessura da porta'), ['3 mm', '5 mm']),
    attr(t('Pernos de cierre', 'Pinos de travamento'), ['2', '3']),
    attr(t('Anclaje', 'Fixação'), [t('Al piso o al muro', 'No piso ou na parede')]),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [25, 40], height: [20, 45], width: [30, 45] },
  weightKg: [8, 25],
  shipping: 'bulky',
};

const doorHinge: ProductTypeSeed = {
  key: 'door-hinge',
  noun: t('Bisagra para puerta', 'Dobradiça para porta'),
  qualifiers: [[t('de acero', 'de aço'), t('de acero inoxidable', 'de aço inox'), t('de latón', 'de latão')]],
  sizes: [same('3"'), same('3 1/2"'), same('4"')],
  sizePriceFactors: [0.8, 0.9, 1],
  brands: ['bisalux'],
  ...pack,
  priceUsd: [3, 12],
  attributes: [
    attr(perPack, ['2', '3']),
    attr(label.type, [t('Rectangular', 'Retangular'), t('Con rodamiento', 'Com rolamento')]),
    attr(t('Carga por par', 'Carga por par'), ['20 kg', '40 kg']),
  ],
  dimensionsCm: { depth: [1, 2], height: [8, 11], width: [7, 10] },
  weightKg: [0.15, 0.6],
};

const cabinetHinge: ProductTypeSeed = {
  key: 'cabinet-hinge',
  noun: t('Bisagra cazoleta', 'Dobradiça caneco'),
  qualifiers: [
    [t('recta', 'reta'), t('curva', 'curva'), t('supercurva', 'supercurva')],
    [softClose, standard],
  ],
  brands: ['bisalux'],
  ...pack,
  priceUsd: [3, 12],
  attributes: [
    attr(perPack, ['2', '4', '10']),
    attr(label.diameter, ['35 mm']),
    attr(t('Ángulo de apertura', 'Ângulo de abertura'), ['95°', '110°']),
    attr(t('Montaje', 'Montagem'), [t('Con clip', 'Com clipe'), t('Fijo', 'Fixa')]),
  ],
  dimensionsCm: { depth: [3, 5], height: [10, 15], width: [8, 12] },
  weightKg: [0.1, 0.8],
};

const doorHandle: ProductTypeSeed = {
  key: 'door-handle',
  noun: t('Manilla para puerta', 'Maçaneta para porta'),
  qualifiers: [[t('con llave', 'com chave'), t('de paso', 'livre'), t('para baño', 'para banheiro')]],
  brands: ['bisalux', 'cerrojal'],
  ...item,
  priceUsd: [10, 45],
  variants: 'COLOR',
  colors: palettes.metals,
  attributes: [
    attr(label.material, [t('Zamak', 'Zamac'), t('Acero inoxidable', 'Aço inox')]),
    attr(t('Espesor de puerta', 'Espessura da porta'), ['35 a 45 mm']),
    attr(t('Reversible', 'Reversível'), [yes]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [7, 10], height: [15, 20], width: [12, 16] },
  weightKg: [0.4, 1],
  services: ['install-lock'],
};

const cabinetPull: ProductTypeSeed = {
  key: 'cabinet-pull',
  noun: t('Tirador para mueble', 'Puxador para móveis'),
  qualifiers: [[t('de barra', 'tipo barra'), t('de perfil', 'tipo perfil'), t('de concha', 'tipo concha')]],
  sizes: [same('96 mm'), same('128 mm'), same('160 mm')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['bisalux'],
  ...item,
  priceUsd: [1.5, 8],
  variants: 'COLOR',
  colors: palettes.metals,
  attributes: [
    attr(label.material, [t('Aluminio', 'Alumínio'), t('Zamak', 'Zamac')]),
    attr(t('Tornillos incluidos', 'Parafusos inclusos'), [yes]),
    attr(t('Estilo', 'Estilo'), [t('Moderno', 'Moderno'), t('Clásico', 'Clássico')]),
  ],
  dimensionsCm: { depth: [2, 3], height: [2, 4], width: [10, 20] },
  weightKg: [0.03, 0.15],
};

const drawerSlide: ProductTypeSeed = {
  key: 'drawer-slide',
  noun: t('Corredera telescópica', 'Corrediça telescópica'),
  qualifiers: [[softClose, standard]],
  sizes: [same('35 cm'), same('45 cm'), same('50 cm')],
  sizePriceFactors: [0.8, 0.9, 1],
  brands: ['bisalux'],
  ...item,
  saleUnit: 'PAR',
  priceUsd: [4, 15],
  attributes: [
    attr(t('Carga máxima', 'Carga máxima'), ['30 kg', '45 kg']),
    attr(t('Extensión', 'Extensão'), [t('Total', 'Total')]),
    attr(label.material, [t('Acero zincado', 'Aço zincado')]),
  ],
  dimensionsCm: { depth: [2, 4], height: [5, 8], width: [36, 52] },
  weightKg: [0.6, 1.2],
};

const workGloves: ProductTypeSeed = {
  key: 'work-gloves',
  noun: t('Guantes de trabajo', 'Luvas de trabalho'),
  qualifiers: [[t('de cuero', 'de vaqueta'), t('de nitrilo', 'nitrílicas'), t('anticorte', 'anticorte')]],
  brands: ['segurtex'],
  ...item,
  saleUnit: 'PAR',
  priceUsd: [3, 14],
  variants: 'SIZE',
  variantSizes: ['S', 'M', 'L', 'XL', 'XXL'],
  attributes: [
    attr(t('Norma', 'Norma'), ['EN 388']),
    attr(t('Nivel de protección mecánica', 'Nível de proteção mecânica'), ['4121', '4543']),
    attr(t('Puño', 'Punho'), [t('Elasticado', 'Elástico'), t('De seguridad', 'De segurança')]),
    madeIn('china', 'india', 'brazil'),
  ],
  dimensionsCm: { depth: [1, 3], height: [25, 30], width: [12, 15] },
  weightKg: [0.05, 0.2],
};

const safetyShoes: ProductTypeSeed = {
  key: 'safety-shoes',
  noun: t('Zapato de seguridad', 'Botina de segurança'),
  qualifiers: [
    [t('con puntera de acero', 'com biqueira de aço'), t('con puntera de composite', 'com biqueira de composite')],
    [t('antideslizante', 'antiderrapante'), t('hidrófugo', 'hidrofugada')],
  ],
  brands: ['obrafort', 'segurtex'],
  ...item,
  saleUnit: 'PAR',
  priceUsd: [35, 90],
  variants: 'SIZE',
  variantSizes: shoeSizes,
  attributes: [
    attr(t('Capellada', 'Cabedal'), [t('Cuero flor', 'Couro'), t('Cuero nobuk', 'Couro nobuck')]),
    attr(t('Suela', 'Solado'), [
      t('Poliuretano bidensidad', 'Poliuretano bidensidade'),
      t('Caucho nitrilo', 'Borracha nitrílica'),
    ]),
    attr(t('Plantilla', 'Palmilha'), [t('Antiperforación', 'Antiperfuração'), t('Acolchada', 'Acolchoada')]),
    madeIn('brazil', 'china', 'india', 'peru'),
  ],
  dimensionsCm: { depth: [20, 24], height: [12, 16], width: [30, 35] },
  weightKg: [1.2, 2.2],
};

const pvcBoots: ProductTypeSeed = {
  key: 'pvc-boots',
  noun: t('Bota de PVC', 'Bota de PVC'),
  qualifiers: [
    [t('caña alta', 'cano longo'), t('caña media', 'cano médio')],
    [t('con puntera de acero', 'com biqueira de aço'), t('sin puntera', 'sem biqueira')],
  ],
  brands: ['obrafort'],
  ...item,
  saleUnit: 'PAR',
  priceUsd: [12, 35],
  variants: 'COLOR_AND_SIZE',
  colors: ['black', 'white', 'yellow'],
  variantSizes: shoeSizes.slice(1, 10),
  attributes: [
    attr(label.material, [t('PVC con forro textil', 'PVC com forro têxtil')]),
    attr(t('Suela', 'Solado'), [t('Antideslizante', 'Antiderrapante')]),
    attr(t('Resistente a', 'Resistente a'), [t('Agua, aceites y químicos suaves', 'Água, óleos e químicos leves')]),
  ],
  dimensionsCm: { depth: [12, 15], height: [35, 45], width: [30, 34] },
  weightKg: [1.4, 2.4],
};

const workPants: ProductTypeSeed = {
  key: 'work-pants',
  noun: t('Pantalón cargo de trabajo', 'Calça de trabalho'),
  qualifiers: [[t('de gabardina', 'de brim'), t('de mezclilla', 'de jeans')]],
  brands: ['obrafort'],
  ...item,
  priceUsd: [18, 40],
  variants: 'COLOR_AND_SIZE',
  colors: ['navy', 'grey', 'black', 'brown'],
  variantSizes: clothingSizes.slice(0, 7),
  attributes: [
    attr(t('Composición', 'Composição'), [
      t('65 % poliéster, 35 % algodón', '65% poliéster, 35% algodão'),
      t('100 % algodón', '100% algodão'),
    ]),
    attr(pockets, ['6', '8']),
    attr(reflectiveTape, [yes, no]),
    madeIn('chile', 'peru', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [3, 5], height: [35, 40], width: [25, 30] },
  weightKg: [0.5, 0.8],
};

const workJacket: ProductTypeSeed = {
  key: 'work-jacket',
  noun: t('Chaqueta de trabajo', 'Jaqueta de trabalho'),
  qualifiers: [[t('impermeable', 'impermeável'), t('acolchada', 'acolchoada'), t('softshell', 'softshell')]],
  brands: ['segurtex', 'obrafort'],
  ...item,
  priceUsd: [30, 70],
  variants: 'COLOR_AND_SIZE',
  colors: ['navy', 'black', 'orange', 'graphite'],
  variantSizes: clothingSizes,
  attributes: [
    attr(t('Capucha', 'Capuz'), [t('Desmontable', 'Removível'), t('Fija', 'Fixo')]),
    attr(reflectiveTape, [yes]),
    attr(pockets, ['4', '6']),
    madeIn('china', 'vietnam', 'peru'),
  ],
  dimensionsCm: { depth: [4, 8], height: [35, 45], width: [30, 35] },
  weightKg: [0.6, 1.2],
};

const hiVisVest: ProductTypeSeed = {
  key: 'hi-vis-vest',
  noun: t('Chaleco reflectante', 'Colete refletivo'),
  qualifiers: [[t('de malla', 'de tela telada'), t('con bolsillos', 'com bolsos')]],
  brands: ['segurtex'],
  ...item,
  priceUsd: [4, 12],
  variants: 'COLOR_AND_SIZE',
  colors: ['yellow', 'orange'],
  variantSizes: ['S', 'M', 'L', 'XL', 'XXL'],
  attributes: [
    attr(reflectiveTape, [
      t('2 horizontales', '2 horizontais'),
      t('2 horizontales y 2 verticales', '2 horizontais e 2 verticais'),
    ]),
    attr(t('Norma', 'Norma'), ['ISO 20471']),
    attr(label.material, [t('Poliéster', 'Poliéster')]),
  ],
  dimensionsCm: { depth: [1, 3], height: [25, 30], width: [20, 25] },
  weightKg: [0.1, 0.25],
};

const safetyGlasses: ProductTypeSeed = {
  key: 'safety-glasses',
  noun: t('Lentes de seguridad', 'Óculos de segurança'),
  qualifiers: [
    [t('claros', 'incolores'), t('oscuros', 'escuros')],
    [t('antiempañantes', 'antiembaçantes'), standard],
  ],
  brands: ['segurtex'],
  ...item,
  priceUsd: [2, 9],
  attributes: [
    attr(t('Protección UV', 'Proteção UV'), [yes]),
    attr(t('Norma', 'Norma'), ['ANSI Z87.1', 'EN 166']),
    attr(t('Marco', 'Armação'), [t('Policarbonato', 'Policarbonato'), t('Nylon', 'Náilon')]),
  ],
  dimensionsCm: { depth: [5, 7], height: [5, 8], width: [15, 17] },
  weightKg: [0.03, 0.08],
};

const earMuffs: ProductTypeSeed = {
  key: 'ear-muffs',
  noun: t('Protector auditivo tipo copa', 'Protetor auricular tipo concha'),
  qualifiers: [[t('con banda ajustable', 'com haste ajustável'), t('para casco', 'para capacete')]],
  brands: ['segurtex'],
  ...item,
  priceUsd: [6, 20],
  attributes: [
    attr(t('Reducción de ruido', 'Atenuação de ruído'), ['NRR 21 dB', 'NRR 25 dB', 'SNR 30 dB']),
    attr(t('Plegable', 'Dobrável'), [yes, no]),
    attr(t('Almohadillas reemplazables', 'Almofadas substituíveis'), [yes]),
  ],
  dimensionsCm: { depth: [8, 10], height: [18, 20], width: [14, 16] },
  weightKg: [0.2, 0.35],
};

export const hardware: DepartmentSeed = {
  key: 'hardware',
  name: t('Ferretería', 'Ferragens'),
  children: [
    {
      key: 'fixings',
      name: t('Fijaciones', 'Fixação'),
      children: [
        { key: 'screws', name: t('Tornillos', 'Parafusos'), types: [woodScrew] },
        { key: 'anchors', name: t('Tarugos y anclajes', 'Buchas e chumbadores'), types: [wallPlug, expansionAnchor] },
        { key: 'nails', name: t('Clavos', 'Pregos'), types: [nail] },
      ],
    },
    {
      key: 'locks-security',
      name: t('Cerraduras y seguridad', 'Fechaduras e segurança'),
      children: [
        { key: 'locks', name: t('Cerraduras', 'Fechaduras'), types: [doorLock, digitalLock] },
        { key: 'padlocks', name: t('Candados', 'Cadeados'), types: [padlock] },
        { key: 'safes', name: t('Cajas fuertes', 'Cofres'), types: [safe] },
      ],
    },
    {
      key: 'door-furniture-fittings',
      name: t('Herrajes', 'Ferragens para portas e móveis'),
      children: [
        { key: 'hinges', name: t('Bisagras', 'Dobradiças'), types: [doorHinge, cabinetHinge] },
        { key: 'handles', name: t('Manillas y tiradores', 'Maçanetas e puxadores'), types: [doorHandle, cabinetPull] },
        { key: 'drawer-slides', name: t('Correderas', 'Corrediças'), types: [drawerSlide] },
      ],
    },
    {
      key: 'safety',
      name: t('Seguridad industrial', 'Segurança do trabalho'),
      children: [
        { key: 'gloves', name: t('Guantes de trabajo', 'Luvas de trabalho'), types: [workGloves] },
        {
          key: 'safety-footwear',
          name: t('Calzado de seguridad', 'Calçados de segurança'),
          types: [safetyShoes, pvcBoots],
        },
        {
          key: 'workwear',
          name: t('Ropa de trabajo', 'Roupas de trabalho'),
          types: [workPants, workJacket, hiVisVest],
        },
        {
          key: 'eye-ear-protection',
          name: t('Protección visual y auditiva', 'Proteção visual e auditiva'),
          types: [safetyGlasses, earMuffs],
        },
      ],
    },
  ],
};
